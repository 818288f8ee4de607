import { openLoginModal } from '@client/lib/app-store';
import { useSelf } from '@client/lib/session/get-self';
import { UserIcon } from '@client/components/icons/user-icon';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import styles from './welcome-panel.module.css';

const QUICK_ENTRIES = [
  { to: '/exam', label: '考试', hint: '模拟练习', accent: 1 },
  { to: '/enrollment', label: '报名', hint: '等级认定', accent: 4 },
  { to: '/live', label: '直播', hint: '名师答疑', accent: 5 },
  { to: '/community', label: '社区', hint: '交流互助', accent: 2 },
] as const;

// Static: built once per process.
const QUICK_MARKUP = html`${QUICK_ENTRIES.map(
  ({ to, label, hint, accent }) =>
    html`<a href="${to}" class="${styles.entry} accent-${accent}"><span class="${styles.entryIcon}"></span><span class="${styles.entryLabel}">${label}</span><span class="${styles.entryHint}">${hint}</span></a>`,
)}`;

/** Beside the carousel: who you are (or an invitation to sign in) and the four quick entries. */
export function WelcomePanel() {
  const user = useSelf();
  return (
    <aside className={styles.panel} aria-label="学习中心">
      <div className={styles.welcome}>
        {user ? (
          <>
            <div className={styles.identity}>
              <img className={styles.avatar} src={user.avatar} alt="" width={48} height={48} />
              <div className={styles.text}>
                <p className={styles.greeting}>你好，{user.nickname}</p>
                <p className={styles.hint}>今天也来进步一点点</p>
              </div>
            </div>
            <div className={styles.buttons}>
              <a href="/study" className="btn btn-primary btn-sm">
                我的学习
              </a>
              <a href="/order" className="btn btn-ghost btn-sm">
                我的订单
              </a>
            </div>
          </>
        ) : (
          <>
            <div className={styles.identity}>
              <span className={styles.avatarPlaceholder} aria-hidden="true">
                <UserIcon size={26} />
              </span>
              <div className={styles.text}>
                <p className={styles.greeting}>Hi，欢迎来到技能学堂</p>
                <p className={styles.hint}>登录后同步学习进度</p>
              </div>
            </div>
            <button type="button" className={`btn btn-primary ${styles.signIn}`} onClick={openLoginModal}>
              登录 / 注册
            </button>
          </>
        )}
      </div>
      <nav aria-label="快捷入口" className={styles.quickNav}>
        <HtmlBlock markup={QUICK_MARKUP} className={styles.quick} />
      </nav>
    </aside>
  );
}
