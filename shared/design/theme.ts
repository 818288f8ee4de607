/**
 * The design tokens of 技能学堂, declared once: the server emits them as CSS variables (`--primary`,
 * `--accent-3-soft`, `--space-4`…; names in theme-variables.ts) for the stylesheets to read, and code
 * that paints colours itself (the score chart's canvas, QR codes, the avatar crop) reads them here.
 *
 * The values are the ones browsers have always received: the build's CSS minifier wrote the old
 * stylesheet's `rgba()` as 8-digit hex and `#ffffff` as `#fff`, and those are kept as they were, so
 * no pixel changes (the `rgba()` each came from is noted beside it).
 */

/** A tag accent (spec §9): the strong colour, its soft background and text readable on that background. */
export interface TagAccent {
  strong: string;
  soft: string;
  text: string;
}

/** The seven tag accents, in their order: `accent-1` (azure, the primary) … `accent-7` (gold). */
export type TagAccents = readonly [TagAccent, TagAccent, TagAccent, TagAccent, TagAccent, TagAccent, TagAccent];

/** What differs between light and dark: colours, shadows and the focus ring. */
export interface ColourScheme {
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Carries white text at ≥ 4.5:1. */
  primaryStrong: string;
  primaryStrongHover: string;
  primaryStrongActive: string;
  primaryText: string;
  primarySoft: string;
  primarySoftHover: string;

  text: string;
  textSecondary: string;
  /** Keeps ≥ 4.5:1 on both surface and bg. */
  textTertiary: string;
  textQuaternary: string;
  border: string;
  borderStrong: string;
  divider: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  bg: string;
  overlay: string;

  accents: TagAccents;

  success: string;
  successSoft: string;
  successText: string;
  warning: string;
  warningSoft: string;
  warningText: string;
  error: string;
  errorSoft: string;
  errorText: string;
  info: string;
  infoSoft: string;
  infoText: string;
  price: string;
  free: string;
  rating: string;

  shadowSm: string;
  shadow: string;
  shadowLg: string;
  shadowHeader: string;
  focusRing: string;
}

export type ColourMode = 'light' | 'dark';

/** Light mode: azure primary (#1677ff family) on cool grays. */
export const lightColours: ColourScheme = {
  primary: '#1677ff',
  primaryHover: '#4096ff',
  primaryActive: '#0958d9',
  primaryStrong: '#1668dc',
  primaryStrongHover: '#0958d9',
  primaryStrongActive: '#003eb3',
  primaryText: '#0958d9',
  primarySoft: '#e6f1ff',
  primarySoftHover: '#d2e5ff',

  text: '#1d2129',
  textSecondary: '#4e5969',
  textTertiary: '#5e6877',
  textQuaternary: '#a3abb7',
  border: '#e3e7ee',
  borderStrong: '#c9d0da',
  divider: '#eef1f5',
  surface: '#fff',
  surfaceRaised: '#fff',
  surfaceSunken: '#f2f4f8',
  surfaceHover: '#f5f7fa',
  bg: '#f4f6f9',
  overlay: '#0f141e73', // rgba(15, 20, 30, 0.45)

  accents: [
    { strong: '#1677ff', soft: '#e6f1ff', text: '#0958d9' }, // 1 azure
    { strong: '#13a8a8', soft: '#e6f8f7', text: '#08797c' }, // 2 cyan
    { strong: '#52a447', soft: '#edf7eb', text: '#2f7a27' }, // 3 green
    { strong: '#fa8c16', soft: '#fff4e5', text: '#ad4e00' }, // 4 orange
    { strong: '#eb2f96', soft: '#fff0f6', text: '#c41d7f' }, // 5 magenta
    { strong: '#722ed1', soft: '#f4ecff', text: '#722ed1' }, // 6 purple
    { strong: '#d4a106', soft: '#fffbe6', text: '#876800' }, // 7 gold
  ],

  success: '#52c41a',
  successSoft: '#f0fae8',
  successText: '#237804',
  warning: '#faad14',
  warningSoft: '#fff8e6',
  warningText: '#945f00',
  error: '#f5222d',
  errorSoft: '#fff1f0',
  errorText: '#cf1322',
  info: '#1677ff',
  infoSoft: '#e6f1ff',
  infoText: '#0958d9',
  price: '#d4380d',
  free: '#237804',
  rating: '#9c6500',

  shadowSm: '0 1px 2px #1018280f', // rgba(16, 24, 40, 0.06)
  shadow: '0 4px 14px #10182814', // rgba(16, 24, 40, 0.08)
  shadowLg: '0 12px 32px #10182824', // rgba(16, 24, 40, 0.14)
  shadowHeader: '0 2px 12px #10182814', // rgba(16, 24, 40, 0.08)
  focusRing: '0 0 0 3px #1677ff59', // rgba(22, 119, 255, 0.35)
};

