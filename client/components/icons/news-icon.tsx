import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const newsPaths =
  '<path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Z" /><path d="M17 9h3v8a2 2 0 0 1-2 2" /><path d="M7.5 9h6M7.5 12.5h6M7.5 16h3.5" />' as IconPaths;
export const NewsIcon = (props: IconProps) => <SvgIcon paths={newsPaths} {...props} />;
