import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '@shared/schemas/user';
import { whenIdleAfterLoad } from '@client/lib/idle-after-load';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { startWechatLogin } from '@client/lib/wechat-login';
import { ACCOUNT_EXPORT_HREF } from '../get-account-lifecycle';
import { DeviceList } from './device-list';
import styles from './account-security.module.css';

const loadDialogs = () => import('../account-dialogs');

type OpenDialog = 'phone' | 'password' | 'wechat' | null;

export const WECHAT_BIND_HINT = '绑定后可使用微信扫码登录此账号。';

/**
 * 账号安全: phone, password and WeChat, each row with its action. The dialogs' code is fetched once
 * the page is idle (or by the first click) and mounted the first time one opens, then kept so
 * closing animates.
 */
export function AccountSecurity({ user }: { user: User }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const dialogs = useLoadedModule(loadDialogs, dialog !== null);
  useEffect(() => whenIdleAfterLoad(() => void loadDialogs().catch(() => undefined)), []);
  return (
    <>
      <section className={styles.card} aria-label="账号概况">
        <div className={styles.profile}>
          <img className={styles.avatar} src={user.avatar} alt="" width={56} height={56} />
          <div className={styles.profileText}>
            <p className={styles.nickname}>{user.nickname}</p>
            <p className={styles.summary}>
              {user.wechatBound
                ? '已绑定手机号、已设置密码并绑定微信，账号安全状况良好。'
                : '已绑定手机号、已设置密码。绑定微信后可扫码快速登录。'}
            </p>
          </div>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="account-security-list">
        <h2 id="account-security-list" className={styles.cardTitle}>
          登录与安全
        </h2>
        <ul className={styles.rows}>
          <Row
            id="phone"
            icon={<PhoneIcon />}
            accent={1}
            title="手机号"
            status={<span className={styles.value}>{user.phone}</span>}
            detail="用于登录、找回密码和接收通知"
            action={
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog('phone')}>
                更换手机号
              </button>
            }
          />
          <Row
            id="password"
            icon={<KeyIcon />}
            accent={6}
            title="登录密码"
            status={<span className={`tag ${styles.tag} accent-3`}>已设置</span>}
            detail="建议定期更换，使用大小写字母、数字和特殊字符的组合"
            action={
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog('password')}>
                修改密码
              </button>
            }
          />
          <Row
            id="wechat"
            icon={<WechatIcon />}
            accent={3}
            title="微信"
            status={
              user.wechatBound ? (
                <span className={`tag ${styles.tag} accent-3`}>已绑定</span>
              ) : (
                <span className={`tag ${styles.tag}`}>未绑定</span>
              )
            }
            detail={user.wechatBound ? '可使用微信扫码登录此账号' : WECHAT_BIND_HINT}
            action={
              user.wechatBound ? (
                <button type="button" className={`btn btn-ghost btn-sm ${styles.dangerGhost}`} onClick={() => setDialog('wechat')}>
                  解绑
                </button>
              ) : (
                // The same hop as the login modal's WeChat icon; back here, the callback binds instead of signing in.
                <button type="button" className="btn btn-ghost btn-sm" onClick={startWechatLogin}>
                  绑定微信
                </button>
              )
            }
          />
        </ul>
      </section>

      <DeviceList />

      <section className={styles.card} aria-labelledby="account-data-list">
        <h2 id="account-data-list" className={styles.cardTitle}>
          我的数据
        </h2>
        <ul className={styles.rows}>
          <Row
            id="export"
            icon={<DownloadIcon />}
            accent={1}
            title="导出我的数据"
            status={null}
            detail="下载一份 JSON 文件：本站保存的你的全部数据，含学习与考试记录、报考申请与上传的材料、证书、消息、发票信息和登录设备（身份证号打码，不含密码；文件末尾说明未导出的内容及原因）"
            action={
              // A file from the API: the browser downloads it (Content-Disposition), no navigation.
              <a className="btn btn-ghost btn-sm" href={ACCOUNT_EXPORT_HREF} download>
                导出数据
              </a>
            }
          />
          <Row
            id="delete"
            icon={<TrashIcon />}
            accent={4}
            title="注销账号"
            status={null}
            detail="注销后账号与学习数据将被删除，15 天冷静期内登录即可撤销"
            action={
              <a className={`btn btn-ghost btn-sm ${styles.dangerGhost}`} href="/setting/account/delete">
                申请注销
              </a>
            }
          />
        </ul>
      </section>

      {dialogs ? (
        <>
          <dialogs.ChangePhoneDialog open={dialog === 'phone'} onClose={close} />
          <dialogs.ChangePasswordDialog open={dialog === 'password'} onClose={close} />
          <dialogs.UnbindWechatDialog open={dialog === 'wechat'} onClose={close} />
        </>
      ) : null}
    </>
  );
}

interface RowProps {
  id: string;
  icon: ReactNode;
  accent: number;
  title: string;
  status: ReactNode;
  detail: string;
  action: ReactNode;
}

function Row({ id, icon, accent, title, status, detail, action }: RowProps) {
  const titleId = `account-row-${id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId} data-testid={`account-row-${id}`}>
      <span className={`${styles.icon} accent-${accent}`} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          {status}
        </div>
        <p className={styles.detail}>{detail}</p>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}

const svg = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function PhoneIcon() {
  return (
    <svg {...svg}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </svg>
  );
}

function KeyIcon() {
  return (
    <svg {...svg}>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M16.5 6.5l2.5 2.5M14 9l2 2" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg {...svg}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...svg}>
      <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  );
}

function WechatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
      <path d="M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.6l2.4-1.3c.8.2 1.7.4 2.6.4h.5a5.4 5.4 0 0 1-.2-1.5c0-3.3 3.1-5.9 6.9-5.9h.5C16 5.7 12.8 4 9 4zm-2.4 3.1a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z" />
      <path d="M22 14.2c0-2.8-2.7-5-6-5s-6 2.2-6 5 2.7 5 6 5c.7 0 1.4-.1 2-.3l1.9 1-.5-1.7c1.6-.9 2.6-2.4 2.6-4zm-8-1.3a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5zm4 0a.8.8 0 1 1 0-1.5.8.8 0 0 1 0 1.5z" />
    </svg>
  );
}
