import { PageHeading } from '@client/components/page-heading';
import { AskForm } from '@client/features/community/qa/components/ask-form';
import styles from '@client/features/community/qa/qa-page.module.css';

/** /community/question (提问) is protected: the route guard has already sent a signed-out visitor to sign in. */
export function Component() {
  return (
    <div className={styles.askPage}>
      <PageHeading />
      <div className={styles.askLayout}>
        <section className={styles.card} aria-label="提问表单">
          <AskForm />
        </section>
        <aside className={styles.tips} aria-labelledby="ask-tips">
          <h2 id="ask-tips">怎样提问更容易得到回答</h2>
          <ol>
            <li>标题写清楚职业、等级和具体问题，比如「电工中级实操接线题怎么练」。</li>
            <li>在描述里说明你已经试过什么、卡在哪一步。</li>
            <li>加上职业和考试相关的标签，懂行的人更容易看到。</li>
            <li>设置悬赏能让问题排得更靠前，采纳后悬赏归回答者。</li>
          </ol>
          <p>请遵守社区规范，不发布广告和违法违规内容。</p>
        </aside>
      </div>
    </div>
  );
}
