/** NavLink's rule: `end` items match exactly, the others also match their sub-paths. */
export function isNavActive(pathname: string, to: string, end?: boolean): boolean {
  if (pathname === to) return true;
  return !end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}
