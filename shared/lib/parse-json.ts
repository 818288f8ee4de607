/** The value of a JSON text, or undefined when it is not JSON (an HTML error page, a cut-off body). */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
