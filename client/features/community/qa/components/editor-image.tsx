/**
 * Images in questions and answers: the editor's image node (the document's `image` block of
 * shared/lib/rich-text.ts) and the box that uploads one (POST /community/upload: PNG, JPEG, GIF or
 * WebP by content, ≤ 5 MB — the ideas' rules and messages) with its description for screen readers.
 */
import { useId, useRef, useState } from 'react';
import { mergeAttributes, Node } from '@tiptap/react';
import { RICH_TEXT_LIMITS, type RichImageAttrs } from '@shared/lib/rich-text';
import { uploadImage, UploadError } from '../../upload-image';

export const EditorImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '图片' },
      width: { default: null, parseHTML: (element) => Number(element.getAttribute('width')) || null },
      height: { default: null, parseHTML: (element) => Number(element.getAttribute('height')) || null },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { class: 'rt-image', 'data-rt-image': '' })];
  },
});

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export function ImageInsertBox({ onInsert, onCancel }: { onInsert: (image: RichImageAttrs) => void; onCancel: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const fileId = useId();
  const altId = useId();
  const controller = useRef<AbortController | null>(null);

  const insert = async () => {
    if (!file) return setError('请选择一张图片');
    setError('');
    controller.current = new AbortController();
    try {
      const uploaded = await uploadImage(file, setProgress, controller.current.signal);
      onInsert({ src: uploaded.url, alt: alt.trim() || '图片', width: uploaded.width, height: uploaded.height });
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : '上传失败，请稍后重试');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="rte-link rte-image" role="group" aria-label="插入图片">
      <label htmlFor={fileId} className="rte-image-label">
        图片
      </label>
      <input id={fileId} type="file" accept={ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <label htmlFor={altId} className="rte-image-label">
        图片说明
      </label>
      <input
        id={altId}
        type="text"
        placeholder="这张图片展示了什么（供读屏软件朗读）"
        maxLength={RICH_TEXT_LIMITS.imageAltMax}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void insert();
          }
        }}
      />
      <button type="button" className="btn btn-primary btn-sm" disabled={progress !== null} onClick={() => void insert()}>
        {progress !== null ? `上传中 ${progress}%` : '插入'}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => {
          controller.current?.abort();
          onCancel();
        }}
      >
        取消
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
