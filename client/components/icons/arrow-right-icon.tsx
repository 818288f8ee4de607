import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const arrowRightPaths = '<path d="M5 12h14M13 6l6 6-6 6" />' as IconPaths;
export const ArrowRightIcon = (props: IconProps) => <SvgIcon paths={arrowRightPaths} {...props} />;
