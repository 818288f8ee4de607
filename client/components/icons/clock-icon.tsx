import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const clockPaths = '<circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" />' as IconPaths;
export const ClockIcon = (props: IconProps) => <SvgIcon paths={clockPaths} {...props} />;
