import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { createStore } from '@client/lib/app-store';
import { runMutation } from '@client/lib/run-mutation';
import { uploadImageFile, type UploadedImageFile } from '@client/lib/upload-image-file';

/** One picked image: its blob: preview at once, its progress 0–100, its URL once the API has it. */
export interface ImageUpload {
  key: number;
  name: string;
  preview: string;
  progress: number;
  url?: string;
}

export interface ImageUploadsOptions {
  /** How many images the form takes. */
  max: number;
  /** The refusal when more are picked than fit (`最多上传 9 张图片`); the count left out is added to it. */
  tooMany: string;
  maxBytes?: number;
}

interface State {
  uploads: ImageUpload[];
  /** What went wrong, one line each: the ones left out, and each failed upload by its file name. */
  notices: string[];
}

export type ImageUploads = ReturnType<typeof createImageUploads>;

let sequence = 0;

/**
 * The pictures of a form (an idea's nine, feedback's three screenshots), each uploaded as soon as it
 * is picked. uploadImageFile sends COMMUNITY_LIMITS.uploadsAtOnce at a time and queues the rest in
 * the order picked, so the ones waiting show 0 %. A failed upload leaves the list with its reason in
 * `notices`; each upload is a mutation of the query client, so a 401 opens the login modal there.
 */
export function createImageUploads(
  queryClient: QueryClient,
  { max, tooMany, maxBytes = COMMUNITY_LIMITS.imageBytesMax }: ImageUploadsOptions,
) {
  const store = createStore<State>({ uploads: [], notices: [] });
  const controllers = new Map<number, AbortController>();

  const patch = (key: number, change: Partial<ImageUpload>) =>
    store.set(({ uploads }) => ({ uploads: uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)) }));

  const remove = (key: number) => {
    controllers.get(key)?.abort();
    controllers.delete(key);
    store.set(({ uploads }) => {
      const gone = uploads.find((upload) => upload.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return { uploads: uploads.filter((upload) => upload.key !== key) };
    });
  };

  const send = (upload: ImageUpload, file: File, controller: AbortController) =>
    runMutation<UploadedImageFile, File>(
      queryClient,
      {
        mutationFn: (image) =>
          uploadImageFile(image, { maxBytes, onProgress: (progress) => patch(upload.key, { progress }), signal: controller.signal }),
      },
      file,
    ).then(
      (image) => {
        controllers.delete(upload.key);
        patch(upload.key, { url: image.url, progress: 100 });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        store.set(({ notices }) => ({
          notices: [...notices, `${upload.name}：${failure instanceof Error ? failure.message : '上传失败'}`],
        }));
        remove(upload.key);
      },
    );

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Takes what fits, says how many were left out, and starts their uploads. */
    add(files: File[]) {
      const taken = files.slice(0, Math.max(0, max - store.get().uploads.length));
      const added = taken.map((file): ImageUpload => ({
        key: ++sequence,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      }));
      store.set(({ uploads }) => ({
        uploads: [...uploads, ...added],
        notices: files.length > taken.length ? [`${tooMany}，已忽略多出的 ${files.length - taken.length} 张`] : [],
      }));
      added.forEach((upload, index) => {
        const controller = new AbortController();
        controllers.set(upload.key, controller);
        void send(upload, taken[index]!, controller);
      });
    },
    /** Stops its upload (or its wait for a turn) and lets its preview go. */
    remove,
    /** A click on 添加 when full (the button hides then, but a click may be on its way). */
    refuseMore: () => store.set({ notices: [tooMany] }),
    /** After sending: the form starts empty again. */
    clear() {
      for (const key of [...controllers.keys()]) controllers.get(key)!.abort();
      controllers.clear();
      for (const upload of store.get().uploads) URL.revokeObjectURL(upload.preview);
      store.set({ uploads: [], notices: [] });
    },
  };
}

/** A form's image uploads: state that lives as long as the component that called it (its previews go with it). */
export function useImageUploads(options: ImageUploadsOptions) {
  const queryClient = useQueryClient();
  const [uploads] = useState(() => createImageUploads(queryClient, options));
  const state = useSyncExternalStore(uploads.subscribe, uploads.get, uploads.get);
  useEffect(() => () => uploads.clear(), [uploads]);
  return {
    ...state,
    /** Some image has no URL yet: the form waits. */
    uploading: state.uploads.some((upload) => !upload.url),
    full: state.uploads.length >= options.max,
    add: uploads.add,
    remove: uploads.remove,
    refuseMore: uploads.refuseMore,
    clear: uploads.clear,
  };
}
