/**
 * 发想法 (loaded on demand): a dialog with the text (1–1000, counter), a topic, and up to 9 images
 * uploaded one by one as they are picked (XMLHttpRequest, per-image progress), shown as thumbnails
 * with 移除. The draft lives in <PinComposer> (outside the dialog's content), so closing the dialog
 * or any error keeps what was typed and picked. Posting goes to the new idea's page.
 *
 * Props: open, onClose, topicId? (preselected: the topic the feed is filtered by).
 */
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@shared/api/api-client';
import { postPin } from '@shared/api/community';
import type { EndpointBody } from '@shared/api/define-endpoint';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { useImageUploads } from '@client/lib/use-image-uploads';
import { toast } from '@client/components/toast/toast-store';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import { pinHref } from '../community-format';
import { getTopicsQueryOptions } from '../get-feed';
import { pinKey } from '../get-pin';
import { MSG_TOO_MANY } from '../upload-image';
import { CommunityIcon } from './community-icons';
import styles from './pin-composer.module.css';
import { ALL_FEEDS_KEY } from '../feed-key';

interface PinValues {
  text: string;
  /** A topic id, or '' for none. */
  topic: string;
}

const { min, max } = COMMUNITY_LIMITS.pinText;
const MAX_IMAGES = COMMUNITY_LIMITS.pinImagesMax;

const checkPinText = (text: string) => {
  const length = text.trim().length;
  return length < min ? '请写点什么' : length > max ? `想法不能超过 ${max} 个字` : true;
};

export function PinComposer({ open, onClose, topicId }: { open: boolean; onClose: () => void; topicId?: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Checked on sending; any change clears the message (the dialog's fields unmount when it closes, the values stay here).
  const form = useForm<PinValues>({
    defaultValues: { text: '', topic: topicId === undefined ? '' : String(topicId) },
    reValidateMode: 'onSubmit',
  });
  const uploads = useImageUploads({ max: MAX_IMAGES, tooMany: MSG_TOO_MANY });
  const fileInput = useRef<HTMLInputElement>(null);
  const topics = useQuery({ ...getTopicsQueryOptions(api), enabled: open });
  const text = form.watch('text');
  const topic = form.watch('topic');
  const { errors } = form.formState;
  const error = errors.text?.message ?? errors.root?.message ?? '';

  const post = useMutation({
    mutationFn: (body: EndpointBody<typeof postPin>) => api.call(postPin, { body }),
    onSuccess: (pin) => {
      queryClient.setQueryData(pinKey(pin.id), pin);
      void queryClient.invalidateQueries({ queryKey: ALL_FEEDS_KEY });
      form.resetField('text');
      uploads.clear();
      toast.success('发布成功');
      onClose();
      void navigate(pinHref(pin.id));
    },
    onError: (failure) => {
      const message = errorMessage(failure, '发布失败，请稍后重试');
      form.setError('root', { message });
      toast.error(message);
    },
  });

  const submit = form.handleSubmit((values) => {
    if (uploads.uploading) return form.setError('root', { message: '图片还在上传，请稍候' });
    const images = uploads.uploads.map((upload) => upload.url!);
    post.mutate({ text: values.text.trim(), images, topicId: values.topic === '' ? null : Number(values.topic) });
  });
  const busy = post.isPending;

  return (
    <ModalDialog open={open} onClose={onClose} title="发想法" description="分享你的学习心得、工作日常或实操照片。" testId="pin-composer">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="pin-text" className="sr-only">
          想法内容
        </label>
        <textarea
          id="pin-text"
          className={styles.text}
          rows={5}
          maxLength={max}
          placeholder="此刻你在想什么？可以 @ 同学，粘贴链接"
          aria-invalid={error && text.trim().length === 0 ? true : undefined}
          {...form.register('text', { validate: checkPinText, onChange: () => form.clearErrors() })}
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

        {uploads.uploads.length ? (
          <ul className={styles.thumbs} aria-label={`已选 ${uploads.uploads.length} 张图片`}>
            {uploads.uploads.map((upload, index) => (
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
                  onClick={() => uploads.remove(upload.key)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        {uploads.notices.length ? (
          <ul className={styles.notices} role="alert">
            {uploads.notices.map((notice, index) => (
              <li key={index}>{notice}</li>
            ))}
          </ul>
        ) : null}

        <div className={styles.tools}>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => fileInput.current?.click()} disabled={uploads.full}>
            <CommunityIcon name="image" size={16} />
            图片 {uploads.uploads.length}/{MAX_IMAGES}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            hidden
            data-testid="pin-image-input"
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <label className={styles.topic}>
            <span className="sr-only">话题</span>
            {/* Controlled: the topics arrive after the dialog opens, and the chosen one must show once they do. */}
            <select value={topic} onChange={(event) => form.setValue('topic', event.target.value)} className={styles.select}>
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
          <button type="submit" className="btn btn-primary" disabled={busy || uploads.uploading} aria-busy={busy || undefined}>
            {uploads.uploading ? '图片上传中…' : '发布'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
