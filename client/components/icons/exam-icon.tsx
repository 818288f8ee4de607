import { SvgIcon, type IconPaths, type IconProps } from './svg-icon';

export const examPaths =
  '<rect x="4" y="3" width="16" height="18" rx="2" /><path d="M8 8h8M8 12h5" /><path d="m9 16.5 1.8 1.8L15 14" />' as IconPaths;
export const ExamIcon = (props: IconProps) => <SvgIcon paths={examPaths} {...props} />;
