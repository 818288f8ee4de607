import { useRef } from 'react';
import { FEEDBACK_LIMITS } from '@shared/lib/business-rules';
import type { useImageUploads } from '@client/lib/use-image-uploads';
import { requiresLogin } from '@client/lib/protected-action';
import styles from '../feedback.module.css';

const MAX = FEEDBACK_LIMITS.screenshotsMax;

interface ScreenshotPickerProps {
  /** The form's screenshots (useImageUploads: the form sends their URLs). */
  shots: ReturnType<typeof useImageUploads>;
  signedIn: boolean;
  /** A refusal from the form (5602: a screenshot gone), shown with the upload's own messages. */
  error?: string;
}

/**
 * Up to 3 screenshots, each uploaded as soon as it is picked (the community upload: sign-in
 * needed, so the button is a protected click), with its progress; a 4th, a file that is not an
 * image (4906) and one over 5 MB (4907) are refused with the reason.
 */
export function ScreenshotPicker({ shots: uploads, signedIn, error }: ScreenshotPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { uploads: shots, notices } = uploads;

  const full = uploads.full;
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
            <button type="button" className={styles.remove} aria-label={`移除截图 ${index + 1}`} onClick={() => uploads.remove(shot.key)}>
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
                if (uploads.full) {
                  uploads.refuseMore();
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
          uploads.add([...(event.target.files ?? [])]);
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
