import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const chevronDownPaths = '<path d="m6 9 6 6 6-6" />' as IconPaths;
export const ChevronDownIcon = (props: IconProps) => <SvgIcon paths={chevronDownPaths} {...props} />;
