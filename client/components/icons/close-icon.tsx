import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const closePaths = '<path d="M6 6l12 12M18 6 6 18" />' as IconPaths;
export const CloseIcon = (props: IconProps) => <SvgIcon paths={closePaths} {...props} />;
