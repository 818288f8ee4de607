import { MenuIcon } from '@client/components/icons/menu-icon';
import { useOnDemand } from '@client/components/use-on-demand';
import styles from './mobile-nav.module.css';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const loadDrawer = () => import('./mobile-nav-drawer');

/**
 * ≤ 900 px: the nav and the search box move into a drawer behind the 打开菜单 button. The drawer's
 * code (Radix dialog) is fetched on intent and mounts, open, on the button's first click.
 */
export function MobileNav({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const { loaded, triggerProps } = useOnDemand(loadDrawer);
  if (loaded) return <loaded.MobileNavDrawer items={items} pathname={pathname} />;
  return (
    <button type="button" className={styles.trigger} aria-label="打开菜单" aria-haspopup="dialog" aria-expanded="false" {...triggerProps}>
      <MenuIcon size={22} />
    </button>
  );
}
