import { describe, expect, it } from 'vitest';
import { selfCheckValues } from './application-values';
import { readSelfCheckAnswers, saveSelfCheckAnswers, SELF_CHECK_KEY, SELF_CHECK_MAX_AGE_MS } from '@client/lib/self-check-answers';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};
const NOW = Date.UTC(2026, 11, 2);

describe('the self-check’s answers, kept for the application form', () => {
  it('come back as saved, and fill the form’s 申报条件 fields', () => {
    const storage = memory();
    const answers = {
      professionId: 7,
      yearsWorked: 7,
      heldLevel: 1,
      heldYear: 2021,
      schooling: 'vocational-secondary',
      apprenticeship: true,
    } as const;
    saveSelfCheckAnswers(storage, answers, NOW);
    const read = readSelfCheckAnswers(storage, NOW + 1000)!;
    expect(read).toEqual(answers);
    expect(selfCheckValues(read)).toEqual({
      yearsWorked: '7',
      heldLevel: '1',
      heldYear: '2021',
      schooling: 'vocational-secondary',
      apprenticeship: true,
    });
    expect(selfCheckValues({ yearsWorked: 0, schooling: 'none', apprenticeship: false })).toEqual({
      yearsWorked: '0',
      heldLevel: '',
      heldYear: '',
      schooling: 'none',
      apprenticeship: false,
    });
  });

  it('go stale after 30 days, and anything malformed is none', () => {
    const storage = memory();
    saveSelfCheckAnswers(storage, { yearsWorked: 3, schooling: 'none', apprenticeship: false }, NOW);
    expect(readSelfCheckAnswers(storage, NOW + SELF_CHECK_MAX_AGE_MS)).not.toBeNull();
    expect(readSelfCheckAnswers(storage, NOW + SELF_CHECK_MAX_AGE_MS + 1)).toBeNull();
    for (const junk of [
      'not json',
      '[]',
      JSON.stringify({ yearsWorked: 3, schooling: 'none' }),
      JSON.stringify({ yearsWorked: -1, schooling: 'none', savedAt: NOW }),
      JSON.stringify({ yearsWorked: 3, schooling: '<b>', savedAt: NOW }),
      JSON.stringify({ yearsWorked: '3', schooling: 'none', savedAt: NOW }),
    ]) {
      storage.setItem(SELF_CHECK_KEY, junk);
      expect(readSelfCheckAnswers(storage, NOW), junk).toBeNull();
    }
    // A certificate without its year, or of no level, is left out rather than guessed.
    storage.setItem(SELF_CHECK_KEY, JSON.stringify({ yearsWorked: 3, schooling: 'none', heldLevel: 9, heldYear: 2020, savedAt: NOW }));
    expect(readSelfCheckAnswers(storage, NOW)).toEqual({ yearsWorked: 3, schooling: 'none', apprenticeship: false });
    expect(readSelfCheckAnswers(undefined, NOW)).toBeNull();
  });
});
