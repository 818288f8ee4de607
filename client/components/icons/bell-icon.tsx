import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const bellPaths =
  '<path d="M6 9.5a6 6 0 1 1 12 0c0 4.5 1.8 6 1.8 6H4.2S6 14 6 9.5Z" /><path d="M10 19a2.2 2.2 0 0 0 4 0" />' as IconPaths;
export const BellIcon = (props: IconProps) => <SvgIcon paths={bellPaths} {...props} />;
