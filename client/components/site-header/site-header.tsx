import { Link, NavLink } from 'react-router';
import { openLoginModal } from '@client/lib/app-store';
import { useSelf } from '@client/features/session/get-self';

export const NAV_ITEMS = [
  { to: '/', label: '首页', end: true },
  { to: '/course', label: '课程' },
  { to: '/live', label: '直播' },
  { to: '/exam', label: '考试' },
  { to: '/enrollment', label: '报名' },
  { to: '/community', label: '社区' },
  { to: '/news', label: '资讯' },
] as const;

export function SiteHeader() {
  const user = useSelf();
  return (
    <header className="site-header">
      <Link to="/" className="brand">技能学堂</Link>
      <nav aria-label="主导航">
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.to} to={item.to} end={'end' in item}>{item.label}</NavLink>
        ))}
      </nav>
      {user ? <span>{user.nickname}</span> : <button type="button" onClick={openLoginModal}>登录 / 注册</button>}
    </header>
  );
}
