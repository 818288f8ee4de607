import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const livePaths =
  '<rect x="3" y="6" width="13" height="12" rx="2" /><path d="m16 10.5 5-3v9l-5-3" /><circle cx="9.5" cy="12" r="1.6" fill="currentColor" stroke="none" />' as IconPaths;
export const LiveIcon = (props: IconProps) => <SvgIcon paths={livePaths} {...props} />;
