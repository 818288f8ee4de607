import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const searchPaths = '<circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" />' as IconPaths;
export const SearchIcon = (props: IconProps) => <SvgIcon paths={searchPaths} {...props} />;
