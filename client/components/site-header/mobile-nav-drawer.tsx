import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LogoMark } from '@client/components/logo-mark';
import { SearchForm } from '@client/components/search-form/search-form';
import { BookIcon } from '@client/components/icons/book-icon';
import { CloseIcon } from '@client/components/icons/close-icon';
import { CommunityIcon } from '@client/components/icons/community-icon';
import { EnrollIcon } from '@client/components/icons/enroll-icon';
import { ExamIcon } from '@client/components/icons/exam-icon';
import { HomeIcon } from '@client/components/icons/home-icon';
import { LiveIcon } from '@client/components/icons/live-icon';
import { MenuIcon } from '@client/components/icons/menu-icon';
import { NewsIcon } from '@client/components/icons/news-icon';
import { isNavActive } from './nav-active';
import type { NavItem } from './mobile-nav';
import styles from './mobile-nav.module.css';

const ICONS: Record<string, typeof HomeIcon> = {
  '/': HomeIcon,
  '/course': BookIcon,
  '/live': LiveIcon,
  '/exam': ExamIcon,
  '/enrollment': EnrollIcon,
  '/community': CommunityIcon,
  '/news': NewsIcon,
};

/**
 * Radix's scroll lock injects a <style> through react-style-singleton, which takes its nonce from
 * the `__webpack_nonce__` global; without it the page's CSP (style-src with a nonce) rejects it.
 */
function shareStyleNonce(): void {
  const scope = window as unknown as { __webpack_nonce__?: string };
  if (scope.__webpack_nonce__) return;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) scope.__webpack_nonce__ = nonce;
}

/**
 * The drawer behind 打开菜单, mounted open by the button's first click. Its links are plain anchors:
 * the header's delegated click handler (React events bubble through the portal) turns them into
 * client-side navigations.
 */
export function MobileNavDrawer({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const [open, setOpen] = useState(() => {
    shareStyleNonce();
    return true;
  });
  const close = () => setOpen(false);
  const onOpenChange = (next: boolean) => {
    if (next) shareStyleNonce();
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={styles.trigger} aria-label="打开菜单">
        <MenuIcon size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.top}>
            <a href="/" className={styles.brand} onClick={close}>
              <LogoMark size={28} />
              <span>技能学堂</span>
            </a>
            <Dialog.Title className="sr-only">导航菜单</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="关闭菜单">
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <SearchForm variant="drawer" onSearched={close} />
          <nav aria-label="主导航（菜单）" className={styles.nav}>
            {items.map((item) => {
              const Icon = ICONS[item.to] ?? HomeIcon;
              return (
                <a
                  key={item.to}
                  href={item.to}
                  className={styles.link}
                  aria-current={isNavActive(pathname, item.to, item.end) ? 'page' : undefined}
                  onClick={close}
                >
                  <Icon size={20} className={styles.icon} />
                  <span>{item.label}</span>
                </a>
              );
            })}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
