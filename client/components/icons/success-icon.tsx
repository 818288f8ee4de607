import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const successPaths = '<circle cx="12" cy="12" r="9" /><path d="m8 12.3 2.8 2.8L16.2 9.7" />' as IconPaths;
export const SuccessIcon = (props: IconProps) => <SvgIcon paths={successPaths} {...props} />;
