import { useState } from 'react';
import { data, Link, useLoaderData, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_CONTENT_DELETED } from '@shared/api/community';
import { excerptOf } from '@shared/lib/rich-text';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { Breadcrumb } from '@client/components/page-heading';
import { Pagination } from '@client/components/pagination/pagination';
import { RichText } from '@client/components/rich-text/rich-text';
import { formatCount, questionHref } from '@client/features/community/community-format';
import { routeErrorOf } from '@client/lib/route-error';
import { AuthorLine } from '@client/features/community/components/author-line';
import { CommentThread } from '@client/features/community/components/comment-thread';
import { FollowButton } from '@client/features/community/components/follow-button';
import { ReactionBar } from '@client/features/community/components/reaction-bar';
import { OwnerActions } from '@client/features/community/components/owner-actions';
import { ContentDeleted } from '@client/features/community/qa/components/content-deleted';
import { AnswerComposer, ANSWER_EDITOR_ID } from '@client/features/community/qa/components/answer-composer';
import { AnswerItem } from '@client/features/community/qa/components/answer-item';
import {
  ANSWERS_PAGE_SIZE,
  answersHref,
  getAnswersQueryOptions,
  getQuestionQueryOptions,
  parseAnswersQuery,
  useAnswers,
  useQuestion,
} from '@client/features/community/qa/get-question';
import styles from '@client/features/community/qa/qa-page.module.css';

const loadRichEditForm = () => import('@client/features/community/qa/components/rich-edit-form');

type QuestionLoaderData = LoaderMeta & { deleted?: string };

const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  if (id === null) throw data('资源不存在', { status: 404 });
  const { queryClient, api } = context.get(appContext);
  const { sort, page } = parseAnswersQuery(new URL(request.url).searchParams);
  try {
    const [question] = await Promise.all([
      queryClient.ensureQueryData(getQuestionQueryOptions(api, id)),
      queryClient.prefetchQuery(getAnswersQueryOptions(api, id, sort, page)),
    ]);
    const result: QuestionLoaderData = {
      meta: { title: question.title, description: question.excerpt || excerptOf(question.title, 120), canonical: questionHref(id) },
    };
    return result;
  } catch (error) {
    if (isApiError(error) && error.code === CODE_CONTENT_DELETED)
      return data<QuestionLoaderData>({ deleted: error.message || '内容已被删除', meta: { title: '内容已被删除' } }, { status: 410 });
    throw routeErrorOf(error);
  }
}

// The player at the moment asked about, in lesson-moment.ts's form (lessonMomentHref, formatMoment): written
// here because importing that module added ~1.4 KB of shared chunks to this page's first load.
const fromLessonHref = (courseId: number, lessonId: number, seconds: number, questionId: number) =>
  `/course/${courseId}/play?lesson=${lessonId}&t=${seconds}&question=${questionId}`;
const two = (value: number) => String(value).padStart(2, '0');
const fromLessonMoment = (seconds: number) =>
  seconds >= 3600
    ? `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`
    : `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;

export function Component() {
  const loaderData = useLoaderData<QuestionLoaderData>();
  const id = idOf(useParams().id)!;
  const question = useQuestion(id);
  const { sort, page } = parseAnswersQuery(new URLSearchParams(useLocation().search));
  const answers = useAnswers(id, sort, page).data;
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const editForm = useLoadedModule(loadRichEditForm, editing);
  const navigate = useNavigate();

  if (loaderData.deleted || !question) return <ContentDeleted what="问题" />;
  const canAccept = question.viewer.mine && question.acceptedAnswerId === null;

  return (
    <div className={styles.page}>
      <Breadcrumb />
      <article className={styles.card} data-kind="question" data-id={question.id} aria-labelledby="question-title">
        <div className={styles.tags}>
          {question.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              #{tag}
            </span>
          ))}
        </div>
        <h1 id="question-title" className={styles.title} hidden={editing}>
          {question.title}
        </h1>
        {question.fromLesson ? (
          <p className={styles.fromLesson} data-testid="question-from-lesson">
            来自课程
            <a href={fromLessonHref(question.fromLesson.courseId, question.fromLesson.lessonId, question.fromLesson.seconds, question.id)}>
              《{question.fromLesson.courseTitle}》第 {question.fromLesson.lessonNumber} 节 ·{' '}
              {fromLessonMoment(question.fromLesson.seconds)}
            </a>
          </p>
        ) : null}
        <div className={styles.meta}>
          {question.bounty > 0 ? <span className={styles.bounty}>悬赏 {question.bounty} 技能币</span> : null}
          {question.solved ? <span className={styles.solved}>已解决</span> : null}
          <span>{formatCount(question.viewCount)} 浏览</span>
          <span>{question.answerCount} 个回答</span>
        </div>
        <AuthorLine
          author={question.author}
          at={question.createdAt}
          editedAt={question.editedAt}
          aside={<FollowButton userId={question.author.id} followed={question.authorFollowed} />}
        />
        {editing && editForm ? (
          <editForm.RichEditForm
            target={{ kind: 1, id: question.id, title: question.title, body: question.body, tags: question.tags }}
            onDone={() => setEditing(false)}
          />
        ) : question.body.content.some((block) => block.type !== 'paragraph' || block.content?.length) ? (
          <RichText doc={question.body} />
        ) : null}
        <ReactionBar
          kind={1}
          id={question.id}
          likeCount={question.likeCount}
          favoriteCount={question.favoriteCount}
          commentCount={question.commentCount}
          viewer={question.viewer}
          comment={{ onClick: () => setCommentsOpen((open) => !open) }}
          className={styles.reactions}
        >
          <a href={`#${ANSWER_EDITOR_ID}`} className="btn btn-primary btn-sm">
            写回答
          </a>
          {question.viewer.mine ? (
            <OwnerActions
              target={{ kind: 1, id: question.id }}
              onEdit={() => setEditing(true)}
              deleteRefusal={question.answerCount > 0 ? '已有回答，不能删除' : undefined}
              onDeleted={() => void navigate('/community', { replace: true })}
            />
          ) : null}
        </ReactionBar>
        {commentsOpen ? <CommentThread kind={1} targetId={question.id} commentCount={question.commentCount} /> : null}
      </article>

      <section className={styles.card} id="answers" aria-labelledby="answers-title">
        <div className={styles.answersHead}>
          <h2 id="answers-title">{question.answerCount} 个回答</h2>
          <nav className={styles.sorts} aria-label="回答排序">
            {(['votes', 'time'] as const).map((value) => (
              <Link
                key={value}
                to={answersHref(id, { sort: value, page: 1 })}
                preventScrollReset
                className={`${styles.sort} ${sort === value ? styles.sortActive : ''}`}
                aria-current={sort === value ? 'true' : undefined}
              >
                {value === 'votes' ? '按赞同' : '按时间'}
              </Link>
            ))}
          </nav>
        </div>
        {answers && answers.list.length ? (
          <div>
            {answers.list.map((answer) => (
              <AnswerItem key={answer.id} answer={answer} canAccept={canAccept} bounty={question.bounty} />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>还没有回答，来写第一个吧。</p>
        )}
        {answers ? (
          <Pagination
            page={page}
            total={answers.total}
            size={ANSWERS_PAGE_SIZE}
            hrefOf={(target) => answersHref(id, { sort, page: target })}
          />
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="answer-editor-title">
        <h2 id="answer-editor-title" className={styles.answersHead}>
          写回答
        </h2>
        <AnswerComposer questionId={question.id} />
      </section>
    </div>
  );
}
