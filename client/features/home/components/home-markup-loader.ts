/** The home's static-block markup module (home-markup.ts): awaited on the server, loaded on demand in the browser. */
export const loadHomeMarkup = () => import('./home-markup');
export const serverHomeMarkup = import.meta.env.SSR ? await loadHomeMarkup() : undefined;
