import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const errorPaths = '<circle cx="12" cy="12" r="9" /><path d="m9 9 6 6M15 9l-6 6" />' as IconPaths;
export const ErrorIcon = (props: IconProps) => <SvgIcon paths={errorPaths} {...props} />;
