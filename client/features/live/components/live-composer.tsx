import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIVE_MESSAGE_MAX_LENGTH } from '@shared/schemas/live-frames';
import { useRequireLogin } from '@client/lib/protected-action';
import styles from './live-composer.module.css';

interface LiveComposerProps {
  /** Why the learner cannot speak now (muted, room muted, not on air, reconnecting), or null. */
  blockedReason: string | null;
  /** Sends; returns why it was not sent, or null. */
  onSend: (text: string) => string | null;
  /** The server's refusal of the last message (too fast, muted meanwhile), and a counter so a repeat shows again. */
  refusal: { text: string; count: number } | null;
  /** This learner's newest message as the room echoed it (it was posted). */
  ownEcho: { id: number; text: string } | null;
  /** The socket is open (a close with messages unanswered may have lost them). */
  connected: boolean;
}

/** A refused or maybe-lost text goes back in the input, before anything typed since. */
const restored = (sent: string, current: string) => (current.trim() ? `${sent} ${current}` : sent);

const lengthOf = (text: string) => [...text.trim()].length;

/**
 * The chat input: Enter (or 发送) sends, a protected action like any click; at most 200 characters
 * with the count shown. Disabled, with the reason, while the learner may not speak. A text is never
 * lost: the input empties on sending, and a text the room refuses (too fast, muted, penalised, too
 * long) or that a dropped connection may have lost comes back into it with the reason.
 */
export function LiveComposer({ blockedReason, onSend, refusal, ownEcho, connected }: LiveComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Texts sent and not yet answered, oldest first: the room answers each socket in order, with the
  // echo of the message (posted) or a refusal (kind 9), so each answer settles the oldest.
  const unanswered = useRef<string[]>([]);
  const requireLogin = useRequireLogin();
  const hintId = useId();
  const length = lengthOf(text);
  const tooLong = length > LIVE_MESSAGE_MAX_LENGTH;

  useEffect(() => {
    if (!refusal) return;
    setError(refusal.text);
    const sent = unanswered.current.shift();
    if (sent !== undefined) setText((current) => restored(sent, current));
  }, [refusal?.count]); // eslint-disable-line react-hooks/exhaustive-deps -- once per refusal (its count), not per new object

  useEffect(() => {
    if (!ownEcho) return;
    // Posted: it and anything sent before it have been answered.
    const index = unanswered.current.indexOf(ownEcho.text);
    if (index >= 0) unanswered.current.splice(0, index + 1);
  }, [ownEcho?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per echoed message, not per new object

  useEffect(() => {
    if (connected || unanswered.current.length === 0) return;
    const lost = unanswered.current.join(' ');
    unanswered.current = [];
    setText((current) => restored(lost, current));
    setError('连接中断，消息可能未发出，已放回输入框');
  }, [connected]);

  const submit = requireLogin(() => {
    const reason = onSend(text);
    setError(reason);
    if (reason) return;
    unanswered.current.push(text.trim());
    setText('');
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blockedReason) submit();
  };

  const message = blockedReason ?? error ?? (tooLong ? `消息不能超过${LIVE_MESSAGE_MAX_LENGTH}个字` : null);
  return (
    <form className={styles.composer} onSubmit={onSubmit} data-testid="live-composer">
      <div className={styles.row}>
        <input
          className={styles.input}
          type="text"
          enterKeyHint="send"
          autoComplete="off"
          aria-label="发送消息"
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder={blockedReason ? '暂不能发言' : '说点什么…（Enter 发送）'}
          value={text}
          disabled={blockedReason !== null}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={styles.send} disabled={blockedReason !== null || length === 0 || tooLong}>
          发送
        </button>
      </div>
      <p
        id={hintId}
        className={message ? `${styles.hint} ${styles.problem}` : styles.hint}
        role={message && !blockedReason ? 'alert' : undefined}
      >
        <span>{message ?? '文明发言，理性讨论'}</span>
        <span className={tooLong ? styles.over : styles.count}>
          {length}/{LIVE_MESSAGE_MAX_LENGTH}
        </span>
      </p>
    </form>
  );
}
