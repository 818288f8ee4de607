import { PageHeading } from '@client/components/page-heading';
import { useSelf } from '@client/lib/session/get-self';
import { FeedbackForm } from '@client/features/feedback/components/feedback-form';
import { rememberPreviousPage } from '@client/features/feedback/attached-info';
import styles from '@client/features/feedback/feedback.module.css';

/** /feedback: rendered per request (a form); signed-out visitors may write, screenshots need a sign-in. */
export function loader() {
  rememberPreviousPage();
  return null;
}

export function Component() {
  const signedIn = useSelf() !== null;
  return (
    <div className={styles.page}>
      <PageHeading />
      <div className={styles.layout}>
        <section className={styles.card} aria-label="填写反馈">
          <FeedbackForm signedIn={signedIn} />
        </section>
        <aside className={styles.side} aria-labelledby="feedback-side-title">
          <h2 id="feedback-side-title">你的每一条反馈我们都会认真阅读</h2>
          <ul>
            <li>页面打不开、按钮没反应，请选择「页面错误」并附上截图</li>
            <li>课程内容有误或视频无法播放，请选择「内容问题」并写明课程名称</li>
            <li>支付、退款、发票相关问题，请选择「支付与订单」并写明订单号</li>
          </ul>
          <p className={styles.sideNote}>
            紧急问题也可查看<a href="/contactus">联系我们</a>页面的客服电话。
          </p>
        </aside>
      </div>
    </div>
  );
}
