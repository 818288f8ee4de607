/** Prerenders afresh into `distDir`/prerendered with the server built into `distDir`; returns the paths rendered. */
export function prerender(root: string, distDir: string): Promise<string[]>;
