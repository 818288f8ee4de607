import { Link } from 'react-router';
import { openLoginModal } from '@client/lib/app-store';
import { displayPath } from '@client/lib/display-path';
import { BrokenGearIllustration, LockIllustration, LostMapIllustration } from './illustrations';
import styles from './error-page.module.css';

export const ERROR_COPY: Record<number, string> = {
  404: '您访问的页面不存在！',
  500: '抱歉，系统出现错误，请稍后重试',
  401: '抱歉，您没有权限访问该页面，请先登录',
};

const ILLUSTRATIONS = { 404: LostMapIllustration, 500: BrokenGearIllustration, 401: LockIllustration } as const;

/**
 * The error page of spec §2: illustration, status, the canonical sentence, the detail, and a way home.
 * `notFoundPath` (a 404's path) becomes the detail "Page not found: {path}", decoded here (/课程, not
 * /%E8%AF%BE%E7%A8%8B) so the decoding travels with this page's code, not every page's first load.
 */
export function ErrorPage({ status, detail, notFoundPath }: { status: number; detail?: string; notFoundPath?: string }) {
  const shownDetail = notFoundPath !== undefined ? `Page not found: ${displayPath(notFoundPath)}` : detail;
  const known = status === 404 || status === 401 ? status : 500;
  const Illustration = ILLUSTRATIONS[known];
  return (
    <section className={styles.card} data-testid="error-page" data-status={status} aria-labelledby="error-title">
      <div className={styles.art}>
        <Illustration />
      </div>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {ERROR_COPY[known]}
      </h1>
      {shownDetail ? <p className={styles.detail}>{shownDetail}</p> : null}
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary btn-lg">
          返回首页
        </Link>
        {known === 401 ? (
          <button type="button" className="btn btn-ghost btn-lg" onClick={openLoginModal}>
            立即登录
          </button>
        ) : null}
      </div>
    </section>
  );
}
