import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { changeReviewVerdict, reviewWrongQuestion } from '@shared/api/wrong-book';
import { REVIEW_VERDICT_LABELS, REVIEW_VERDICTS, type ReviewVerdict } from '@shared/lib/memory-review-rules';
import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import { REVIEW_SECONDS_MAX, type ReviewResult, type WrongBookEntry } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { CheckIcon } from '@client/components/icons/check-icon';
import { CloseIcon } from '@client/components/icons/close-icon';
import { choose, isChosen, isComplete, JUDGE_OPTIONS, withBlank } from '../review-answer';
import { blanksText, chosenKeys, reviewOutcome } from '../wrong-book-format';
import styles from './review-card.module.css';

interface ReviewCardProps {
  entry: WrongBookEntry;
  /** Today in China (the list's), for what the verdict means for the schedule. */
  today: string;
  stemId: string;
  /** A verdict came back: the caller updates what it shows of the entry. */
  onReviewed: (result: ReviewResult) => void;
  /** The learner said how it felt after all (the same review, a new schedule); default: as `onReviewed`. */
  onFelt?: (result: ReviewResult) => void;
  /** What follows a verdict: 下一题 / 完成复习 in a review, 收起 on a card. */
  next: { label: string; onClick: () => void };
  /** 跳过 before answering, in a review while another question is left (`busy`: fetching the next ones). */
  skip?: { busy: boolean; onClick: () => void };
  /** 第 3 / 8 题 in a review. */
  position?: string;
  /** The kind and 考点 line (a card already shows them above: false). */
  meta?: boolean;
}

/**
 * One question answered again (wrongBook.review): the stem and the input its kind needs — big,
 * one per line, for a thumb — then the verdict, the right answer, the 解析 and what it did to the
 * schedule. A refused send keeps the answer; the right answer stays hidden until the verdict.
 */
