import type { CourseCard } from '@shared/schemas/course';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import type { LiveCard, NewsItem } from '@shared/schemas/home';
import type { QuestionCard } from '@shared/schemas/question';
import type { ExamHit, SearchHits } from '@shared/schemas/search';
import { ExamMode } from '@shared/enums/learning';
import { LiveStatus } from '@shared/enums/live';
import { formatPrice } from '@shared/lib/money-format';
import { formatCount, skillLevelName, tagAccent } from '@client/lib/format/catalogue-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { ExamIcon } from '@client/components/icons/exam-icon';
import { HighlightText } from './highlight-text';
import styles from './search-hits.module.css';

type Terms = readonly string[];

function CourseHit({ course, terms, eager }: { course: CourseCard; terms: Terms; eager: boolean }) {
  return (
    <a href={`/course/${course.id}`} className={styles.row}>
      <div className={styles.cover}>
        <img src={course.cover} alt="" width="192" height="108" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className={styles.coverBadge}>{course.lessonCount} 节课</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={course.title} terms={terms} />
        </h3>
        <div className={styles.line}>
          <HighlightText text={course.subtitle} terms={terms} />
        </div>
        <div className={styles.meta}>
          <span>
            <HighlightText text={course.teacher.name} terms={terms} />
          </span>
          <span>
            <HighlightText text={course.institution} terms={terms} />
          </span>
          <span className="tag accent-1">{skillLevelName(course.skillLevel)}</span>
        </div>
      </div>
      <div className={styles.side}>
        <span className={course.isFree ? styles.free : styles.price}>{formatPrice(course.price)}</span>
        <span className={styles.sideNote}>{formatCount(course.learnerCount)}人学习</span>
      </div>
    </a>
  );
}

const BUNDLE_PATHS = { series: '/course/group', pack: '/course/project' } as const;
const BUNDLE_NAMES = { series: '系列课', pack: '课程包' } as const;

/** A series or pack: its kind, courses and levels, and the bundle's price. */
function BundleHit({ bundle, terms, eager }: { bundle: CourseBundleCard; terms: Terms; eager: boolean }) {
  return (
    <a href={`${BUNDLE_PATHS[bundle.kind]}/${bundle.id}`} className={styles.row}>
      <div className={styles.cover}>
        <img src={bundle.cover} alt="" width="192" height="108" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className={styles.coverBadge}>{bundle.courseCount} 门课程</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={bundle.title} terms={terms} />
        </h3>
        <div className={styles.line}>
          <HighlightText text={bundle.subtitle} terms={terms} />
        </div>
        <div className={styles.meta}>
          <span className={`tag accent-${bundle.kind === 'series' ? 2 : 5}`}>{BUNDLE_NAMES[bundle.kind]}</span>
          <span>
            <HighlightText text={bundle.category} terms={terms} />
          </span>
        </div>
      </div>
      <div className={styles.side}>
        <span className={styles.price}>{formatPrice(bundle.price)}</span>
        <span className={styles.sideNote}>{formatCount(bundle.learnerCount)}人学习</span>
      </div>
    </a>
  );
}

const LIVE_STATUS_CLASS: Record<number, string | undefined> = {
  [LiveStatus.LIVE]: styles.onAir,
  [LiveStatus.NOT_STARTED]: styles.upcoming,
  [LiveStatus.ENDED]: styles.ended,
};

function liveTime(live: LiveCard): string {
  if (live.status === LiveStatus.LIVE) return `${formatSiteTime(live.startTime, 'HH:mm')} 开播 · ${formatCount(live.onlineCount)}人在线`;
  if (live.status === LiveStatus.ENDED) return `${formatSiteTime(live.startTime, 'YYYY年M月D日 HH:mm')} 已结束`;
  return `${formatSiteTime(live.startTime, 'M月D日 HH:mm')} 开播`;
}

function LiveHit({ live, terms, eager }: { live: LiveCard; terms: Terms; eager: boolean }) {
  return (
    <a href={`/live/${live.id}`} className={styles.row}>
      <div className={styles.cover}>
        <img src={live.cover} alt="" width="192" height="108" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className={`${styles.status} ${LIVE_STATUS_CLASS[live.status] ?? ''}`}>{LiveStatus.label(live.status)}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={live.title} terms={terms} />
        </h3>
        <div className={styles.meta}>
          <span>
            主讲 <HighlightText text={live.teacher} terms={terms} />
          </span>
        </div>
        <div className={styles.meta}>
          <time dateTime={live.startTime}>{liveTime(live)}</time>
        </div>
      </div>
      <div className={styles.side}>
        <span className={live.price === 0 ? styles.free : styles.price}>{formatPrice(live.price)}</span>
      </div>
    </a>
  );
}

