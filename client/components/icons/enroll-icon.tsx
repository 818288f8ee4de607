import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const enrollPaths =
  '<path d="M12 3 2.5 8 12 13l9.5-5L12 3Z" /><path d="M6 10.2v4.6c0 1.6 2.7 3.2 6 3.2s6-1.6 6-3.2v-4.6" /><path d="M21.5 8v5" />' as IconPaths;
export const EnrollIcon = (props: IconProps) => <SvgIcon paths={enrollPaths} {...props} />;
