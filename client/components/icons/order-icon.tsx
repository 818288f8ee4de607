import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const orderPaths = '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" /><path d="M9 8h6M9 12h6" />' as IconPaths;
export const OrderIcon = (props: IconProps) => <SvgIcon paths={orderPaths} {...props} />;
