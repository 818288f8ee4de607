/**
 * 发想法 (loaded on demand): a dialog with the text (1–1000, counter), a topic, and up to 9 images
 * uploaded one by one as they are picked (XMLHttpRequest, per-image progress), shown as thumbnails
 * with 移除. The draft lives in <PinComposer> (outside the dialog's content), so closing the dialog
 * or any error keeps what was typed and picked. Posting goes to the new idea's page.
 *
 * Props: open, onClose, topicId? (preselected: the topic the feed is filtered by).
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { postPin } from '@shared/api/community';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { openLoginModal } from '@client/lib/app-store';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { pinHref } from '../community-format';
import { getTopicsQueryOptions } from '../get-feed';
import { pinKey } from '../get-pin';
import { MSG_TOO_MANY, uploadImage, UploadError } from '../upload-image';
import { CommunityIcon } from './community-icons';
import styles from './pin-composer.module.css';

interface Upload {
  key: number;
  name: string;
  preview: string;
  progress: number;
  url?: string;
  controller: AbortController;
}

const { min, max } = COMMUNITY_LIMITS.pinText;
const MAX_IMAGES = COMMUNITY_LIMITS.pinImagesMax;
let uploadSequence = 0;

export function PinComposer({ open, onClose, topicId }: { open: boolean; onClose: () => void; topicId?: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [topic, setTopic] = useState<number | ''>(topicId ?? '');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const topics = useQuery({ ...getTopicsQueryOptions(api), enabled: open });
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;

  // Previews are blob: URLs: give them back when the composer goes away.
  useEffect(() => () => uploadsRef.current.forEach((upload) => URL.revokeObjectURL(upload.preview)), []);

  const remove = (key: number) => {
    setUploads((current) => {
      const gone = current.find((upload) => upload.key === key);
      if (gone) {
        gone.controller.abort();
        URL.revokeObjectURL(gone.preview);
      }
      return current.filter((upload) => upload.key !== key);
    });
  };

  const addFiles = (files: File[]) => {
    const room = MAX_IMAGES - uploadsRef.current.length;
    const taken = files.slice(0, Math.max(0, room));
    const refused: string[] = files.length > taken.length ? [`${MSG_TOO_MANY}，已忽略多出的 ${files.length - taken.length} 张`] : [];
    setNotices(refused);
    const added = taken.map((file): Upload => ({
      key: ++uploadSequence,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
      controller: new AbortController(),
    }));
    setUploads((current) => [...current, ...added]);
    added.forEach((upload, index) => {
      const patch = (change: Partial<Upload>) =>
        setUploads((current) => current.map((item) => (item.key === upload.key ? { ...item, ...change } : item)));
      uploadImage(taken[index]!, (progress) => patch({ progress }), upload.controller.signal).then(
        (image) => patch({ url: image.url, progress: 100 }),
        (failure: unknown) => {
          if (upload.controller.signal.aborted) return;
          if (failure instanceof UploadError && failure.code === 401) openLoginModal();
          setNotices((current) => [...current, `${upload.name}：${failure instanceof Error ? failure.message : '上传失败'}`]);
          remove(upload.key);
        },
      );
    });
  };

  const uploading = uploads.some((upload) => !upload.url);
  const length = text.trim().length;

  const submit = async () => {
    if (length < min) return setError('请写点什么');
    if (length > max) return setError(`想法不能超过 ${max} 个字`);
    if (uploading) return setError('图片还在上传，请稍候');
    setError('');
    setBusy(true);
    try {
      const pin = await api.call(postPin, {
        body: { text: text.trim(), images: uploads.map((upload) => upload.url!), topicId: topic === '' ? null : topic },
      });
      queryClient.setQueryData(pinKey(pin.id), pin);
      void queryClient.invalidateQueries({ queryKey: ['community', 'feed'] });
      uploads.forEach((upload) => URL.revokeObjectURL(upload.preview));
      setText('');
      setUploads([]);
      setNotices([]);
      toast.success('发布成功');
      onClose();
      void navigate(pinHref(pin.id));
    } catch (failure) {
      if (isApiError(failure) && failure.code === 401) openLoginModal();
      const message = errorMessage(failure, '发布失败，请稍后重试');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open={open} onClose={onClose} title="发想法" description="分享你的学习心得、工作日常或实操照片。" testId="pin-composer">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="pin-text" className="sr-only">
          想法内容
        </label>
        <textarea
          id="pin-text"
          className={styles.text}
          rows={5}
          value={text}
          maxLength={max}
          placeholder="此刻你在想什么？可以 @ 同学，粘贴链接"
          aria-invalid={error && length === 0 ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <div className={styles.counterRow}>
          <span className={styles.counter}>
            {text.length}/{max}
          </span>
        </div>

        {uploads.length ? (
          <ul className={styles.thumbs} aria-label={`已选 ${uploads.length} 张图片`}>
            {uploads.map((upload, index) => (
              <li key={upload.key} className={styles.thumb} data-uploaded={upload.url ? 'true' : 'false'}>
                <img src={upload.preview} alt={`第 ${index + 1} 张：${upload.name}`} className={styles.thumbImage} />
                {upload.url ? null : (
                  <span
                    className={styles.progress}
                    role="progressbar"
                    aria-label={`${upload.name} 上传进度`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={upload.progress}
                  >
                    <span className={styles.progressBar} style={{ width: `${upload.progress}%` }} />
                    <span className={styles.progressText}>{upload.progress}%</span>
                  </span>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`移除第 ${index + 1} 张图片`}
                  onClick={() => remove(upload.key)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        {notices.length ? (
          <ul className={styles.notices} role="alert">
            {notices.map((notice, index) => (
              <li key={index}>{notice}</li>
            ))}
          </ul>
        ) : null}

        <div className={styles.tools}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => fileInput.current?.click()}
            disabled={uploads.length >= MAX_IMAGES}
          >
            <CommunityIcon name="image" size={16} />
            图片 {uploads.length}/{MAX_IMAGES}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            hidden
            data-testid="pin-image-input"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <label className={styles.topic}>
            <span className="sr-only">话题</span>
            <select
              value={topic}
              onChange={(event) => setTopic(event.target.value ? Number(event.target.value) : '')}
              className={styles.select}
            >
              <option value="">选择话题（可选）</option>
              {(topics.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  #{item.name}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className={styles.footer}>
          <span className={styles.error} role="alert">
            {error}
          </span>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || uploading} aria-busy={busy || undefined}>
            {uploading ? '图片上传中…' : '发布'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
