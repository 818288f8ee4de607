import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const usersPaths =
  '<circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18.5 14.4A6.5 6.5 0 0 1 21.5 20" />' as IconPaths;
export const UsersIcon = (props: IconProps) => <SvgIcon paths={usersPaths} {...props} />;
