import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const checkPaths = '<path d="m5 12.5 4.5 4.5L19 7.5" />' as IconPaths;
export const CheckIcon = (props: IconProps) => <SvgIcon paths={checkPaths} {...props} />;
