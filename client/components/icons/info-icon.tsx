import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const infoPaths =
  '<circle cx="12" cy="12" r="9" /><path d="M12 11v5.5" /><circle cx="12" cy="7.8" r=".6" fill="currentColor" />' as IconPaths;
export const InfoIcon = (props: IconProps) => <SvgIcon paths={infoPaths} {...props} />;