function ExamHitRow({ exam, terms }: { exam: ExamHit; terms: Terms }) {
  return (
    <a href={`/exam/${exam.id}`} className={styles.row}>
      <span className={`${styles.badge} ${styles[`mode${exam.mode}`] ?? ''}`} aria-hidden="true">
        <ExamIcon size={22} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={exam.title} terms={terms} />
        </h3>
        <div className={styles.meta}>
          <span className={`tag accent-${exam.mode === ExamMode.EXAM ? 4 : exam.mode === ExamMode.MOCK ? 2 : 3}`}>
            {ExamMode.label(exam.mode)}
          </span>
          <span className="tag accent-1">{skillLevelName(exam.skillLevel)}</span>
          {exam.professionName ? (
            <span>
              <HighlightText text={exam.professionName} terms={terms} />
            </span>
          ) : null}
        </div>
        <div className={styles.meta}>
          <span>{exam.questionCount} 道题</span>
          <span>{exam.durationMinutes > 0 ? `限时 ${exam.durationMinutes} 分钟` : '不限时'}</span>
          <span>
            及格 {exam.passScore}/{exam.totalScore} 分
          </span>
          {exam.openAt ? <time dateTime={exam.openAt}>{formatSiteTime(exam.openAt, 'M月D日 HH:mm')} 开考</time> : null}
        </div>
      </div>
    </a>
  );
}

function NewsHit({ news, terms }: { news: NewsItem; terms: Terms }) {
  return (
    <a href={`/news/${news.id}`} className={`${styles.row} ${styles.compact}`}>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={news.title} terms={terms} />
        </h3>
        <div className={styles.meta}>
          <span className={`tag accent-${tagAccent(news.category)}`}>
            <HighlightText text={news.category} terms={terms} />
          </span>
          <time dateTime={news.publishedAt}>{formatSiteTime(news.publishedAt, 'YYYY-MM-DD')}</time>
          <span>{formatCount(news.views)}阅读</span>
        </div>
      </div>
    </a>
  );
}

function QuestionHit({ question, terms }: { question: QuestionCard; terms: Terms }) {
  return (
    <a href={`/community/question/${question.id}`} className={`${styles.row} ${styles.compact}`}>
      <span className={`${styles.badge} ${styles.ask}`} aria-hidden="true">
        问
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <HighlightText text={question.title} terms={terms} />
        </h3>
        <div className={styles.excerpt}>
          <HighlightText text={question.excerpt} terms={terms} />
        </div>
        <div className={styles.meta}>
          <span className={question.solved ? styles.solved : styles.open}>{question.solved ? '已解决' : '待解决'}</span>
          <span>{question.answerCount} 个回答</span>
          <span>{formatCount(question.viewCount)}浏览</span>
          {question.tags.map((tag) => (
            <span key={tag} className={styles.topic}>
              #<HighlightText text={tag} terms={terms} />
            </span>
          ))}
        </div>
      </div>
    </a>
  );
}

/** Above the fold: the first rows' covers load eagerly. */
const EAGER_ROWS = 3;

/** One page of one kind's results, each kind in its own compact row. */
export function SearchHitList({ hits, terms }: { hits: SearchHits; terms: Terms }) {
  const rows = (() => {
    switch (hits.type) {
      case 'course':
        return hits.list.map((course, index) => ({
          id: course.id,
          row: <CourseHit course={course} terms={terms} eager={index < EAGER_ROWS} />,
        }));
      case 'bundle':
        return hits.list.map((bundle, index) => ({
          id: `${bundle.kind}-${bundle.id}`,
          row: <BundleHit bundle={bundle} terms={terms} eager={index < EAGER_ROWS} />,
        }));
      case 'live':
        return hits.list.map((live, index) => ({ id: live.id, row: <LiveHit live={live} terms={terms} eager={index < EAGER_ROWS} /> }));
      case 'exam':
        return hits.list.map((exam) => ({ id: exam.id, row: <ExamHitRow exam={exam} terms={terms} /> }));
      case 'news':
        return hits.list.map((news) => ({ id: news.id, row: <NewsHit news={news} terms={terms} /> }));
      case 'question':
        return hits.list.map((question) => ({ id: question.id, row: <QuestionHit question={question} terms={terms} /> }));
    }
  })();
  return (
    <ul className={styles.list} data-testid="search-results" data-type={hits.type}>
      {rows.map(({ id, row }) => (
        <li key={id} className={styles.item} data-testid="search-hit">
          {row}
        </li>
      ))}
    </ul>
  );
}
