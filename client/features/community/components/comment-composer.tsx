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
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { MentionSuggestion } from '@shared/schemas/community';
import { mentionQueryBefore } from '../mention-query';
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
  /** The text to start from (editing one's comment or idea). */
  initialText?: string;
  /** Bounds and their messages (default: a comment's). */
  limits?: TextLimits;
}

export interface TextLimits {
  min: number;
  max: number;
  empty: string;
  tooLong: string;
}

const loadMentionAssist = () => import('./mention-assist');

const COMMENT_LIMITS: TextLimits = {
  ...COMMUNITY_LIMITS.commentText,
  empty: '评论不能为空',
  tooLong: `评论不能超过 ${COMMUNITY_LIMITS.commentText.max} 个字`,
};

const checkText = (text: string, limits: TextLimits) => {
  const length = text.trim().length;
  return length < limits.min ? limits.empty : length > limits.max ? limits.tooLong : true;
};

export function CommentComposer(props: CommentComposerProps) {
  const {
    placeholder,
    submitLabel = '发布',
    onSubmit,
    onCancel,
    autoFocus,
    id,
    compact,
    initialText = '',
    limits = COMMENT_LIMITS,
  } = props;
  const { max } = limits;
  // Checked when sent; typing clears the message. Several composers share a page: none moves the focus.
  const form = useSubmitCheckedForm<{ text: string }>({ text: initialText });
  const { value: text, onChange: setText } = useController({
    control: form.control,
    name: 'text',
    rules: { validate: (value) => checkText(value, limits) },
  }).field;
  const error = form.formState.errors.text?.message ?? '';
  const [busy, setBusy] = useState(false);
  const requireLogin = useRequireLogin();
  const signedIn = useSelf() !== null;
  const errorId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = text.trim().length;
  // @ suggestions: what follows an @ just before the caret; choosing puts @昵称 and a space in its place.
  const [caret, setCaret] = useState<number | null>(null);
  const mentionQuery = signedIn && caret !== null ? mentionQueryBefore(text.slice(0, caret)) : null;
  // The suggestions' code arrives with the first @ typed (mention-assist.tsx).
  const assist = useLoadedModule(loadMentionAssist, mentionQuery !== null);
  const choose = (person: MentionSuggestion) => {
    if (caret === null || mentionQuery === null) return;
    const start = caret - mentionQuery.length - 1;
    const inserted = `@${person.nickname} `;
    const next = `${text.slice(0, start)}${inserted}${text.slice(caret)}`.slice(0, max);
    const position = Math.min(next.length, start + inserted.length);
    // The box and its caret move now, not on the next frame: keys typed right after the choice land
    // after the mention (a later caret move put them in front of what was typed meanwhile).
    const box = ref.current;
    if (box) {
      box.value = next;
      box.setSelectionRange(position, position);
    }
    setText(next);
    setCaret(position);
  };
  const trackCaret = (box: HTMLTextAreaElement) => setCaret(box.selectionStart === box.selectionEnd ? box.selectionStart : null);

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
          trackCaret(event.target);
          if (error) form.clearErrors('text');
        }}
        onSelect={(event) => trackCaret(event.currentTarget)}
        onBlur={() => setCaret(null)}
        onKeyDown={onKeyDown}
        {...requiresLogin}
      />
      {assist ? <assist.MentionAssist query={mentionQuery} input={ref} onChoose={choose} /> : null}
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
