/**
 * 写回答: the rich-text editor (lazy) for a signed-in learner, 1–10000 characters; signed out, a
 * prompt whose button opens the login modal. What is typed stays when sending fails.
 */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { answerQuestion } from '@shared/api/community';
import { richDocLength, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { requiresLogin } from '@client/lib/protected-action';
import { useSelf } from '@client/lib/session/get-self';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { patchContent } from '../../community-cache';
import { allAnswersKey, answersHref } from '../get-question';
import { EMPTY_DOC, RichTextField } from './rich-text-field';
import styles from '../qa-page.module.css';

export const ANSWER_EDITOR_ID = 'answer-editor';

const checkAnswer = (body: RichDoc) => {
  const length = richDocLength(body);
  return length < L.answerBody.min ? '回答不能为空' : length > L.answerBody.max ? `回答不能超过 ${L.answerBody.max} 个字` : true;
};

export function AnswerComposer({ questionId }: { questionId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSelf() !== null;
  // Checked when sent; the message stays until the next try.
  const form = useSubmitCheckedForm<{ body: RichDoc }>({ body: EMPTY_DOC });
  const body = useController({ control: form.control, name: 'body', rules: { validate: checkAnswer } }).field;
  const error = form.formState.errors.body?.message ?? '';
  const answer = useMutation({
    mutationFn: (doc: RichDoc) => api.call(answerQuestion, { params: { id: questionId }, body: { body: doc } }),
    onSuccess: async ({ questionAnswerCount }) => {
      form.reset();
      patchContent(queryClient, 1, questionId, () => ({ answerCount: questionAnswerCount }));
      await queryClient.invalidateQueries({ queryKey: allAnswersKey(questionId) });
      toast.success('回答已发布');
      // The newest answers first, where the one just written is.
      void navigate(answersHref(questionId, { sort: 'time', page: 1 }), { preventScrollReset: true });
    },
    // Signed out: the login modal opens (the query client) and what was written stays.
    onError: (failure) => isSignedOutError(failure) || toast.error(errorMessage(failure, '回答发布失败，请稍后重试')),
  });
  const busy = answer.isPending;
  const errorId = useId();
  const length = richDocLength(body.value);

  if (!signedIn) {
    return (
      <div className={styles.signInPrompt} id={ANSWER_EDITOR_ID}>
        <span>登录后即可回答这个问题，分享你的经验。</span>
        <button type="button" className="btn btn-primary" {...requiresLogin}>
          登录后回答
        </button>
      </div>
    );
  }

  const sendChecked = form.handleSubmit((values) => answer.mutate(sanitizeRichDoc(values.body) ?? EMPTY_DOC));

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void sendChecked(event);
      }}
      noValidate
      aria-label="写回答"
      id={ANSWER_EDITOR_ID}
    >
      <RichTextField
        value={body.value}
        onChange={body.onChange}
        label="回答内容"
        placeholder="写下你的回答：经验、步骤、注意事项……"
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        rows={6}
      />
      <div className={styles.composerActions}>
        <span>
          {error ? (
            <span id={errorId} className={styles.error} role="alert">
              {error}
            </span>
          ) : (
            <span className={length > L.answerBody.max ? styles.over : styles.count}>
              {length}/{L.answerBody.max}
            </span>
          )}
        </span>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '发布中…' : '发布回答'}
        </button>
      </div>
    </form>
  );
}
