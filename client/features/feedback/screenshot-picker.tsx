import { useEffect, useRef, useState } from 'react';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { checkScreenshotCount, FEEDBACK_LIMITS } from '@shared/lib/business-rules';
import { uploadImageFile, UploadError } from '@client/lib/upload-image-file';
import { openLoginModal } from '@client/lib/app-store';
import { requiresLogin } from '@client/lib/protected-action';
import styles from './feedback.module.css';

export interface Screenshot {
  key: number;
  name: string;
  preview: string;
  progress: number;
  url?: string;
  controller: AbortController;
}

const MAX = FEEDBACK_LIMITS.screenshotsMax;
let sequence = 0;

interface ScreenshotPickerProps {
  shots: Screenshot[];
  onChange: (update: (current: Screenshot[]) => Screenshot[]) => void;
  signedIn: boolean;
  /** A refusal from the form (5602: a screenshot gone), shown with the upload's own messages. */
  error?: string;
}

/**
 * Up to 3 screenshots, each uploaded as soon as it is picked (the community upload: sign-in
 * needed, so the button is a protected click), with its progress; a 4th, a file that is not an
 * image (4906) and one over 5 MB (4907) are refused with the reason.
 */
export function ScreenshotPicker({ shots, onChange, signedIn, error }: ScreenshotPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const shotsRef = useRef(shots);
  shotsRef.current = shots;

  useEffect(() => () => shotsRef.current.forEach((shot) => URL.revokeObjectURL(shot.preview)), []);

  const remove = (key: number) =>
    onChange((current) => {
      const gone = current.find((shot) => shot.key === key);
      if (gone) {
        gone.controller.abort();
        URL.revokeObjectURL(gone.preview);
      }
      return current.filter((shot) => shot.key !== key);
    });

  const add = (files: File[]) => {
    const room = Math.max(0, MAX - shotsRef.current.length);
    const taken = files.slice(0, room);
    const refusedCount = checkScreenshotCount(shotsRef.current.length + files.length);
    setNotices(refusedCount === true ? [] : [`${refusedCount}，已忽略多出的 ${files.length - taken.length} 张`]);
    const added = taken.map((file): Screenshot => ({
      key: ++sequence,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
      controller: new AbortController(),
    }));
    onChange((current) => [...current, ...added]);
    added.forEach((shot, index) => {
      const patch = (change: Partial<Screenshot>) =>
        onChange((current) => current.map((item) => (item.key === shot.key ? { ...item, ...change } : item)));
      uploadImageFile(taken[index]!, {
        maxBytes: COMMUNITY_LIMITS.imageBytesMax,
        onProgress: (progress) => patch({ progress }),
        signal: shot.controller.signal,
      }).then(
        (image) => patch({ url: image.url, progress: 100 }),
        (failure: unknown) => {
          if (shot.controller.signal.aborted) return;
          if (failure instanceof UploadError && failure.code === 401) openLoginModal();
          setNotices((current) => [...current, `${shot.name}：${failure instanceof Error ? failure.message : '上传失败'}`]);
          remove(shot.key);
        },
      );
    });
  };

  const full = shots.length >= MAX;
  return (
    <div className={styles.shots}>
      <ul className={styles.thumbs} aria-label={`已添加 ${shots.length} 张截图`}>
        {shots.map((shot, index) => (
          <li key={shot.key} className={styles.thumb} data-uploaded={shot.url ? 'true' : 'false'} data-testid="feedback-shot">
            <img src={shot.preview} alt={`截图 ${index + 1}：${shot.name}`} />
            {shot.url ? (
              <span className={styles.done}>已上传</span>
            ) : (
              <span className={styles.uploading}>
                <progress max={100} value={shot.progress} aria-label={`${shot.name} 上传进度`} />
                <span aria-hidden="true">{shot.progress}%</span>
              </span>
            )}
            <button type="button" className={styles.remove} aria-label={`移除截图 ${index + 1}`} onClick={() => remove(shot.key)}>
              ×
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <button
              type="button"
              className={styles.addShot}
              {...requiresLogin}
              data-field="screenshots"
              onClick={() => {
                if (shotsRef.current.length >= MAX) {
                  setNotices([`最多上传 ${MAX} 张截图`]);
                  return;
                }
                input.current?.click();
              }}
            >
              <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" />
              </svg>
              <span>添加截图</span>
              <span className={styles.addCount}>
                {shots.length}/{MAX}
              </span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hidden
        aria-label="选择截图"
        data-testid="feedback-shot-input"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className={styles.shotHint} id="feedback-screenshots-hint">
        {signedIn
          ? `选填，最多 ${MAX} 张，支持 PNG、JPG、GIF、WebP，每张不超过 5 MB`
          : `登录后可上传截图（最多 ${MAX} 张）；未登录也可以直接提交文字反馈`}
      </p>
      {notices.length || error ? (
        <ul className={styles.notices} role="alert">
          {error ? <li>{error}</li> : null}
          {notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
