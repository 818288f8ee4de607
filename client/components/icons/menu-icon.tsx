import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const menuPaths = '<path d="M4 6.5h16M4 12h16M4 17.5h16" />' as IconPaths;
export const MenuIcon = (props: IconProps) => <SvgIcon paths={menuPaths} {...props} />;
