import { Breadcrumb } from '@client/components/page-heading';
import { CommunityIcon } from '../../components/community-icons';
import styles from '../qa-page.module.css';

/** A question or answer deleted by its author or by moderation (code 4901): said plainly, answered 410. */
export function ContentDeleted({ what }: { what: string }) {
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <section className={styles.deleted} role="status" data-testid="content-deleted">
        <CommunityIcon name="comment" size={40} />
        <h1>内容已被删除</h1>
        <p>这个{what}已被作者删除或因违反社区规范被移除。</p>
        <a href="/community" className="btn btn-primary">
          返回社区
        </a>
      </section>
    </div>
  );
}
