import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const sunPaths =
  '<circle cx="12" cy="12" r="4" /><path d="M12 2.5v2M12 19.5v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2.5 12h2M19.5 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />' as IconPaths;
export const SunIcon = (props: IconProps) => <SvgIcon paths={sunPaths} {...props} />;
