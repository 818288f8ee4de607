/**
 * The comment box of a thread (also the inline 回复 box): 1–500 characters with a counter,
 * Ctrl+Enter (⌘+Enter) sends, the text stays when sending fails. Signed out, focusing or sending
 * opens the login modal (a protected click).
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { requiresLogin, useRequireLogin } from '@client/lib/protected-action';
import { useSelf } from '@client/lib/session/get-self';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import './comment-thread.css';

interface CommentComposerProps {
  placeholder: string;
  submitLabel?: string;
  /** Resolves when sent (the box empties), rejects to keep the text. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  id?: string;
  compact?: boolean;
}

const { min, max } = COMMUNITY_LIMITS.commentText;

const checkComment = (text: string) => {
  const length = text.trim().length;
  return length < min ? '评论不能为空' : length > max ? `评论不能超过 ${max} 个字` : true;
};

export function CommentComposer({ placeholder, submitLabel = '发布', onSubmit, onCancel, autoFocus, id, compact }: CommentComposerProps) {
  // Checked when sent; typing clears the message. Several composers share a page: none moves the focus.
  const form = useSubmitCheckedForm<{ text: string }>({ text: '' });
  const { value: text, onChange: setText } = useController({
    control: form.control,
    name: 'text',
    rules: { validate: checkComment },
  }).field;
  const error = form.formState.errors.text?.message ?? '';
  const [busy, setBusy] = useState(false);
  const requireLogin = useRequireLogin();
  const signedIn = useSelf() !== null;
  const errorId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = text.trim().length;

  const sendChecked = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values.text.trim());
      form.reset();
    } catch {
      // The hook has shown the toast; the text stays for another try.
      ref.current?.focus();
    } finally {
      setBusy(false);
    }
  });
  const send = () => {
    if (!busy) void sendChecked();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      requireLogin(send)();
    }
  };

  return (
    <form
      className={`cm-ct-composer ${compact ? 'cm-ct-composer-compact' : ''}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        requireLogin(send)();
      }}
      noValidate
    >
      <textarea
        ref={ref}
        id={id}
        className="cm-ct-input"
        rows={compact ? 2 : 3}
        value={text}
        maxLength={max}
        placeholder={signedIn ? placeholder : '登录后参与评论'}
        aria-label={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opened this box on a click (回复)
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          if (error) form.clearErrors('text');
        }}
        onKeyDown={onKeyDown}
        {...requiresLogin}
      />
      <div className="cm-ct-composer-bar">
        <span id={errorId} className="cm-ct-error" role="alert">
          {error}
        </span>
        <span className={`cm-ct-counter ${length > max ? 'cm-ct-over' : ''}`}>
          {text.length}/{max}
        </span>
        {onCancel ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            取消
          </button>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={busy || (signedIn && length === 0)}
          aria-busy={busy || undefined}
          {...requiresLogin}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
