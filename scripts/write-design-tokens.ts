// Writes client/styles/design-tokens.css from shared/design/theme.ts (through Emotion's render in
// client/app/design-tokens.server.tsx), formatted as the repository formats CSS. Run
// after changing a token:  npx tsx scripts/write-design-tokens.ts
// client/app/design-tokens.server.test.tsx fails while the file lags behind the module.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { designTokensCss } from '../client/app/design-tokens.server';
import { DESIGN_TOKENS_FILE, DESIGN_TOKENS_NOTE } from '../client/app/design-tokens-file';

const options = { ...(await resolveConfig(DESIGN_TOKENS_FILE)), filepath: DESIGN_TOKENS_FILE };
writeFileSync(DESIGN_TOKENS_FILE, await format(`${DESIGN_TOKENS_NOTE}\n${designTokensCss()}\n`, options));
console.log(`wrote ${DESIGN_TOKENS_FILE}`);
