/**
 * A community video in a dialog (loaded on demand by its card): the native <video> with controls,
 * the cover as poster. Props: video, open, onClose. No player library.
 */
import type { CommunityVideo } from '@shared/schemas/community';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
import styles from './video-dialog.module.css';

export function VideoDialog({ video, open, onClose }: { video: CommunityVideo; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={video.title} testId="video-dialog">
      <div className={styles.frame}>
        {open ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the API has no caption track for community videos
          <video className={styles.video} src={video.url} poster={video.cover} controls autoPlay playsInline preload="metadata">
            <p>你的浏览器不支持播放此视频。</p>
          </video>
        ) : null}
      </div>
      <p className={styles.meta}>
        {video.author.nickname} · {video.playCount} 次播放
      </p>
    </ModalDialog>
  );
}
