import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { errorMessage } from '@shared/api/api-client';
import { askLessonQuestion } from '@shared/api/lesson-questions';
import { sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { checkBody, checkTitle } from '../../qa/ask-rules';
import { EMPTY_DOC, RichTextField } from '../../qa/components/rich-text-field';
import { allLessonQuestionsKey, useLessonQuestions } from '../get-lesson-questions';
import { currentLessonSeconds, formatMoment, holdLessonVideo, newRequestKey, useStartAt } from '../lesson-moment';
import { LessonQuestionItem } from './lesson-question-item';
import styles from './lesson-questions.module.css';

export interface LessonQuestionsPanelProps {
  courseId: number;
  lesson: { id: number; title: string; playable: boolean; kind: number; lockReason: 'enrol' | 'purchase' | null };
  /** `?t=`: the video starts there (a link from the course page or a message). */
  startAt: number | null;
  /** `?question=`: open at first. */
  openQuestionId: number | null;
}

/**
 * 答疑 beside the player: ask about this lesson at the moment being watched (the time is taken when
 * the learner starts writing, and can be taken again), and this lesson's questions by their moment,
 * each opening to its answers (the community's: rich text, likes, 采纳) and 写回答.
 */
export function LessonQuestionsPanel({ courseId, lesson, startAt, openQuestionId }: LessonQuestionsPanelProps) {
  useStartAt(startAt);
  const [open, setOpen] = useState<number | null>(openQuestionId);
  const questions = useLessonQuestions(courseId, lesson.id);
  const listed = questions.data?.list ?? [];
  // Opened from a link: the question in view inside the tab's own scroll (wide screens); the page itself
  // does not move, so on a phone the video stays where the learner sees it start at the moment.
  const panelRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (openQuestionId === null || scrolled.current || !questions.data || !panel) return;
    scrolled.current = true;
    const item = panel.querySelector<HTMLElement>(`[data-question-id="${openQuestionId}"]`);
    if (item && panel.scrollHeight > panel.clientHeight) panel.scrollTop = item.offsetTop - 8;
  }, [openQuestionId, questions.data]);

  return (
    <div ref={panelRef} className={styles.panel} data-testid="lesson-questions">
      {lesson.playable ? (
        <AskForm courseId={courseId} lessonId={lesson.id} onAsked={setOpen} />
      ) : (
        <p className={styles.locked}>{lesson.lockReason === 'purchase' ? '购买课程后' : '报名课程后'}可以就这节课提问和回答</p>
      )}
      <h3 className={styles.listTitle}>
        本节答疑<span>{questions.data?.total ?? 0}</span>
      </h3>
      {questions.isPending ? (
        <p className={styles.note}>正在加载…</p>
      ) : questions.isError ? (
        <p className={styles.note}>答疑加载失败，请稍后重试</p>
      ) : listed.length === 0 ? (
        <p className={styles.note}>这节课还没有人提问，看视频时遇到疑问就来问吧</p>
      ) : (
        <ol className={styles.list}>
          {listed.map((question) => (
            <LessonQuestionItem
              key={question.id}
              question={question}
              open={open === question.id}
              onToggle={() => setOpen((current) => (current === question.id ? null : question.id))}
              mayAnswer={lesson.playable}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface AskValues {
  title: string;
  body: RichDoc;
}

/**
 * 提问: a title (5–50 characters) and an optional detail, at the moment taken from the video. As a
 * note does, asking pauses the video and holds continuous play (holdLessonVideo) from the moment the
 * learner starts writing until they play on after posting; dropped empty, the video plays on as before.
 */
function AskForm({ courseId, lessonId, onAsked }: { courseId: number; lessonId: number; onAsked: (id: number) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [moment, setMoment] = useState<number | null>(null);
  // The detail's editor only when wanted: the panel stays short beside the video.
  const [detailed, setDetailed] = useState(false);
  // One key per question being written: a second click or a replayed send asks it once.
  const requestKey = useRef(newRequestKey());
  const form = useSubmitCheckedForm<AskValues>({ title: '', body: EMPTY_DOC });
  const title = useController({ control: form.control, name: 'title', rules: { validate: (value) => checkTitle(value) ?? true } }).field;
  const body = useController({ control: form.control, name: 'body', rules: { validate: (value) => checkBody(value) ?? true } }).field;
  const errors = form.formState.errors;
  const titleId = useId();
  const errorId = useId();
  const takeMoment = () => setMoment(currentLessonSeconds());
  const hold = useRef<ReturnType<typeof holdLessonVideo> | null>(null);
  const startAsking = () => {
    hold.current ??= holdLessonVideo();
  };
  const stopAsking = (resume: boolean) => {
    hold.current?.release(resume && hold.current.paused);
    hold.current = null;
  };
  // Leaving the tab or the lesson lets the video go on as the learner has it.
  useEffect(() => () => stopAsking(false), []);

  const ask = useMutation({
    mutationFn: (values: AskValues & { seconds: number }) =>
      api.call(askLessonQuestion, {
        params: { id: courseId },
        body: {
          lessonId,
          seconds: values.seconds,
          title: values.title.trim(),
          body: sanitizeRichDoc(values.body) ?? EMPTY_DOC,
          requestKey: requestKey.current,
        },
      }),
    onSuccess: async (question) => {
      requestKey.current = newRequestKey();
      form.reset();
      setMoment(null);
      setDetailed(false);
      toast.success('提问已发布，讲师和同学会在这里回答');
      // The video stays paused on this lesson with the question open; playing on releases the hold.
      const posted = hold.current;
      hold.current = null;
      if (posted?.video) posted.video.addEventListener('play', () => posted.release(false), { once: true });
      onAsked(question.id);
      await queryClient.invalidateQueries({ queryKey: allLessonQuestionsKey(courseId) });
    },
    // What was typed stays; signed out, the login modal opens (the query client).
    onError: (failure) => isSignedOutError(failure) || toast.error(errorMessage(failure, '提问失败，请稍后重试')),
  });
  const busy = ask.isPending;
  const send = form.handleSubmit(
    (values) => ask.mutate({ ...values, seconds: moment ?? currentLessonSeconds() }),
    () => document.getElementById(titleId)?.focus(),
  );
  const error = errors.title?.message ?? errors.body?.message;

  return (
    <form
      className={styles.askForm}
      aria-label="就这节课提问"
      noValidate
      onBlur={(event) => {
        // Left without writing anything: nothing is being asked, the video plays on if asking paused it.
        const stillInside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
        if (!stillInside && !busy && title.value.trim() === '' && !detailed) stopAsking(true);
      }}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void send(event);
      }}
    >
      <div className={styles.askHead}>
        <label htmlFor={titleId} className={styles.askLabel}>
          就这节课提问
        </label>
        <span className={styles.askMoment} data-testid="ask-moment">
          {moment === null ? '时间点：当前播放位置' : `时间点 ${formatMoment(moment)}`}
          <button type="button" className={styles.retake} onClick={takeMoment}>
            {moment === null ? '记下' : '更新'}
          </button>
        </span>
      </div>
      <input
        id={titleId}
        className={styles.titleInput}
        value={title.value}
        onChange={title.onChange}
        onBlur={title.onBlur}
        // The moment is the one being watched when the learner starts writing.
        onFocus={() => {
          if (moment === null) takeMoment();
          startAsking();
        }}
        maxLength={L.questionTitle.max + 20}
        placeholder={`遇到什么问题？（${L.questionTitle.min}–${L.questionTitle.max} 字）`}
        aria-invalid={Boolean(errors.title) || undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
      />
      {detailed ? (
        <RichTextField
          value={body.value}
          onChange={body.onChange}
          label="补充说明（选填）"
          placeholder="哪里没看懂、你试过什么"
          invalid={Boolean(errors.body)}
          rows={2}
        />
      ) : (
        <button type="button" className={styles.addDetail} onClick={() => setDetailed(true)}>
          ＋ 补充说明（选填）
        </button>
      )}
      <div className={styles.formActions}>
        {error ? (
          <span id={errorId} className={styles.error} role="alert">
            {error}
          </span>
        ) : (
          <span className={styles.hint}>问题会出现在社区问答中</span>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? '提交中…' : '提问'}
        </button>
      </div>
    </form>
  );
}
