/**
 * Editing one's own question (title and body; tags, bounty and anonymity stay) or answer in place:
 * the same rich-text field and limits as writing it, checked when saved; a refusal keeps what was
 * typed and shows the server's message; 取消 puts the page back as it was.
 */
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage } from '@shared/api/api-client';
import { richDocLength, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { useEditContent } from '../../owner-edits';
import { checkBody, checkTitle } from '../ask-rules';
import { EMPTY_DOC, RichTextField } from './rich-text-field';
import styles from '../qa-page.module.css';

type Target = { kind: 1; id: number; title: string; body: RichDoc; tags: string[] } | { kind: 2; id: number; body: RichDoc };

const checkAnswer = (body: RichDoc) => {
  const length = richDocLength(body);
  return length < L.answerBody.min ? '回答不能为空' : length > L.answerBody.max ? `回答不能超过 ${L.answerBody.max} 个字` : true;
};

export function RichEditForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const edit = useEditContent();
  const form = useSubmitCheckedForm<{ title: string; body: RichDoc }>({
    title: target.kind === 1 ? target.title : '',
    body: target.body,
  });
  const title = useController({
    control: form.control,
    name: 'title',
    rules: { validate: (value) => target.kind !== 1 || (checkTitle(value) ?? true) },
  }).field;
  const body = useController({
    control: form.control,
    name: 'body',
    rules: { validate: (value) => (target.kind === 1 ? (checkBody(value) ?? true) : checkAnswer(value)) },
  }).field;
  const errors = form.formState.errors;
  const titleErrorId = useId();
  const bodyErrorId = useId();
  const what = target.kind === 1 ? '问题' : '回答';
  const [serverError, setServerError] = useState('');

  const save = form.handleSubmit(async (values) => {
    setServerError('');
    const doc = sanitizeRichDoc(values.body) ?? EMPTY_DOC;
    try {
      await edit.mutateAsync(
        target.kind === 1
          ? { kind: 1, id: target.id, title: values.title.trim(), body: doc, tags: target.tags }
          : { kind: 2, id: target.id, body: doc },
      );
      onDone();
    } catch (error) {
      if (!isSignedOutError(error)) setServerError(errorMessage(error, '保存失败，请稍后重试'));
    }
  });

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        if (edit.isPending) event.preventDefault();
        else void save(event);
      }}
      noValidate
      aria-label={`编辑${what}`}
      data-testid="rich-edit-form"
    >
      {target.kind === 1 ? (
        <>
          <input
            className={styles.editTitle}
            aria-label="问题标题"
            value={title.value}
            maxLength={L.questionTitle.max + 10}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? titleErrorId : undefined}
            onChange={(event) => title.onChange(event.target.value)}
          />
          {errors.title ? (
            <span id={titleErrorId} className={styles.error} role="alert">
              {errors.title.message}
            </span>
          ) : null}
        </>
      ) : null}
      <RichTextField
        value={body.value}
        onChange={body.onChange}
        label={`${what}内容`}
        placeholder={target.kind === 1 ? '补充说明（选填）' : '写下你的回答'}
        invalid={Boolean(errors.body)}
        describedBy={errors.body ? bodyErrorId : undefined}
        rows={6}
      />
      <div className={styles.composerActions}>
        <span id={bodyErrorId} className={styles.error} role="alert">
          {errors.body?.message ?? serverError}
        </span>
        <span className={styles.editButtons}>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
            取消
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={edit.isPending} aria-busy={edit.isPending || undefined}>
            {edit.isPending ? '保存中…' : '保存'}
          </button>
        </span>
      </div>
    </form>
  );
}
