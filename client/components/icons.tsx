import type { CSSProperties } from 'react';
import { trusted, type TrustedHtml } from './html';

/**
 * Inline line icons (24-unit grid, 1.8 stroke, currentColor; the stroke style comes from the global
 * `.icon` class). Each icon is one <svg> element whose drawing is set as inner markup, so the server
 * renders it as a single chunk. Decorative: the control holding one carries the accessible name.
 */
const PATHS = {
  search: '<circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" />',
  bell: '<path d="M6 9.5a6 6 0 1 1 12 0c0 4.5 1.8 6 1.8 6H4.2S6 14 6 9.5Z" /><path d="M10 19a2.2 2.2 0 0 0 4 0" />',
  sun: '<circle cx="12" cy="12" r="4" /><path d="M12 2.5v2M12 19.5v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2.5 12h2M19.5 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />',
  monitor: '<rect x="3" y="4" width="18" height="12.5" rx="2" /><path d="M8.5 20h7M12 16.5V20" />',
  menu: '<path d="M4 6.5h16M4 12h16M4 17.5h16" />',
  close: '<path d="M6 6l12 12M18 6 6 18" />',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5" />',
  chevronDown: '<path d="m6 9 6 6 6-6" />',
  chevronRight: '<path d="m9 6 6 6-6 6" />',
  chevronLeft: '<path d="m15 6-6 6 6 6" />',
  user: '<circle cx="12" cy="8" r="4" /><path d="M4.5 20a7.5 7.5 0 0 1 15 0" />',
  book: '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" /><path d="M4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5" />',
  order: '<path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" /><path d="M9 8h6M9 12h6" />',
  setting:
    '<circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />',
  logout: '<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5M21 12H9" />',
  exam: '<rect x="4" y="3" width="16" height="18" rx="2" /><path d="M8 8h8M8 12h5" /><path d="m9 16.5 1.8 1.8L15 14" />',
  enroll: '<path d="M12 3 2.5 8 12 13l9.5-5L12 3Z" /><path d="M6 10.2v4.6c0 1.6 2.7 3.2 6 3.2s6-1.6 6-3.2v-4.6" /><path d="M21.5 8v5" />',
  live: '<rect x="3" y="6" width="13" height="12" rx="2" /><path d="m16 10.5 5-3v9l-5-3" /><circle cx="9.5" cy="12" r="1.6" fill="currentColor" stroke="none" />',
  community: '<path d="M20 14a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8Z" /><path d="M8.5 9.5h7M8.5 12.5h4" />',
  star: '<path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z" />',
  users:
    '<circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18.5 14.4A6.5 6.5 0 0 1 21.5 20" />',
  clock: '<circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" />',
  eye: '<path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" /><circle cx="12" cy="12" r="3" />',
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6" />',
  home: '<path d="M3.5 10.5 12 3.5l8.5 7" /><path d="M5.5 9v11h13V9" /><path d="M10 20v-5.5h4V20" />',
  info: '<circle cx="12" cy="12" r="9" /><path d="M12 11v5.5" /><circle cx="12" cy="7.8" r=".6" fill="currentColor" />',
  success: '<circle cx="12" cy="12" r="9" /><path d="m8 12.3 2.8 2.8L16.2 9.7" />',
  warning:
    '<path d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" /><path d="M12 9.5v4.5" /><circle cx="12" cy="17" r=".6" fill="currentColor" />',
  error: '<circle cx="12" cy="12" r="9" /><path d="m9 9 6 6M15 9l-6 6" />',
  news: '<path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Z" /><path d="M17 9h3v8a2 2 0 0 1-2 2" /><path d="M7.5 9h6M7.5 12.5h6M7.5 16h3.5" />',
} as const;

const FILLED = new Set<IconName>(['star']);

export type IconName = keyof typeof PATHS;

interface IconProps {
  size?: number;
  className?: string;
  style?: CSSProperties;
}

const classOf = (name: IconName, className?: string) => `icon${FILLED.has(name) ? ' icon-fill' : ''}${className ? ` ${className}` : ''}`;

export function Icon({ name, size = 20, className, style }: IconProps & { name: IconName }) {
  return (
    <svg
      className={classOf(name, className)}
      style={style}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: PATHS[name] }}
    />
  );
}

/** The same icon as markup, for the `html` templates. */
export const iconHtml = (name: IconName, size = 20, className?: string): TrustedHtml =>
  trusted(
    `<svg class="${classOf(name, className)}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true">${PATHS[name]}</svg>`,
  );

export const SearchIcon = (props: IconProps) => <Icon name="search" {...props} />;
export const BellIcon = (props: IconProps) => <Icon name="bell" {...props} />;
export const SunIcon = (props: IconProps) => <Icon name="sun" {...props} />;
export const MoonIcon = (props: IconProps) => <Icon name="moon" {...props} />;
export const MonitorIcon = (props: IconProps) => <Icon name="monitor" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon name="menu" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon name="close" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon name="check" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon name="chevronDown" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon name="chevronRight" {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon name="chevronLeft" {...props} />;
export const UserIcon = (props: IconProps) => <Icon name="user" {...props} />;
export const BookIcon = (props: IconProps) => <Icon name="book" {...props} />;
export const OrderIcon = (props: IconProps) => <Icon name="order" {...props} />;
export const SettingIcon = (props: IconProps) => <Icon name="setting" {...props} />;
export const LogoutIcon = (props: IconProps) => <Icon name="logout" {...props} />;
export const ExamIcon = (props: IconProps) => <Icon name="exam" {...props} />;
export const EnrollIcon = (props: IconProps) => <Icon name="enroll" {...props} />;
export const LiveIcon = (props: IconProps) => <Icon name="live" {...props} />;
export const CommunityIcon = (props: IconProps) => <Icon name="community" {...props} />;
export const StarIcon = (props: IconProps) => <Icon name="star" {...props} />;
export const UsersIcon = (props: IconProps) => <Icon name="users" {...props} />;
export const ClockIcon = (props: IconProps) => <Icon name="clock" {...props} />;
export const EyeIcon = (props: IconProps) => <Icon name="eye" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Icon name="arrowRight" {...props} />;
export const HomeIcon = (props: IconProps) => <Icon name="home" {...props} />;
export const InfoIcon = (props: IconProps) => <Icon name="info" {...props} />;
export const SuccessIcon = (props: IconProps) => <Icon name="success" {...props} />;
export const WarningIcon = (props: IconProps) => <Icon name="warning" {...props} />;
export const ErrorIcon = (props: IconProps) => <Icon name="error" {...props} />;
export const NewsIcon = (props: IconProps) => <Icon name="news" {...props} />;