export function ReviewCard({ entry, today, stemId, onReviewed, onFelt = onReviewed, next, skip, position, meta = true }: ReviewCardProps) {
  const api = useApi();
  const { question } = entry;
  const [answer, setAnswer] = useState<Answer>(null);
  const [missing, setMissing] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  // When the question was shown: a right answer after a long think is 模糊 unless the learner says otherwise.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [entry.id]);
  const failed = (error: unknown) => {
    if (!isSignedOutError(error)) toast.error(errorMessage(error, '提交失败，请稍后重试'));
  };
  const review = useMutation({
    mutationFn: (given: Answer) => {
      const seconds = Math.min(REVIEW_SECONDS_MAX, Math.max(0, Math.round((Date.now() - shownAt.current) / 1000)));
      return api.call(reviewWrongQuestion, { params: { entryId: entry.id }, body: { answer: given, seconds } });
    },
    onSuccess: onReviewed,
    onError: failed,
  });
  const feel = useMutation({
    mutationFn: ({ verdict, reviewedAt }: { verdict: ReviewVerdict; reviewedAt: string }) =>
      api.call(changeReviewVerdict, { params: { entryId: entry.id }, body: { verdict, reviewedAt } }),
    onSuccess: onFelt,
    onError: failed,
  });
  const result = feel.data ?? review.data;
  const reviewedAt = review.data?.entry.review?.lastReviewedAt;
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  const locked = Boolean(result) || review.isPending;
  const change = (value: Answer) => {
    setAnswer(value);
    setMissing(false);
  };
  const submit = () => {
    if (!isComplete(answer, question.kind, question.blanks)) return setMissing(true);
    review.mutate(answer);
  };
  const multiple = question.kind === QuestionKind.MULTIPLE;
  const choices = question.kind === QuestionKind.JUDGE ? JUDGE_OPTIONS : question.options;
  const rightKeys = new Set(result ? chosenKeys(result.rightAnswer) : []);
  const rightOf = (key: string) =>
    result ? (question.kind === QuestionKind.JUDGE ? result.rightAnswer === (key === 'true') : rightKeys.has(key)) : false;

  return (
    <div className={styles.review} data-testid="review-card" data-question-id={question.id}>
      {meta ? (
        <p className={styles.meta}>
          <span className="tag accent-1">{QuestionKind.label(question.kind)}</span>
          <span className={styles.point}>{question.knowledgePoint.name}</span>
          {position ? <span className={styles.position}>{position}</span> : null}
        </p>
      ) : null}
      <h3 id={stemId} className={styles.stem} tabIndex={-1}>
        {question.stem}
      </h3>
      {question.kind === QuestionKind.FILL ? (
        <div className={styles.blanks}>
          {Array.from({ length: question.blanks }, (_, index) => (
            <label key={index} className={styles.blank}>
              <span>第 {index + 1} 空</span>
              <input
                type="text"
                maxLength={200}
                autoComplete="off"
                disabled={locked}
                value={Array.isArray(answer) ? (answer[index] ?? '') : ''}
                onChange={(event) => change(withBlank(answer, question.blanks, index, event.target.value))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submit();
                }}
              />
            </label>
          ))}
        </div>
      ) : (
        <fieldset className={styles.choices} disabled={locked}>
          <legend className="sr-only">{multiple ? '选择所有正确的选项' : '选择一个答案'}</legend>
          {choices.map((option) => {
            const chosen = isChosen(answer, question.kind, option.key);
            const right = rightOf(option.key);
            const state = result ? (right ? styles.right : chosen ? styles.wrong : '') : chosen ? styles.chosen : '';
            return (
              <label key={option.key} className={`${styles.choice} ${state}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`review-${entry.id}`}
                  checked={chosen}
                  onChange={() => change(choose(answer, question.kind, option.key))}
                />
                <span className={styles.key} aria-hidden={question.kind === QuestionKind.JUDGE || undefined}>
                  {question.kind === QuestionKind.JUDGE ? (option.key === 'true' ? '√' : '×') : option.key}
                </span>
                <span className={styles.choiceText}>{option.text}</span>
                {result && right ? <span className={styles.tagRight}>正确答案</span> : null}
                {result && chosen && !right ? <span className={styles.tagWrong}>你的选择</span> : null}
              </label>
            );
          })}
        </fieldset>
      )}
      {result ? (
        <div
          className={`${styles.verdict} ${result.correct ? styles.verdictRight : styles.verdictWrong}`}
          role="status"
          data-testid="review-verdict"
        >
          <p className={styles.verdictTitle}>
            <span className={styles.verdictIcon}>{result.correct ? <CheckIcon size={18} /> : <CloseIcon size={18} />}</span>
            {result.correct ? '回答正确' : '回答错误'}
          </p>
          <p className={styles.outcome} data-testid="review-outcome">
            {reviewOutcome(result, today)}
          </p>
          {result.correct && reviewedAt ? (
            <div className={styles.feel} role="group" aria-label="这道题感觉如何">
              <span className={styles.feelLabel}>感觉如何？</span>
              {REVIEW_VERDICTS.map((verdict) => (
                <button
                  key={verdict}
                  type="button"
                  className={styles.feelChip}
                  aria-pressed={result.verdict === verdict}
                  disabled={feel.isPending}
                  onClick={() => feel.mutate({ verdict, reviewedAt })}
                >
                  {REVIEW_VERDICT_LABELS[verdict]}
                </button>
              ))}
            </div>
          ) : null}
          <dl className={styles.answers}>
            <div>
              <dt>正确答案</dt>
              <dd>{blanksText(result.rightAnswer, question.kind)}</dd>
            </div>
            <div>
              <dt>你的答案</dt>
              <dd>{blanksText(answer, question.kind)}</dd>
            </div>
          </dl>
          {result.explanation ? (
            <p className={styles.explanation}>
              <strong>解析</strong>
              {result.explanation}
            </p>
          ) : null}
          <button ref={nextRef} type="button" className={`btn btn-primary btn-lg ${styles.action}`} onClick={next.onClick}>
            {next.label}
          </button>
        </div>
      ) : (
        <div className={styles.submitRow}>
          <p className={styles.missing} role="alert">
            {missing ? (question.kind === QuestionKind.FILL ? '请填写每一个空再提交' : '请先选择答案再提交') : ''}
          </p>
          {skip ? (
            <button
              type="button"
              className={`btn btn-ghost btn-lg ${styles.skip}`}
              onClick={skip.onClick}
              disabled={skip.busy || review.isPending}
              aria-busy={skip.busy || undefined}
            >
              跳过
            </button>
          ) : null}
          <button
            type="button"
            className={`btn btn-primary btn-lg ${styles.action}`}
            onClick={submit}
            disabled={review.isPending}
            aria-busy={review.isPending || undefined}
          >
            {review.isPending ? '正在判分…' : '提交答案'}
          </button>
        </div>
      )}
    </div>
  );
}
