import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WRONG_BOOK_PATH } from '@shared/lib/wrong-book-rules';
import type { ReviewResult, WrongBookEntry, WrongBookList } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { getWrongBookQueryOptions } from '../get-wrong-book';
import { canSkip, skipCurrent } from '../review-queue';
import { useSavedEntry } from '../use-entry-actions';
import { WRONG_BOOK_PAGE_SIZE, wrongBookHref, type WrongBookListQuery } from '../wrong-book-list-query';
import { ReviewCard } from './review-card';
import styles from './review-session.module.css';

interface Tally {
  done: number;
  right: number;
  /** 已掌握 after the review. */
  mastered: number;
}

/**
 * 今日复习: the questions due today, one per screen. Each is answered, graded, explained with its new
 * schedule, then 下一题; or 跳过, which leaves it due and asks it after every other one. The questions
 * are the list as it stood when the review began (a question answered leaves 今日待复习 at once); past
 * the last, the next ones still due are asked for, until none is left.
 */
export function ReviewSession({ query, list }: { query: WrongBookListQuery; list: WrongBookList }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const saved = useSavedEntry();
  const stemId = useId();
  const [queue, setQueue] = useState<WrongBookEntry[]>(list.list);
  const [index, setIndex] = useState(0);
  const [total, setTotal] = useState(list.total);
  const [tally, setTally] = useState<Tally>({ done: 0, right: 0, mastered: 0 });
  const [finished, setFinished] = useState(list.list.length === 0);
  const [loading, setLoading] = useState(false);
  const moved = useRef(false);
  const entry = finished ? undefined : queue[index];

  // From the second question on (or one skipped to), the focus goes to the new question's stem, as a new screen would.
  useEffect(() => {
    if (moved.current) document.getElementById(finished ? `${stemId}-done` : stemId)?.focus();
  }, [entry?.id, finished, stemId]);

  const onReviewed = (result: ReviewResult) => {
    saved(result.entry);
    setTally((current) => ({
      done: current.done + 1,
      right: current.right + (result.correct ? 1 : 0),
      mastered: current.mastered + (result.entry.review?.mastered ? 1 : 0),
    }));
  };

  /**
   * The questions still due that the review has not fetched: skipped ones stay due, so past the first
   * page if that is all skipped ones. `due`: how many are due now (answered ones have left).
   */
  const fetchMore = async (): Promise<{ more: WrongBookEntry[]; due: number }> => {
    const seen = new Set(queue.map((item) => item.id));
    for (let page = 1; ; page += 1) {
      const fresh = await queryClient.fetchQuery({ ...getWrongBookQueryOptions(api, { ...query, page }), staleTime: 0 });
      const more = fresh.list.filter((item) => !seen.has(item.id));
      if (more.length > 0 || page * WRONG_BOOK_PAGE_SIZE >= fresh.total) return { more, due: fresh.total };
    }
  };

  const next = async () => {
    moved.current = true;
    if (index + 1 < queue.length) return setIndex(index + 1);
    setLoading(true);
    try {
      const { more, due } = await fetchMore();
      if (more.length === 0) return setFinished(true);
      setQueue([...queue, ...more]);
      setTotal(tally.done + due);
      setIndex(index + 1);
    } catch {
      setFinished(true);
    } finally {
      setLoading(false);
    }
  };

  const skip = async () => {
    moved.current = true;
    if (index + 1 < queue.length) return setQueue(skipCurrent(queue, index));
    setLoading(true);
    try {
      const { more, due } = await fetchMore();
      setTotal(tally.done + due);
      if (more.length === 0) return toast.info('没有其他待复习的题了，就剩这一道');
      setQueue(skipCurrent([...queue, ...more], index));
    } catch {
      toast.error('加载失败，请稍后重试');
    } finally {
      setLoading(false);
    }
  };

  const exit = wrongBookHref(query, { status: 'due' });
  const shownTotal = Math.max(total, queue.length);
  return (
    <section className={styles.session} aria-label="今日复习" data-testid="review-session">
      <div className={styles.bar}>
        <a href={exit} className={styles.exit}>
          退出复习
        </a>
        {entry ? (
          <span className={styles.count}>
            已复习 <strong>{tally.done}</strong> / {shownTotal}
          </span>
        ) : null}
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="复习进度"
        aria-valuemin={0}
        aria-valuemax={shownTotal || 1}
        aria-valuenow={finished ? shownTotal : tally.done}
      >
        <span style={{ width: `${shownTotal ? ((finished ? shownTotal : tally.done) / shownTotal) * 100 : 100}%` }} />
      </div>
      {entry ? (
        <div className={styles.card}>
          {/* The question's stem is an h3 (as on the book's cards): the outline keeps its level here too. */}
          <h2 className="sr-only">第 {index + 1} 题</h2>
          <ReviewCard
            key={entry.id}
            entry={entry}
            today={list.today}
            stemId={stemId}
            onReviewed={onReviewed}
            onFelt={(result) => saved(result.entry)}
            position={`第 ${index + 1} / ${shownTotal} 题`}
            next={{
              label: loading ? '正在加载…' : index + 1 < queue.length || tally.done < total ? '下一题' : '完成复习',
              onClick: () => void next(),
            }}
            skip={canSkip(queue.length, index, total) ? { busy: loading, onClick: () => void skip() } : undefined}
          />
        </div>
      ) : (
        <div className={styles.done} role="status" data-testid="review-done">
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className={styles.doneArt}>
            <circle cx="32" cy="32" r="28" fill="currentColor" opacity=".14" />
            <path d="m20 33 8 8 16-18" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h2 id={`${stemId}-done`} className={styles.doneTitle} tabIndex={-1}>
            {tally.done > 0 ? '今日复习完成' : '今天没有待复习的错题'}
          </h2>
          <p className={styles.doneText}>
            {tally.done > 0
              ? `本次复习 ${tally.done} 题，答对 ${tally.right} 题${tally.mastered ? `，${tally.mastered} 题已掌握` : ''}。答错的题会在记忆最需要时再出现。`
              : '答错的题会在第二天出现在这里，按时复习就能牢牢记住。'}
          </p>
          <div className={styles.doneActions}>
            <a href={WRONG_BOOK_PATH} className="btn btn-primary btn-lg">
              返回错题本
            </a>
            <a href={`${WRONG_BOOK_PATH}?status=mastered`} className="btn btn-ghost btn-lg">
              查看已掌握
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
