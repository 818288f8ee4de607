import type { LessonMaterial } from '@shared/schemas/player';
import styles from './lesson-extras.module.css';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const kindOf = (type: string) => (type === 'application/pdf' ? 'PDF' : 'TXT');

/**
 * 课时资料 under the lesson: each file with its kind and size, a download link when the learner may
 * study the lesson (the server checks again on every download), else why not.
 */
export function LessonMaterials({ materials, lockedText }: { materials: readonly LessonMaterial[]; lockedText: string }) {
  if (materials.length === 0) return null;
  return (
    <section className={styles.materials} aria-labelledby="lesson-materials-title" data-testid="lesson-materials">
      <h3 id="lesson-materials-title" className={styles.materialsTitle}>
        课时资料
      </h3>
      <ul className={styles.materialList}>
        {materials.map((material) => (
          <li key={material.id} className={styles.material}>
            <span className={styles.fileKind}>{kindOf(material.type)}</span>
            <span className={styles.fileName}>{material.name}</span>
            <span className={styles.fileSize}>{sizeOf(material.sizeBytes)}</span>
            {material.url ? (
              <a className="btn btn-soft btn-sm" href={material.url} download={material.name} aria-label={`下载 ${material.name}`}>
                下载
              </a>
            ) : (
              <span className={styles.locked}>{lockedText}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
