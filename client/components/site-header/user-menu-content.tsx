import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useRevalidator } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { logout } from '@shared/api/user';
import type { User } from '@shared/schemas/user';
import { useApi } from '@client/lib/api-context';
import { session } from '@client/lib/session/session';
import { toast } from '@client/components/toast/toast-store';
import { BookIcon } from '@client/components/icons/book-icon';
import { LogoutIcon } from '@client/components/icons/logout-icon';
import { OrderIcon } from '@client/components/icons/order-icon';
import { SettingIcon } from '@client/components/icons/setting-icon';
import { UserIcon } from '@client/components/icons/user-icon';
import menu from './menu.module.css';
import styles from './site-header.module.css';

/** The Radix account menu, mounted open by the avatar button's first click. */
export function UserMenuContent({ user, label, face }: { user: User; label: string; face: ReactNode }) {
  const queryClient = useQueryClient();
  const links = [
    { to: `/user/${user.id}`, label: '个人主页', Icon: UserIcon },
    { to: '/study', label: '我的学习', Icon: BookIcon },
    { to: '/order', label: '我的订单', Icon: OrderIcon },
    { to: '/setting', label: '设置', Icon: SettingIcon },
  ];
  const revalidator = useRevalidator();
  const api = useApi();
  const signOut = useMutation({
    // The server invalidates the token and clears its HttpOnly cookie.
    mutationFn: () => api.call(logout),
    // Signing out: a session already gone is no reason to offer signing in.
    meta: { loginOn401: false },
    onSuccess: () => {
      session.signedOut(queryClient);
      toast.success('已退出登录');
      void revalidator.revalidate();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={styles.avatarButton} aria-label={label}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={`${menu.content} ${menu.wide}`} align="end" sideOffset={8}>
          <div className={menu.profile}>
            <img src={user.avatar} alt="" width={44} height={44} className={menu.profileAvatar} />
            <div className={menu.profileText}>
              <p className={menu.profileName}>{user.nickname}</p>
              <p className={menu.profilePhone}>{user.phone}</p>
            </div>
          </div>
          <DropdownMenu.Separator className={menu.separator} />
          {links.map(({ to, label: text, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={menu.item}>
              <Link to={to}>
                <Icon size={18} className={menu.itemIcon} />
                <span className={menu.itemLabel}>{text}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Item className={menu.item} onSelect={() => signOut.mutate()}>
            <LogoutIcon size={18} className={menu.itemIcon} />
            <span className={menu.itemLabel}>退出登录</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
