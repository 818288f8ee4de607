import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const logoutPaths = '<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5M21 12H9" />' as IconPaths;
export const LogoutIcon = (props: IconProps) => <SvgIcon paths={logoutPaths} {...props} />;
