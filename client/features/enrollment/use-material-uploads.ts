import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CODE_MATERIAL_TOO_LARGE, CODE_MATERIAL_TYPE, uploadMaterial } from '@shared/api/enrollment';
import { checkMaterialFile } from '@shared/lib/application-rules';
import { MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';
import type { MaterialFile } from '@shared/schemas/enrollment-application';
import { createStore } from '@client/lib/app-store';
import { runMutation } from '@client/lib/run-mutation';
import { uploadFile } from '@client/lib/upload-file';
import { checkPhotoFile } from './photo-check';

/** One material's upload: the file the API holds, or the one on its way (name, progress), and why the last pick failed. */
export interface MaterialSlot {
  file?: MaterialFile;
  sending?: { name: string; progress: number };
  error?: string;
}

export type MaterialSlots = Partial<Record<MaterialKind, MaterialSlot>>;

const uploadPath = (kind: MaterialKind) => `/api${uploadMaterial.path}?kind=${encodeURIComponent(kind)}`;

/**
 * The materials of an application form, one file per kind, each sent as soon as it is picked
 * (a new pick replaces the file). The browser checks the type and size first (checkMaterialFile) and,
 * for the ID photo, its pixels and white background; the API checks the content again. Each upload
 * is a mutation of the query client, so a lost session opens the login modal; the pick is then
 * told to try again, and the files already sent stay.
 */
export function createMaterialUploads(queryClient: QueryClient, initial: Partial<Record<MaterialKind, MaterialFile>>) {
  const slots: MaterialSlots = {};
  for (const [kind, file] of Object.entries(initial)) slots[kind as MaterialKind] = { file };
  const store = createStore<{ slots: MaterialSlots }>({ slots });
  const controllers = new Map<MaterialKind, AbortController>();

  const patch = (kind: MaterialKind, change: MaterialSlot | ((slot: MaterialSlot) => MaterialSlot)) =>
    store.set(({ slots: current }) => {
      const slot = current[kind] ?? {};
      return { slots: { ...current, [kind]: typeof change === 'function' ? change(slot) : { ...slot, ...change } } };
    });

  const fail = (kind: MaterialKind, error: string) => patch(kind, (slot) => ({ file: slot.file, error }));

  async function pick(kind: MaterialKind, file: File): Promise<void> {
    controllers.get(kind)?.abort();
    const checked = checkMaterialFile(kind, file);
    if (checked !== true) return fail(kind, checked);
    if (kind === 'photo') {
      const photo = await checkPhotoFile(file);
      if (photo !== true) return fail(kind, photo);
    }
    const controller = new AbortController();
    controllers.set(kind, controller);
    patch(kind, (slot) => ({ file: slot.file, sending: { name: file.name, progress: 0 } }));
    const rule = MATERIAL_RULES[kind];
    try {
      const uploaded = await runMutation<MaterialFile, File>(
        queryClient,
        {
          mutationFn: (blob) =>
            uploadFile<MaterialFile>(blob, {
              path: uploadPath(kind),
              maxBytes: rule.maxBytes,
              tooLarge: `${rule.label}不能超过 ${rule.maxBytes / 1024 / 1024} MB`,
              tooLargeCode: CODE_MATERIAL_TOO_LARGE,
              messages: {
                [CODE_MATERIAL_TYPE]: rule.pdf ? '只能上传 JPG、PNG 图片或 PDF 文件' : '证件照只能是 JPG 或 PNG 图片',
              },
              onProgress: (progress) => patch(kind, (slot) => (slot.sending ? { ...slot, sending: { ...slot.sending, progress } } : slot)),
              signal: controller.signal,
            }),
        },
        file,
      );
      if (controllers.get(kind) === controller) patch(kind, { file: uploaded, sending: undefined, error: undefined });
    } catch (failure) {
      if (controller.signal.aborted) return;
      const code = (failure as { code?: number }).code;
      fail(kind, code === 401 ? '登录已失效，请登录后重新选择文件' : failure instanceof Error ? failure.message : '上传失败，请稍后重试');
    } finally {
      if (controllers.get(kind) === controller) controllers.delete(kind);
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    pick,
    /** Stops the upload on its way and forgets the file (the API keeps it until its bound lets it go). */
    remove(kind: MaterialKind) {
      controllers.get(kind)?.abort();
      controllers.delete(kind);
      patch(kind, {});
    },
    /** The files a saved draft held (read after hydration: the server has no draft). */
    restore(files: Partial<Record<MaterialKind, MaterialFile>>) {
      for (const [kind, file] of Object.entries(files)) if (!store.get().slots[kind as MaterialKind]) patch(kind as MaterialKind, { file });
    },
    dispose() {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    },
  };
}

/** The form's material uploads, starting from `initial` (the files sent before, when re-sending). */
export function useMaterialUploads(initial: Partial<Record<MaterialKind, MaterialFile>> = {}) {
  const queryClient = useQueryClient();
  const [uploads] = useState(() => createMaterialUploads(queryClient, initial));
  const { slots } = useSyncExternalStore(uploads.subscribe, uploads.get, uploads.get);
  useEffect(() => () => uploads.dispose(), [uploads]);
  const files: Partial<Record<MaterialKind, MaterialFile>> = {};
  for (const [kind, slot] of Object.entries(slots)) if (slot?.file) files[kind as MaterialKind] = slot.file;
  return {
    slots,
    files,
    sending: Object.values(slots).some((slot) => slot?.sending),
    pick: uploads.pick,
    remove: uploads.remove,
    restore: uploads.restore,
  };
}
