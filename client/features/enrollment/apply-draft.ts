import { MATERIAL_KINDS, MATERIAL_MIME_TYPES, type MaterialKind } from '@shared/lib/application-materials';
import type { MaterialFile } from '@shared/schemas/enrollment-application';

/**
 * What the application form holds, as typed (selects and numbers as their strings), and the files
 * already uploaded for each material. Kept in localStorage per learner and plan, so a refusal, a
 * reload or a lost session loses nothing; the files stay on the server under the learner's account.
 */
export interface ApplyDraft {
  name: string;
  phone: string;
  workUnit: string;
  yearsWorked: string;
  heldLevel: string;
  heldYear: string;
  schooling: string;
  apprenticeship: boolean;
  files: Partial<Record<MaterialKind, MaterialFile>>;
}

export const applyDraftKey = (viewer: number, planId: number) => `skill:enrollment:apply:${viewer}:${planId}`;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);

/** A stored file as the API gave it, or undefined (checked by hand: zod stays out of the browser). */
function fileOf(value: unknown): MaterialFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const file = value as Record<string, unknown>;
  const mime = MATERIAL_MIME_TYPES.find((type) => type === file.mime);
  const size = count(file.size);
  if (typeof file.id !== 'string' || !/^[\w-]{8,40}$/.test(file.id) || !mime || size === undefined) return undefined;
  if (typeof file.url !== 'string' || !file.url.startsWith('/api/enrollment/file/')) return undefined;
  const { width, height } = { width: count(file.width), height: count(file.height) };
  return {
    id: file.id,
    name: text(file.name, 80),
    mime,
    size,
    url: file.url,
    ...(width !== undefined && height !== undefined ? { width, height } : {}),
  };
}

/** The files part: only well-formed entries of known kinds (a draft is never trusted blindly). */
function filesOf(value: unknown): ApplyDraft['files'] {
  const files: ApplyDraft['files'] = {};
  if (typeof value !== 'object' || value === null) return files;
  for (const kind of MATERIAL_KINDS) {
    const file = fileOf((value as Record<string, unknown>)[kind]);
    if (file) files[kind] = file;
  }
  return files;
}

export function readApplyDraft(storage: Pick<Storage, 'getItem'> | undefined, key: string): ApplyDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      name: text(value.name, 40),
      phone: text(value.phone, 20),
      workUnit: text(value.workUnit, 100),
      yearsWorked: text(value.yearsWorked, 3),
      heldLevel: text(value.heldLevel, 1),
      heldYear: text(value.heldYear, 4),
      schooling: text(value.schooling, 40),
      apprenticeship: value.apprenticeship === true,
      files: filesOf(value.files),
    };
  } catch {
    return null;
  }
}

export function saveApplyDraft(storage: Pick<Storage, 'setItem'> | undefined, key: string, draft: ApplyDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or forbidden (private mode): the form still works, only without a draft.
  }
}

export function clearApplyDraft(storage: Pick<Storage, 'removeItem'> | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/** The files picked to re-send rejected materials (补交材料), kept the same way. */
export const resubmitDraftKey = (viewer: number, planId: number) => `skill:enrollment:resubmit:${viewer}:${planId}`;

export function readFilesDraft(storage: Pick<Storage, 'getItem'> | undefined, key: string): ApplyDraft['files'] {
  try {
    const raw = storage?.getItem(key);
    return raw ? filesOf(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function saveFilesDraft(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  key: string,
  files: ApplyDraft['files'],
): void {
  try {
    if (Object.keys(files).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(files));
  } catch {
    // As above.
  }
}
