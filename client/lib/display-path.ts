/**
 * A path as a person reads it: percent-encoded UTF-8 (what the browser puts in the URL for
 * /课程/电工) decoded back to its characters, for display as text only (never as markup or a
 * link). Decoding goes run by run, so a malformed escape (`%E8%AF`, `%ZZ`) stays as it was written
 * instead of throwing; control characters, which would not show, stay encoded.
 */
export function displayPath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(run);
    } catch {
      // Part of the run is not UTF-8: decode what can be, character by character.
      return decodeEachCharacter(run);
    }
    return keepControlsEncoded(decoded);
  });
}

/** Splits a run into the escapes of whole UTF-8 characters; each decodes alone or stays as written. */
function decodeEachCharacter(run: string): string {
  const bytes = run.match(/%[0-9A-Fa-f]{2}/g) ?? [];
  let out = '';
  let index = 0;
  while (index < bytes.length) {
    const lead = parseInt(bytes[index]!.slice(1), 16);
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    const chunk = bytes.slice(index, index + length).join('');
    try {
      out += keepControlsEncoded(decodeURIComponent(chunk));
      index += length;
    } catch {
      out += bytes[index];
      index += 1;
    }
  }
  return out;
}

// eslint-disable-next-line no-control-regex -- these are the characters being looked for
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const keepControlsEncoded = (text: string) => text.replace(CONTROLS, (char) => encodeURIComponent(char));
