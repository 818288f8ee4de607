import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { errorMessage } from '@shared/api/api-client';
import { answerQuestion } from '@shared/api/community';
import { richDocLength, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { allAnswersKey } from '../../qa/get-question';
import { EMPTY_DOC, RichTextField } from '../../qa/components/rich-text-field';
import { allLessonQuestionsKey } from '../get-lesson-questions';
import styles from './lesson-questions.module.css';

const checkAnswer = (body: RichDoc) => {
  const length = richDocLength(body);
  return length < L.answerBody.min ? '回答不能为空' : length > L.answerBody.max ? `回答不能超过 ${L.answerBody.max} 个字` : true;
};

/** 写回答 under a lesson question: the community's rich-text field and endpoint; what was typed stays when sending fails. */
export function LessonAnswerComposer({ courseId, questionId }: { courseId: number; questionId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useSubmitCheckedForm<{ body: RichDoc }>({ body: EMPTY_DOC });
  const body = useController({ control: form.control, name: 'body', rules: { validate: checkAnswer } }).field;
  const error = form.formState.errors.body?.message ?? '';
  const errorId = useId();
  const answer = useMutation({
    mutationFn: (doc: RichDoc) => api.call(answerQuestion, { params: { id: questionId }, body: { body: doc } }),
    onSuccess: async () => {
      form.reset();
      toast.success('回答已发布');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: allAnswersKey(questionId) }),
        queryClient.invalidateQueries({ queryKey: allLessonQuestionsKey(courseId) }),
      ]);
    },
    onError: (failure) => isSignedOutError(failure) || toast.error(errorMessage(failure, '回答发布失败，请稍后重试')),
  });
  const busy = answer.isPending;
  const send = form.handleSubmit((values) => answer.mutate(sanitizeRichDoc(values.body) ?? EMPTY_DOC));
  return (
    <form
      className={styles.answerForm}
      aria-label="写回答"
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void send(event);
      }}
    >
      <RichTextField
        value={body.value}
        onChange={body.onChange}
        label="回答内容"
        placeholder="分享你的理解或经验…"
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        rows={3}
      />
      <div className={styles.formActions}>
        {error ? (
          <span id={errorId} className={styles.error} role="alert">
            {error}
          </span>
        ) : (
          <span />
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '发布中…' : '发布回答'}
        </button>
      </div>
    </form>
  );
}
