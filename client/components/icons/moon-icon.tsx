import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const moonPaths = '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />' as IconPaths;
export const MoonIcon = (props: IconProps) => <SvgIcon paths={moonPaths} {...props} />;
