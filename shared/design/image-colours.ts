/**
 * QR codes are black on white in both colour modes, what scanners read best: these are not design
 * tokens (theme.ts) and never CSS variables. A module of its own, so the two QR codes (the login
 * modal's and WeChat Pay's, both loaded on demand) import two strings, not the token table.
 */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';
