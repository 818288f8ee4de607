/**
 * 提问: title, rich-text body, up to 5 tags, a bounty in skill coins (not above the balance) and
 * 匿名. Every change is kept as a local draft, so a reload, a lost session (the login modal opens
 * on 401 and the form stays) or a closed tab loses nothing; the draft goes once the question is up.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { askQuestion, CODE_BOUNTY_OVER_BALANCE } from '@shared/api/community';
import type { EndpointBody } from '@shared/api/define-endpoint';
import { richDocLength, sanitizeRichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { useSelf } from '@client/lib/session/get-self';
import { questionHref } from '../../community-format';
import { ALL_FEEDS_KEY } from '../../feed-key';
import { clearAskDraft, emptyAskDraft, readAskDraft, saveAskDraft, type AskDraft } from '../ask-draft';
import { ASK_FIELDS, askRules, checkNewTag, normaliseTag, type AskErrors } from '../ask-rules';
import { RichTextField } from './rich-text-field';
import styles from './ask-form.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function AskForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const balance = useSelf()?.coinBalance ?? 0;
  const ids = { title: useId(), body: useId(), tags: useId(), bounty: useId() };
  // Checked when sent (and the title when left); a message stays until then. The values are the draft.
  const form = useSubmitCheckedForm<AskDraft>(emptyAskDraft());
  const { control } = form;
  const rules = askRules(balance);
  const title = useController({ control, name: 'title', rules: { validate: rules.title } }).field;
  const body = useController({ control, name: 'body', rules: { validate: rules.body } }).field;
  const tags = useController({ control, name: 'tags', rules: { validate: rules.tags } }).field;
  // The rule reads this render's balance: useController registers its rules again on every render.
  const bounty = useController({ control, name: 'bounty', rules: { validate: rules.bounty } }).field;
  const anonymous = useController({ control, name: 'anonymous' }).field;
  const { errors: problems } = form.formState;
  const errors: AskErrors = {
    title: problems.title?.message,
    body: problems.body?.message,
    tags: problems.tags?.message,
    bounty: problems.bounty?.message,
  };
  const [restored, setRestored] = useState(false);
  const [tagInput, setTagInput] = useState('');
  // Until the question is up, every change is saved (300 ms after the last one).
  const keepDraft = useRef(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (keepDraft.current) saveAskDraft(storage(), values as AskDraft);
      }, 300);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form]);
  // After hydration (the server has no draft): the saved one comes back.
  useEffect(() => {
    const saved = readAskDraft(storage());
    if (saved) {
      form.reset(saved);
      setRestored(true);
    }
  }, [form]);

  const addTag = () => {
    const tag = normaliseTag(tagInput);
    if (!tag && !tagInput) return;
    const problem = checkNewTag(tag, tags.value);
    if (problem) return form.setError('tags', { message: problem });
    tags.onChange([...tags.value, tag]);
    setTagInput('');
    form.clearErrors('tags');
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      event.preventDefault();
      addTag();
    } else if (event.key === 'Backspace' && !tagInput && tags.value.length) {
      tags.onChange(tags.value.slice(0, -1));
    }
  };

  const ask = useMutation({
    mutationFn: (body: EndpointBody<typeof askQuestion>) => api.call(askQuestion, { body }),
    onSuccess: ({ id }) => {
      keepDraft.current = false;
      clearAskDraft(storage());
      void queryClient.invalidateQueries({ queryKey: ALL_FEEDS_KEY });
      toast.success('提问成功');
      void navigate(questionHref(id));
    },
    onError: (error) => {
      // Signed out: the login modal opens (the query client) and the draft stays for after.
      if (isSignedOutError(error)) return;
      if (isApiError(error) && error.code === CODE_BOUNTY_OVER_BALANCE) form.setError('bounty', { message: error.message });
      else toast.error(errorMessage(error, '提问失败，请稍后重试'));
    },
  });

  const busy = ask.isPending;
  const sendChecked = form.handleSubmit(
    (draft) => {
      const doc = sanitizeRichDoc(draft.body) ?? emptyAskDraft().body;
      ask.mutate({ title: draft.title.trim(), body: doc, tags: draft.tags, bounty: draft.bounty, anonymous: draft.anonymous });
    },
    // The first field with a message, in the order they stand.
    (refused) => {
      const first = ASK_FIELDS.find((name) => refused[name]);
      if (first) document.getElementById(ids[first])?.focus();
    },
  );

  const titleLength = title.value.trim().length;
  const bodyLength = richDocLength(body.value);
  const describe = (key: keyof typeof ids, extra?: string) =>
    [errors[key] ? `${ids[key]}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void sendChecked(event);
      }}
      noValidate
      aria-label="提问"
    >
      {restored ? (
        <p className={styles.restored} role="status">
          已恢复你上次未发布的草稿。
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              clearAskDraft(storage());
              form.reset(emptyAskDraft());
              setRestored(false);
            }}
          >
            清空草稿
          </button>
        </p>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={ids.title} className={styles.label}>
          问题标题
        </label>
        <input
          id={ids.title}
          className={styles.input}
          value={title.value}
          maxLength={L.questionTitle.max + 20}
          placeholder="一句话说清你的问题，例如：焊工中级实操考试怎么准备？"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describe('title', `${ids.title}-count`)}
          onChange={(event) => title.onChange(event.target.value)}
          // An empty title keeps its message (or none) until the form is sent.
          onBlur={() => title.value && void form.trigger('title')}
        />
        <div className={styles.hintRow}>
          {errors.title ? (
            <span id={`${ids.title}-error`} className={styles.error} role="alert">
              {errors.title}
            </span>
          ) : (
            <span />
          )}
          <span id={`${ids.title}-count`} className={titleLength > L.questionTitle.max ? styles.over : styles.count}>
            {titleLength}/{L.questionTitle.max}
          </span>
        </div>
      </div>

      <div className={styles.field}>
        <span className={styles.label} id={`${ids.body}-label`}>
          问题描述 <span className={styles.optional}>（选填）</span>
        </span>
        <RichTextField
          id={ids.body}
          value={body.value}
          onChange={body.onChange}
          label="问题描述"
          placeholder="补充背景：你学到了哪一步、试过什么办法、卡在哪里……"
          invalid={Boolean(errors.body)}
          describedBy={describe('body')}
        />
        <div className={styles.hintRow}>
          {errors.body ? (
            <span id={`${ids.body}-error`} className={styles.error} role="alert">
              {errors.body}
            </span>
          ) : (
            <span />
          )}
          <span className={bodyLength > L.questionBodyMax ? styles.over : styles.count}>
            {bodyLength}/{L.questionBodyMax}
          </span>
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.tags} className={styles.label}>
          标签 <span className={styles.optional}>（最多 {L.tagsMax} 个，回车添加）</span>
        </label>
        <div className={`${styles.tags} ${errors.tags ? styles.invalid : ''}`}>
          {tags.value.map((tag) => (
            <span key={tag} className={styles.tag}>
              #{tag}
              <button type="button" aria-label={`移除标签 ${tag}`} onClick={() => tags.onChange(tags.value.filter((item) => item !== tag))}>
                ×
              </button>
            </span>
          ))}
          <input
            id={ids.tags}
            className={styles.tagInput}
            value={tagInput}
            maxLength={30}
            placeholder={tags.value.length >= L.tagsMax ? '' : '如：焊工、实操'}
            aria-invalid={errors.tags ? true : undefined}
            aria-describedby={describe('tags')}
            onChange={(event) => setTagInput(event.target.value)}
            onKeyDown={onTagKey}
            onBlur={() => tagInput.trim() && addTag()}
          />
        </div>
        {errors.tags ? (
          <span id={`${ids.tags}-error`} className={styles.error} role="alert">
            {errors.tags}
          </span>
        ) : null}
      </div>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.bounty} className={styles.label}>
            悬赏技能币 <span className={styles.optional}>（余额 {balance}）</span>
          </label>
          <input
            id={ids.bounty}
            className={`${styles.input} ${styles.bounty}`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={Number.isFinite(bounty.value) ? String(bounty.value) : ''}
            aria-invalid={errors.bounty ? true : undefined}
            aria-describedby={describe('bounty', `${ids.bounty}-hint`)}
            onChange={(event) => bounty.onChange(event.target.value === '' ? 0 : Number(event.target.value))}
          />
          <span id={`${ids.bounty}-hint`} className={styles.count}>
            采纳回答后，悬赏归回答者所有
          </span>
          {errors.bounty ? (
            <span id={`${ids.bounty}-error`} className={styles.error} role="alert">
              {errors.bounty}
            </span>
          ) : null}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={anonymous.value} onChange={(event) => anonymous.onChange(event.target.checked)} />
          匿名提问
          <span className={styles.optional}>（其他人看不到你的昵称和头像）</span>
        </label>
      </div>

      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '发布中…' : '发布问题'}
        </button>
        <span className={styles.count}>草稿会自动保存在本机</span>
      </div>
    </form>
  );
}
