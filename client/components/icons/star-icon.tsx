import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const starPaths = '<path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z" />' as IconPaths;
export const StarIcon = (props: IconProps) => <SvgIcon paths={starPaths} filled {...props} />;
