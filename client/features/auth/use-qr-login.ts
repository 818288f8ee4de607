import { useEffect, useEffectEvent, useState } from 'react';
import QRCode from 'qrcode';
import { isApiError } from '@shared/api/api-client';
import { CODE_QR_EXPIRED } from '@shared/api/business-codes';
import { generateQr, getQrResult } from '@shared/api/qr';
import { AppType } from '@shared/enums/auth';
import { QR_DARK, QR_LIGHT } from '@shared/design/image-colours';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { useSignedIn } from '@client/lib/session/use-signed-in';

export const QR_POLL_INTERVAL_MS = 1500;
export const QR_SIZE = 176;

export type QrState = { status: 'loading' } | { status: 'failed' } | { status: 'ready' | 'scanned' | 'expired'; image: string };

/**
 * The app-scan login of spec §4: fetch a code on mount and on refresh, draw it (jpeg, black on
 * white, margin 0, 176 px), poll the result every 1500 ms — paused while the tab is hidden —
 * until it completes (signed in, the modal closes and this unmounts), expires (1179) or fails
 * (toast, polling stops). Unmounting (the modal closing) stops everything.
 */
export function useQrLogin(): { state: QrState; refresh: () => void } {
  const api = useApi();
  const signedIn = useSignedIn();
  // The latest sign-in callback without restarting the code: a new one comes with every render.
  const onScanned = useEffectEvent(signedIn);
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });

    const poll = async (content: string, image: string) => {
      if (stopped) return;
      if (document.hidden) {
        timer = setTimeout(() => void poll(content, image), QR_POLL_INTERVAL_MS);
        return;
      }
      try {
        const result = await api.call(getQrResult, { body: { content } });
        if (stopped) return;
        if (result.completeFlag && result.result) {
          setState({ status: 'scanned', image });
          onScanned(result.result.user, { deletionCancelled: result.result.deletionCancelled });
          return;
        }
        if (result.status === 1) setState({ status: 'scanned', image });
        timer = setTimeout(() => void poll(content, image), QR_POLL_INTERVAL_MS);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.code === CODE_QR_EXPIRED) setState({ status: 'expired', image });
        else toast.error('获取二维码状态失败，请刷新页面后重试');
      }
    };

    void (async () => {
      try {
        const content = await api.call(generateQr, { body: { type: AppType.SKILL_APP } });
        const image = await QRCode.toDataURL(content, {
          type: 'image/jpeg',
          margin: 0,
          width: QR_SIZE,
          color: { dark: QR_DARK, light: QR_LIGHT },
        });
        if (stopped) return;
        setState({ status: 'ready', image });
        timer = setTimeout(() => void poll(content, image), QR_POLL_INTERVAL_MS);
      } catch {
        if (!stopped) setState({ status: 'failed' });
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, round]);

  return { state, refresh: () => setRound((value) => value + 1) };
}
