import { useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { ClockIcon } from '@client/components/icons/clock-icon';
import { EyeIcon } from '@client/components/icons/eye-icon';
import { formatCount, tagAccent } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { FavoriteButton } from '@client/components/favorite-button/favorite-button';
import { ArticleBody } from '@client/features/news/components/article-body';
import { NewsPager } from '@client/features/news/components/news-pager';
import { NewsSideList } from '@client/features/news/components/news-side-list';
import { RelatedCourses } from '@client/features/news/components/related-courses';
import { getNewsArticleQueryOptions, useNewsArticle } from '@client/features/news/get-news';
import { newsArticleStructuredData } from '@client/features/news/news-structured-data';
import styles from '@client/features/news/news-detail-page.module.css';

export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const article = await loadQuery(queryClient, getNewsArticleQueryOptions(api, id));
  return {
    meta: {
      title: article.title,
      description: article.summary,
      type: 'article',
      ...(article.cover ? { image: article.cover } : {}),
      structuredData: [newsArticleStructuredData(article)],
    },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const article = useNewsArticle(id);
  if (!article) return null;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <div className={styles.body}>
        <article className={styles.article} aria-labelledby="news-title">
          <header className={styles.header}>
            <div className={styles.kicker}>
              <a href={`/news?category=${encodeURIComponent(article.category)}`} className={`tag accent-${tagAccent(article.category)}`}>
                {article.category}
              </a>
              {article.pinned ? <span className={styles.pin}>置顶</span> : null}
            </div>
            <h1 id="news-title" className={styles.title}>
              {article.title}
            </h1>
            <p className={styles.meta} data-testid="news-meta">
              <span>来源：{article.source}</span>
              <span>作者：{article.author}</span>
              <time dateTime={article.publishedAt}>{formatSiteTime(article.publishedAt, 'YYYY-MM-DD HH:mm')}</time>
              <span>
                <EyeIcon size={14} />
                {formatCount(article.views)} 阅读
              </span>
              <span>
                <ClockIcon size={14} />约 {article.readMinutes} 分钟读完
              </span>
            </p>
            <FavoriteButton kind="news" id={article.id} className={styles.favorite} />
          </header>
          <p className={styles.lead}>
            <strong>导读</strong>
            {article.summary}
          </p>
          {article.cover ? (
            <figure className={styles.cover}>
              <img src={article.cover} alt="" width={640} height={360} fetchPriority="high" />
            </figure>
          ) : null}
          <ArticleBody blocks={article.blocks} />
          <footer className={styles.footer}>
            <ul className={styles.tags} aria-label="标签">
              {article.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <p className={styles.statement}>本文内容仅供参考，具体政策与考试安排以当地人力资源社会保障部门及评价机构发布的通知为准。</p>
            <NewsPager prev={article.prev} next={article.next} />
          </footer>
        </article>
        <aside className={styles.aside} aria-label="相关推荐">
          <RelatedCourses courses={article.relatedCourses} />
          <NewsSideList title="相关资讯" news={article.related} testId="related-news" />
        </aside>
      </div>
    </div>
  );
}
