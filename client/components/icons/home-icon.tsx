import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const homePaths = '<path d="M3.5 10.5 12 3.5l8.5 7" /><path d="M5.5 9v11h13V9" /><path d="M10 20v-5.5h4V20" />' as IconPaths;
export const HomeIcon = (props: IconProps) => <SvgIcon paths={homePaths} {...props} />;
