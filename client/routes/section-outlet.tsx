import { Outlet } from 'react-router';

/** Sections with child pages (消息中心, 我的订单, 设置, 平台规则, 个人主页); their own navigation comes with their feature issue. */
export function Component() {
  return <Outlet />;
}
