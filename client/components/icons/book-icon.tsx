import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const bookPaths =
  '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" /><path d="M4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5" />' as IconPaths;
export const BookIcon = (props: IconProps) => <SvgIcon paths={bookPaths} {...props} />;
