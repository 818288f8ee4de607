import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const communityPaths =
  '<path d="M20 14a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8Z" /><path d="M8.5 9.5h7M8.5 12.5h4" />' as IconPaths;
export const CommunityIcon = (props: IconProps) => <SvgIcon paths={communityPaths} {...props} />;
