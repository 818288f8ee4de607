import { lightColours } from './theme';

/**
 * The seven tag accents (spec §9) as [strong, soft] pairs of light mode, for the mock's generated
 * artwork; the tokens themselves are declared in theme.ts.
 */
export const TAG_ACCENTS = lightColours.accents.map(({ strong, soft }) => [strong, soft] as const);

export const accentOf = (index: number) => TAG_ACCENTS[((index % TAG_ACCENTS.length) + TAG_ACCENTS.length) % TAG_ACCENTS.length]!;
