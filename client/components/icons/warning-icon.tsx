import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const warningPaths =
  '<path d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" /><path d="M12 9.5v4.5" /><circle cx="12" cy="17" r=".6" fill="currentColor" />' as IconPaths;
export const WarningIcon = (props: IconProps) => <SvgIcon paths={warningPaths} {...props} />;
