import { MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';
import type { MaterialSlot } from '../use-material-uploads';
import styles from './application-form.module.css';

const ACCEPT_WITH_PDF = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
const ACCEPT_IMAGE = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface MaterialFieldProps {
  kind: MaterialKind;
  slot: MaterialSlot | undefined;
  required: boolean;
  /** The reviewer's reason, when re-sending a rejected material. */
  rejectedFor?: string | null;
  onPick: (file: File) => void;
  onRemove?: () => void;
}

/**
 * One material of the checklist: what it must be, its file (a picture's preview, a PDF's name, both
 * openable), the upload's progress, and why a pick was refused. The file input is the control: its
 * label is the button, so a keyboard and a screen reader reach it as 上传….
 */
export function MaterialField({ kind, slot, required, rejectedFor, onPick, onRemove }: MaterialFieldProps) {
  const rule = MATERIAL_RULES[kind];
  const inputId = `material-${kind}`;
  const file = slot?.file;
  const sending = slot?.sending;
  const describedBy = [`${inputId}-hint`, slot?.error ? `${inputId}-error` : null, rejectedFor ? `${inputId}-reason` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.material} data-testid={inputId} data-state={sending ? 'sending' : file ? 'done' : 'empty'}>
      <div className={styles.materialHead}>
        <span className={styles.materialLabel}>
          {rule.label}
          {required ? <span className={styles.mustTag}>必交</span> : <span className={styles.optionalTag}>选交</span>}
        </span>
        <p id={`${inputId}-hint`} className={styles.hint}>
          {rule.hint}
          {rule.pdf ? `；JPG、PNG 或 PDF，不超过 ${rule.maxBytes / 1024 / 1024} MB` : ''}
        </p>
        {rejectedFor ? (
          <p id={`${inputId}-reason`} className={styles.rejectedFor}>
            未通过：{rejectedFor}
          </p>
        ) : null}
      </div>
      <div className={styles.materialBody}>
        {file ? (
          <a
            className={styles.preview}
            href={file.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`查看已上传的${rule.label}：${file.name}`}
          >
            {file.mime === 'application/pdf' ? (
              <span className={styles.pdfBadge} aria-hidden="true">
                PDF
              </span>
            ) : (
              <img src={file.url} alt="" width={48} height={48} loading="lazy" />
            )}
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{sizeText(file.size)}</span>
          </a>
        ) : null}
        {sending ? (
          <div className={styles.sending} role="status">
            <span className={styles.fileName}>{sending.name}</span>
            <progress max={100} value={sending.progress} aria-label={`${rule.label}上传进度`} />
            <span className={styles.fileSize}>{sending.progress}%</span>
          </div>
        ) : null}
        <div className={styles.materialActions}>
          <label htmlFor={inputId} className={`btn btn-sm ${file ? 'btn-ghost' : 'btn-soft'}`}>
            {file ? '重新上传' : '上传文件'}
            <span className="sr-only">：{rule.label}</span>
          </label>
          <input
            id={inputId}
            type="file"
            className="sr-only"
            accept={rule.pdf ? ACCEPT_WITH_PDF : ACCEPT_IMAGE}
            aria-describedby={describedBy}
            aria-invalid={slot?.error ? true : undefined}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0];
              // The same file picked again after a refusal must fire change again.
              event.currentTarget.value = '';
              if (picked) onPick(picked);
            }}
          />
          {file && onRemove ? (
            <button type="button" className={styles.textButton} onClick={onRemove}>
              删除<span className="sr-only">{rule.label}</span>
            </button>
          ) : null}
        </div>
        {slot?.error ? (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {slot.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
