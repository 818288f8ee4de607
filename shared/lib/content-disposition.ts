/**
 * A Content-Disposition header with the name for the save dialog: an ASCII stand-in for old clients
 * (`asciiName`, or the name with every other character replaced), and the real name in RFC 5987 form
 * (`filename*=UTF-8''…`, every character outside its attr-char set escaped), which browsers prefer.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline', asciiName?: string): string {
  const ascii = (asciiName ?? name).replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
