/**
 * The community's line icons (24-unit grid, the global `.icon` stroke style, currentColor).
 * Decorative: the button holding one carries the accessible name.
 */
const PATHS = {
  thumbUp: 'M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.9 2.3L13 9h5.5a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17 20H7',
  thumbDown: 'M17 14V4h3v10h-3Zm0 0-4 7a2 2 0 0 1-2.9-2.3L11 15H5.5a2 2 0 0 1-2-2.4l1.5-7A2 2 0 0 1 7 4h10',
  star: 'm12 3.2 2.7 5.5 6 .9-4.35 4.25 1 6-5.35-2.8-5.35 2.8 1-6L3.3 9.6l6-.9L12 3.2Z',
  comment: 'M20 14a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8Z',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  play: 'M8 5.5v13l11-6.5-11-6.5Z',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5h.01',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9.5-13.5 4 4',
  hash: 'M5 9h14M5 15h14M10 4 8 20M16 4l-2 16',
  fire: 'M12 21c4 0 7-2.6 7-6.5 0-3.8-3-6-4.5-9.5-1 2.5-2 3.5-3.5 4.5C10 8 9.5 6.5 9.5 5 7 7 5 10 5 14.5 5 18.4 8 21 12 21Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  coin: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM9.5 9.5h5M9.5 12h5M12 9.5V16',
} as const;

export type CommunityIconName = keyof typeof PATHS;

export function CommunityIcon({
  name,
  size = 18,
  filled = false,
  className,
}: {
  name: CommunityIconName;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={filled ? { fill: 'currentColor' } : undefined}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
