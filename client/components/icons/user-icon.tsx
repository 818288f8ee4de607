import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const userPaths = '<circle cx="12" cy="8" r="4" /><path d="M4.5 20a7.5 7.5 0 0 1 15 0" />' as IconPaths;
export const UserIcon = (props: IconProps) => <SvgIcon paths={userPaths} {...props} />;
