import { describe, expect, it } from 'vitest';
import {
  applyDraftKey,
  clearApplyDraft,
  readApplyDraft,
  readFilesDraft,
  resubmitDraftKey,
  saveApplyDraft,
  saveFilesDraft,
  type ApplyDraft,
} from './apply-draft';
import { applicationBody, emptyApplyValues, factsOf } from './application-values';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const file = {
  id: 'f_0123456789ab',
  name: '身份证.png',
  mime: 'image/png' as const,
  size: 2048,
  width: 400,
  height: 280,
  url: '/api/enrollment/file/f_0123456789ab',
};
const draft: ApplyDraft = {
  ...emptyApplyValues({ realName: null, phone: '13800138000' }),
  name: '李建国',
  workUnit: '个体',
  yearsWorked: '2',
  files: { 'id-card': file },
};

describe('the application draft', () => {
  it('is kept per learner and plan, and comes back as saved', () => {
    const storage = memoryStorage();
    saveApplyDraft(storage, applyDraftKey(7, 3), draft);
    expect(readApplyDraft(storage, applyDraftKey(7, 3))).toEqual(draft);
    expect(readApplyDraft(storage, applyDraftKey(8, 3))).toBeNull();
    clearApplyDraft(storage, applyDraftKey(7, 3));
    expect(readApplyDraft(storage, applyDraftKey(7, 3))).toBeNull();
  });

  it('trusts nothing: bad JSON, unknown kinds, files of another shape or address are dropped', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{');
    expect(readApplyDraft(storage, 'k')).toBeNull();
    storage.setItem(
      'k',
      JSON.stringify({
        name: 42,
        yearsWorked: '3',
        files: {
          'id-card': { ...file, url: 'https://evil.example/x' },
          photo: { ...file, mime: 'text/html' },
          resume: file,
          schooling: file,
        },
      }),
    );
    const read = readApplyDraft(storage, 'k')!;
    expect(read.name).toBe('');
    expect(read.yearsWorked).toBe('3');
    expect(Object.keys(read.files)).toEqual(['schooling']);
  });

  it('the files picked to re-send: kept, read back checked, gone when none are left', () => {
    const storage = memoryStorage();
    const key = resubmitDraftKey(7, 3);
    saveFilesDraft(storage, key, { photo: file });
    expect(readFilesDraft(storage, key)).toEqual({ photo: file });
    storage.setItem(key, JSON.stringify({ photo: { ...file, id: '../x' } }));
    expect(readFilesDraft(storage, key)).toEqual({});
    saveFilesDraft(storage, key, {});
    expect(storage.getItem(key)).toBeNull();
  });

  it('survives a storage that refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readApplyDraft(refusing, 'k')).toBeNull();
    expect(() => saveApplyDraft(refusing, 'k', draft)).not.toThrow();
    expect(() => clearApplyDraft(refusing, 'k')).not.toThrow();
  });
});

describe('the form’s values to the API body', () => {
  it('facts need whole years; a certificate counts only with its year', () => {
    expect(factsOf({ ...draft, yearsWorked: '' })).toBeNull();
    expect(factsOf({ ...draft, yearsWorked: '1.5' })).toBeNull();
    expect(factsOf({ ...draft, heldLevel: '2', heldYear: '' })).toEqual({ yearsWorked: 2, schooling: 'none', apprenticeship: false });
    expect(factsOf({ ...draft, heldLevel: '2', heldYear: '2020' })).toMatchObject({ heldLevel: 2, heldYear: 2020 });
  });

  it('sends the typed name only without a verified one, and only the plan’s materials', () => {
    const files = { 'id-card': file, health: { ...file, id: 'f_health000000' } };
    expect(applicationBody(draft, files, ['id-card', 'photo'], false)).toEqual({
      applicant: { yearsWorked: 2, schooling: 'none', apprenticeship: false },
      name: '李建国',
      phone: '13800138000',
      workUnit: '个体',
      materials: [{ kind: 'id-card', fileId: file.id }],
    });
    expect(applicationBody(draft, files, ['id-card'], true)).not.toHaveProperty('name');
  });
});
