import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const monitorPaths = '<rect x="3" y="4" width="18" height="12.5" rx="2" /><path d="M8.5 20h7M12 16.5V20" />' as IconPaths;
export const MonitorIcon = (props: IconProps) => <SvgIcon paths={monitorPaths} {...props} />;
