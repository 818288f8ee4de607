import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Area } from 'react-easy-crop';
import { errorMessage } from '@shared/api/api-client';
import { updateMyAvatar } from '@shared/api/profile-settings';
import { PROFILE_LIMITS } from '@shared/lib/profile-rules';
import { useApi } from '@client/lib/api-context';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { toast } from '@client/components/toast/toast-store';
import { uploadImageFile } from '@client/lib/upload-image-file';
import { useUpdateSelf } from '@client/lib/session/use-update-self';
import { cropToBlob, loadImage } from '../crop-image';
import { PROFILE_KEY } from '../get-profile';
import styles from '../setting-user.module.css';

const loadCropper = () => import('./avatar-crop-dialog');
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const MSG_AVATAR_NOT_IMAGE = '请选择 PNG、JPG、WebP 或 GIF 图片';
export const MSG_AVATAR_TOO_LARGE = `图片不能超过 ${PROFILE_LIMITS.avatarBytesMax / 1024 / 1024} MB`;

/**
 * 更换头像: pick a picture (checked here: an image the browser can read, ≤ 5 MB), frame a square,
 * and it goes up as a 256 px WebP/JPEG with upload progress; then the profile points at it.
 */
export function AvatarEditor({ avatar, nickname }: { avatar: string; nickname: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const updateSelf = useUpdateSelf();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const Cropper = useLoadedModule(loadCropper, source !== null)?.default;

  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
    setProgress(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    if (file.size > PROFILE_LIMITS.avatarBytesMax) return setError(MSG_AVATAR_TOO_LARGE);
    const url = URL.createObjectURL(file);
    try {
      await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      return setError(MSG_AVATAR_NOT_IMAGE);
    }
    setSource(url);
  };

  /** The cropped square, uploaded (its progress shown), then made the avatar. */
  const save = useMutation({
    mutationFn: async ({ image, area }: { image: string; area: Area }) => {
      const blob = await cropToBlob(image, area, PROFILE_LIMITS.avatarSize);
      const file = new File([blob], blob.type === 'image/webp' ? 'avatar.webp' : 'avatar.jpg', { type: blob.type });
      const uploaded = await uploadImageFile(file, { maxBytes: PROFILE_LIMITS.avatarBytesMax, onProgress: setProgress });
      return api.call(updateMyAvatar, { body: { url: uploaded.url } });
    },
    onSuccess: ({ profile, user }) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      updateSelf(user);
      toast.success('头像已更新');
      close();
    },
    onError: (failure) => {
      // The cropper stays open with the picture: 确定 tries again.
      toast.error(errorMessage(failure, failure instanceof Error && failure.message ? failure.message : '上传失败，请稍后重试'));
      setProgress(null);
    },
  });
  const busy = save.isPending;
  const confirm = (area: Area) => {
    if (!source) return;
    setProgress(0);
    save.mutate({ image: source, area });
  };

  return (
    <div className={styles.avatarRow}>
      <img className={styles.avatar} src={avatar} alt={`${nickname}的头像`} width={88} height={88} />
      <div className={styles.avatarText}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => input.current?.click()}>
          更换头像
        </button>
        <p className={styles.hint}>支持 PNG、JPG、WebP、GIF，不超过 5 MB；裁剪为正方形后上传。</p>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          className="sr-only"
          type="file"
          accept={ACCEPT}
          aria-label="选择头像图片"
          tabIndex={-1}
          onChange={(event) => void choose(event)}
        />
      </div>
      {source && Cropper ? (
        <Cropper
          source={source}
          open
          busy={busy}
          progress={progress}
          onClose={() => !busy && close()}
          onConfirm={(area) => void confirm(area)}
        />
      ) : null}
    </div>
  );
}
