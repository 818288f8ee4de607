// The avatar cropper (react-easy-crop in a Radix dialog): its own chunk, fetched when a picture is chosen.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import * as Dialog from '@radix-ui/react-dialog';
import { ModalDialog } from '@client/components/modal-dialog/modal-dialog';
// The cropper's own stylesheet as a file of this chunk: its default <style> injection has no nonce under the CSP.
import 'react-easy-crop/react-easy-crop.css';
import styles from './avatar-crop-dialog.module.css';

interface AvatarCropDialogProps {
  source: string;
  open: boolean;
  busy: boolean;
  progress: number | null;
  onClose: () => void;
  onConfirm: (area: Area) => void;
}

/** A square frame over the picture, dragged and zoomed (wheel, pinch or the slider); 确定 crops what is framed. */
export default function AvatarCropDialog({ source, open, busy, progress, onClose, onConfirm }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="裁剪头像"
      description="拖动图片调整位置，滑动缩放，方框内的部分将作为头像。"
      testId="avatar-crop-dialog"
    >
      <div className={styles.stage}>
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className={styles.zoom}>
        <span>缩放</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          aria-label="缩放"
        />
      </label>
      {progress !== null ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="上传进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Dialog.Close className="btn btn-ghost" disabled={busy}>
          取消
        </Dialog.Close>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !area}
          aria-busy={busy || undefined}
          onClick={() => area && onConfirm(area)}
        >
          {busy ? '上传中…' : '确定'}
        </button>
      </div>
    </ModalDialog>
  );
}
