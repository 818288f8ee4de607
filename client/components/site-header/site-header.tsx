import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appStore, openLoginModal, useAppState } from '@client/lib/app-store';
import { useSelf } from '@client/lib/session/get-self';
import { useUnreadTotal } from '@client/lib/session/get-message-counts';
import { LogoMark } from '@client/components/logo-mark';
import { SearchForm } from '@client/components/search-form/search-form';
import { BellIcon } from '@client/components/icons/bell-icon';
import { ColorModeToggle } from './color-mode-toggle';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';
import { isNavActive } from './nav-active';
import styles from './site-header.module.css';

export const NAV_ITEMS = [
  { to: '/', label: '首页', end: true },
  { to: '/course', label: '课程' },
  { to: '/live', label: '直播' },
  { to: '/exam', label: '考试' },
  { to: '/enrollment', label: '报名' },
  { to: '/community', label: '社区' },
  { to: '/news', label: '资讯' },
] as const;

export const SCROLL_SHADOW_OFFSET = 4;

/** `scroll` of the app store (spec §3): true once the page has left the top; written from one passive listener. */
function useScrollFlag(): boolean {
  useEffect(() => {
    const update = () => appStore.set({ scroll: window.scrollY > SCROLL_SHADOW_OFFSET });
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return useAppState((state) => state.scroll);
}

export const formatBadge = (count: number) => (count > 99 ? '99+' : String(count));

function BellLink({ unread }: { unread: number }) {
  const badge = unread > 0 ? formatBadge(unread) : null;
  // The name holds the badge's text too (axe label-content-name-mismatch): what is seen is what is read.
  const label = badge ? `消息 ${badge} 条未读` : '消息';
  return (
    <a href="/message" className={styles.iconButton} aria-label={label} title={label}>
      <BellIcon />
      {badge ? (
        <span className={styles.badge} data-testid="message-badge">
          {badge}
        </span>
      ) : null}
    </a>
  );
}

function SignedInBell() {
  return <BellLink unread={useUnreadTotal(true)} />;
}

/** The bell; the unread total (useUnreadTotal) is only queried for a signed-in visitor. */
function MessageBell({ isLogin }: { isLogin: boolean }) {
  return isLogin ? <SignedInBell /> : <BellLink unread={0} />;
}

export function SiteHeader() {
  // Signed-in state comes from the query cache, which the server rendered with: no hydration mismatch.
  const user = useSelf();
  const scrolled = useScrollFlag();
  const { pathname } = useLocation();
  // Plain links instead of a NavLink per item (the header renders on every request); the app
  // shell's delegated handler makes them client-side navigations.
  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <MobileNav items={NAV_ITEMS} pathname={pathname} />
        <a href="/" className={styles.brand}>
          <LogoMark size={30} className={styles.logo} />
          <span className={styles.brandText}>技能学堂</span>
        </a>
        <nav aria-label="主导航" className={styles.nav}>
          {NAV_ITEMS.map((item) => (
            <a
              key={item.to}
              href={item.to}
              className={styles.navLink}
              aria-current={isNavActive(pathname, item.to, 'end' in item) ? 'page' : undefined}
            >
              {item.label}
            </a>
          ))}
        </nav>
        <SearchForm variant="header" className={styles.search} />
        <div className={styles.actions}>
          <MessageBell isLogin={Boolean(user)} />
          <ColorModeToggle className={styles.iconButton} />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <button type="button" className={`btn btn-primary btn-sm ${styles.login}`} onClick={openLoginModal}>
              登录 / 注册
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
