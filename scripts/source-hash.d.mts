/** A hash of everything that goes into the build (tests and test-support modules excluded). */
export function sourceHash(root: string): string;
