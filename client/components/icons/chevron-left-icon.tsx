import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const chevronLeftPaths = '<path d="m15 6-6 6 6 6" />' as IconPaths;
export const ChevronLeftIcon = (props: IconProps) => <SvgIcon paths={chevronLeftPaths} {...props} />;
