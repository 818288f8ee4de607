import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { editCourseReview, writeCourseReview } from '@shared/api/course-reviews';
import type { CourseReview } from '@shared/schemas/course';
import {
  RATING_WORDS,
  REVIEW_RATINGS,
  REVIEW_TEXT_MAX,
  reviewRatingProblem,
  reviewTextLength,
  reviewTextProblem,
} from '@shared/lib/review-rules';
import { useApi } from '@client/lib/api-context';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from '../review-draft';
import styles from './review-form.module.css';

interface ReviewValues {
  content: string;
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * 写评价 / 修改评价 (loaded on demand): 1–5 stars and the text, checked as filled (spec §5.2) with the
 * rules the API applies again; a refusal is shown above the buttons and everything typed stays, and
 * a draft per course survives a reload or a sign-in until the review is saved.
 */
export function ReviewForm({
  courseId,
  mine,
  onDone,
  onSaved,
}: {
  courseId: number;
  mine: CourseReview | null;
  onDone: () => void;
  /** Reads the shown reviews and the course's score again. */
  onSaved: () => Promise<unknown>;
}) {
  const api = useApi();
  const idPrefix = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [initial] = useState(() => {
    const draft = readReviewDraft(browserStorage(), courseId);
    return { rating: draft?.rating ?? mine?.rating ?? null, content: draft?.content ?? mine?.content ?? '' };
  });
  const { form, field } = useValidatedForm<ReviewValues>({ content: initial.content });
  const content = form.watch('content');
  // The stars are one radio group held here (react-hook-form's radio handling skipped the check of an
  // empty group): checked on change and on send, with the text's checks.
  const [rating, setRating] = useState<number | null>(initial.rating);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const firstStar = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    saveReviewDraft(browserStorage(), courseId, { rating, content });
  }, [courseId, rating, content]);
  useEffect(() => {
    form.setFocus('content');
  }, [form]);

  const save = useMutation({
    mutationKey: ['course-review', mine ? 'edit' : 'write', courseId],
    mutationFn: (values: { rating: number; content: string }) =>
      mine
        ? api.call(editCourseReview, { params: { id: mine.id }, body: values })
        : api.call(writeCourseReview, { params: { id: courseId }, body: values }),
    onSuccess: () => {
      clearReviewDraft(browserStorage(), courseId);
      void onSaved();
      toast.success(mine ? '评价已修改' : '评价已发布，感谢分享');
      onDone();
    },
    onError: (error) => {
      if (!isSignedOutError(error)) setRefusal(errorMessage(error, '提交失败，请稍后重试'));
    },
  });

  // Checked here rather than by handleSubmit, which would move the focus to the text even when the
  // stars, which come first, are missing.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = reviewRatingProblem(rating);
    setRatingError(problem);
    const textValid = await form.trigger('content');
    if (problem || rating === null) {
      firstStar.current?.focus();
      return;
    }
    if (!textValid) {
      form.setFocus('content');
      return;
    }
    setRefusal(null);
    save.mutate({ rating, content: form.getValues('content').trim() });
  };

  const contentError = form.formState.errors.content?.message;
  const length = reviewTextLength(content);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mine ? '修改评价' : '写评价'}
      data-testid="review-form"
    >
      <fieldset className={styles.rating} aria-describedby={ratingError ? `${idPrefix}-rating-error` : undefined}>
        <legend className={styles.legend}>
          评分
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        </legend>
        <div className={styles.stars}>
          {REVIEW_RATINGS.map((value, index) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={`${idPrefix}-rating`}
                value={String(value)}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setRatingError(null);
                }}
                ref={index === 0 ? firstStar : undefined}
              />
              <span>
                {value} 星 · {RATING_WORDS[value]}
              </span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${idPrefix}-rating-error`} className={styles.error} role="alert">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-content`} className={styles.legend}>
          评价内容
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        </label>
        <textarea
          id={`${idPrefix}-content`}
          className={styles.textarea}
          rows={4}
          placeholder="课程内容、讲解、实操演示、对考证的帮助……"
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${idPrefix}-count${contentError ? ` ${idPrefix}-content-error` : ''}`}
          {...field('content', { validate: (value) => reviewTextProblem(value) ?? true })}
        />
        <p id={`${idPrefix}-count`} className={length > REVIEW_TEXT_MAX ? `${styles.count} ${styles.over}` : styles.count}>
          {length} / {REVIEW_TEXT_MAX}
        </p>
        {/* Always there, one line high: a message appearing as the field loses focus to 发布评价 would
            push the button away between the press and the release, and the click would be lost. */}
        <p id={`${idPrefix}-content-error`} className={styles.error} role="alert">
          {contentError ?? ''}
        </p>
      </div>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="review-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={styles.submit} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? '提交中…' : mine ? '保存修改' : '发布评价'}
        </button>
        <button type="button" className={styles.cancel} onClick={onDone}>
          取消
        </button>
      </div>
    </form>
  );
}
