import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const chevronRightPaths = '<path d="m9 6 6 6-6 6" />' as IconPaths;
export const ChevronRightIcon = (props: IconProps) => <SvgIcon paths={chevronRightPaths} {...props} />;
