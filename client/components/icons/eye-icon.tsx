import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const eyePaths =
  '<path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" /><circle cx="12" cy="12" r="3" />' as IconPaths;
export const EyeIcon = (props: IconProps) => <SvgIcon paths={eyePaths} {...props} />;