export const darkColours: ColourScheme = {
  primary: '#3c89e8',
  primaryHover: '#65a9f3',
  primaryActive: '#1668dc',
  primaryStrong: '#1668dc',
  primaryStrongHover: '#2272d8', // white text on it 4.7:1 (#3c89e8 was 3.5:1: a hovered primary button failed contrast)
  primaryStrongActive: '#1554ad',
  primaryText: '#4f9cff',
  primarySoft: '#15243a',
  primarySoftHover: '#1b3253',

  text: '#e8eaed',
  textSecondary: '#b3b9c2',
  textTertiary: '#8d95a1',
  textQuaternary: '#5d6470',
  border: '#2a2f37',
  borderStrong: '#3a404a',
  divider: '#23272e',
  surface: '#16191e',
  surfaceRaised: '#1d2127',
  surfaceSunken: '#111318',
  surfaceHover: '#21252c',
  bg: '#0e1014',
  overlay: '#0009', // rgba(0, 0, 0, 0.6)

  accents: [
    { strong: '#3c89e8', soft: '#162842', text: '#69b1ff' },
    { strong: '#13a8a8', soft: '#163034', text: '#36cfc9' },
    { strong: '#52a447', soft: '#202f25', text: '#73d13d' },
    { strong: '#fa8c16', soft: '#3a2b1d', text: '#ffa940' },
    { strong: '#eb2f96', soft: '#381d31', text: '#f759ab' },
    { strong: '#9254de', soft: '#271d3e', text: '#b37feb' },
    { strong: '#d4a106', soft: '#342f1a', text: '#fadb14' },
  ],

  success: '#49aa19',
  successSoft: '#1d2b17',
  successText: '#73d13d',
  warning: '#d89614',
  warningSoft: '#33291a',
  warningText: '#ffc53d',
  error: '#dc4446',
  errorSoft: '#35191b',
  errorText: '#ff7875',
  info: '#3c89e8',
  infoSoft: '#162842',
  infoText: '#69b1ff',
  price: '#ff7a45',
  free: '#73d13d',
  rating: '#fadb14',

  shadowSm: '0 1px 2px #0006', // rgba(0, 0, 0, 0.4)
  shadow: '0 4px 16px #00000073', // rgba(0, 0, 0, 0.45)
  shadowLg: '0 12px 36px #0009', // rgba(0, 0, 0, 0.6)
  shadowHeader: '0 2px 12px #00000080', // rgba(0, 0, 0, 0.5)
  focusRing: '0 0 0 3px #4f9cff73', // rgba(79, 156, 255, 0.45)
};

export const colourSchemes: Readonly<Record<ColourMode, ColourScheme>> = { light: lightColours, dark: darkColours };

/** The same in both modes: shape, rhythm, layout, type, motion and the always-dark player stage. */
export const sharedTokens = {
  onPrimary: '#fff',
  /** Unread counts: white on this red has 4.6:1 (the error red, #f5222d, has 4.1). */
  badgeBg: '#e5252a',

  radiusSm: '4px',
  radius: '8px',
  radiusLg: '12px',
  radiusXl: '16px',
  radiusFull: '999px',

  space1: '4px',
  space2: '8px',
  space3: '12px',
  space4: '16px',
  space5: '20px',
  space6: '24px',
  space8: '32px',
  space10: '40px',
  space12: '48px',

  container: '1200px',
  gutter: '24px',
  headerH: '64px',

  fontSans:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  fontNum: '"DIN Alternate", "Helvetica Neue", Arial, var(--font-sans)',
  ease: 'cubic-bezier(.2, .8, .2, 1)',

  /** The course / live player stage (always dark). */
  playBg: '#0b0d11',
  playSurface: '#15181e',
  playText: '#e8eaed',
} as const;

export type SharedToken = keyof typeof sharedTokens;

/** Phones: a narrower gutter and header up to this width. */
export const NARROW_MAX_WIDTH_PX = 640;
export const narrowTokens = { gutter: '16px', headerH: '56px' } as const satisfies Partial<Record<SharedToken, string>>;
