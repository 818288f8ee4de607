// Prerendering comes with the payload feature; until then the build lists no prerendered pages.
export async function prerender() {
  return [];
}
