import type { User } from '@shared/schemas/user';
import { ChevronDownIcon } from '@client/components/icons/chevron-down-icon';
import { useOnDemand } from '@client/components/use-on-demand';
import styles from './site-header.module.css';

const loadMenu = () => import('./user-menu-content');

/** The avatar button; the account menu's code (Radix, sign-out) is fetched on intent and mounts on the first click. */
export function UserMenu({ user }: { user: User }) {
  const { loaded, triggerProps } = useOnDemand(loadMenu);
  const label = `账号菜单：${user.nickname}`;
  const face = (
    <>
      <img src={user.avatar} alt="" width={32} height={32} className={styles.avatar} />
      <ChevronDownIcon size={14} className={styles.avatarChevron} />
    </>
  );
  if (loaded) return <loaded.UserMenuContent user={user} label={label} face={face} />;
  return (
    <button type="button" className={styles.avatarButton} aria-label={label} aria-haspopup="menu" aria-expanded="false" {...triggerProps}>
      {face}
    </button>
  );
}
