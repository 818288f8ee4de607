import type { LessonMedia } from '@shared/schemas/player';
import { formatDuration } from '@client/lib/format/course-format';
import styles from '../course-play-page.module.css';

/**
 * Says plainly that the video is a sample (示例视频) standing in for the lesson, with both lengths,
 * so a 12-second clip beside a 15-minute lesson is never taken for the lesson (decision 025).
 */
export function SampleVideoNote({ lessonSeconds, media }: { lessonSeconds: number; media: LessonMedia | null }) {
  if (!media?.sample) return null;
  return (
    <p className={styles.sampleNote} data-testid="sample-video-note">
      <strong>示例视频</strong>
      本节课时长 {formatDuration(lessonSeconds)}，演示环境播放的是 {Math.round(media.durationSeconds)}{' '}
      秒的示例片段；学习时长按实际播放计算。
    </p>
  );
}
