import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { signOutDevice, signOutOtherDevices } from '@shared/api/account-lifecycle';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { formatSiteTime } from '@client/components/site-time-format';
import { DEVICES_KEY, useDevices } from '../get-account-lifecycle';
import styles from './device-list.module.css';

const when = (iso: string) => formatSiteTime(iso, 'YYYY-MM-DD HH:mm');

/**
 * 登录设备: every session of the account (browser and system from its User-Agent; the place is not
 * known), this one marked 当前设备. Signing a device out ends its session at once: its next request
 * finds itself signed out.
 */
export function DeviceList() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useDevices();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
  const endOne = useMutation({
    mutationFn: (id: string) => api.call(signOutDevice, { params: { id } }),
    onSuccess: () => toast.success('该设备已退出登录'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => api.call(signOutOtherDevices),
    onSuccess: ({ ended }) => toast.success(ended > 0 ? `已退出其他 ${ended} 台设备` : '没有其他设备在登录'),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const devices = data?.devices ?? [];
  const others = devices.filter((device) => !device.current).length;

  return (
    <section className={styles.card} aria-labelledby="account-devices-title" data-testid="account-devices">
      <div className={styles.header}>
        <h2 id="account-devices-title" className={styles.title}>
          登录设备
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={others === 0 || endOthers.isPending}
          aria-busy={endOthers.isPending || undefined}
          onClick={() => endOthers.mutate()}
        >
          退出其他设备
        </button>
      </div>
      {isPending ? <p className={styles.empty}>正在读取登录设备…</p> : null}
      {isError ? (
        <p className={styles.empty}>
          登录设备读取失败。
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            重试
          </button>
        </p>
      ) : null}
      <ul className={styles.list}>
        {devices.map((device) => (
          <li key={device.id} className={styles.device} data-testid="account-device">
            <div className={styles.text}>
              <p className={styles.name}>
                {device.device}
                {device.current ? <span className={`tag accent-3 ${styles.current}`}>当前设备</span> : null}
              </p>
              <p className={styles.meta}>
                {device.place ?? '未知地点'} · 登录于 {when(device.signedInAt)} · 最近使用 {when(device.lastUsedAt)}
              </p>
            </div>
            {device.current ? null : (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={endOne.isPending}
                aria-label={`退出登录：${device.device}，登录于 ${when(device.signedInAt)}`}
                onClick={() => endOne.mutate(device.id)}
              >
                退出登录
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
