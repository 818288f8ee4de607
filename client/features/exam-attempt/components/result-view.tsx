import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { startExamAttempt } from '@shared/api/exam';
import { AttemptEnding, AttemptStatus, QuestionKind } from '@shared/enums/exam';
import { WRONG_BOOK_PATH } from '@shared/lib/wrong-book-path';
import type { ExamResult, ReviewQuestion } from '@shared/schemas/exam-attempt';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { formatClock } from '@client/lib/format/clock-format';
import { formatSiteTime } from '@client/components/site-time-format';
import { attemptHref } from '@client/lib/attempt-href';
import { answerText } from '@client/lib/exam/question-answer';
import styles from './result-view.module.css';

function ReviewItem({ question, number }: { question: ReviewQuestion; number: number }) {
  const state = question.correct === null ? 'pending' : question.correct ? 'right' : 'wrong';
  const label = state === 'pending' ? '待批阅' : state === 'right' ? '正确' : '错误';
  return (
    <li className={`${styles.review} ${styles[state]}`} data-testid="review-item">
      <p className={styles.reviewMeta}>
        <span>
          第 {number} 题 · {QuestionKind.label(question.kind)}
        </span>
        <span className={styles.verdict}>{label}</span>
        <span>
          {question.earned ?? '—'} / {question.score} 分
        </span>
      </p>
      <p className={styles.stem}>{question.stem}</p>
      {question.options.length > 0 ? (
        <ul className={styles.options}>
          {question.options.map((option) => (
            <li key={option.key}>
              {option.key}. {option.text}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.answers}>
        <div>
          <dt>我的答案</dt>
          <dd>{answerText(question.myAnswer)}</dd>
        </div>
        <div>
          <dt>{question.kind === QuestionKind.SHORT ? '参考答案' : '正确答案'}</dt>
          <dd>{answerText(question.rightAnswer)}</dd>
        </div>
      </dl>
      <p className={styles.explanation}>解析：{question.explanation}</p>
    </li>
  );
}

/** The result: score and pass, time used, how it ended, tab switches (official), then every question reviewed. */
export function ResultView({ result }: { result: ExamResult }) {
  const api = useApi();
  const navigate = useNavigate();
  const [onlyWrong, setOnlyWrong] = useState(false);
  const pending = result.status === AttemptStatus.AWAITING_MARKING;
  const wrong = new Set(result.wrongQuestionIds);
  const shown = result.questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => !onlyWrong || wrong.has(question.id));
  const gradableWrong = result.questions.some((question) => wrong.has(question.id) && question.kind !== QuestionKind.SHORT);

  const practiseWrong = useMutation({
    mutationFn: () =>
      api.call(startExamAttempt, { params: { id: result.examId }, body: { kind: 'mock', fromAttemptId: result.attemptId } }),
    onSuccess: (attempt) => navigate(attemptHref(attempt.examId, attempt.id, attempt.kind)),
    onError: (error) => toast.error(errorMessage(error, '错题练习创建失败，请稍后重试')),
  });
  const starting = practiseWrong.isPending;

  return (
    <div className={styles.layout} data-testid="exam-result">
      <section className={styles.summary} aria-labelledby="result-title">
        <div className={styles.scoreBlock}>
          <h1 id="result-title" className={styles.title}>
            {result.examTitle}
          </h1>
          <p className={styles.score}>
            <strong data-testid="result-score">{result.score}</strong>
            <span> / {result.totalScore} 分</span>
          </p>
          <p className={pending ? styles.badgePending : result.passed ? styles.badgePass : styles.badgeFail}>
            {pending ? `待批阅（${result.pendingCount} 题简答题）` : result.passed ? '通过' : '未通过'}
          </p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>及格线</dt>
            <dd>{result.passScore} 分</dd>
          </div>
          <div>
            <dt>答对</dt>
            <dd>{result.answersWithheld ? `${result.correctCount} 题` : `${result.correctCount} / ${result.questions.length} 题`}</dd>
          </div>
          <div>
            <dt>用时</dt>
            <dd>{formatClock(result.timeUsedSeconds)}</dd>
          </div>
          <div>
            <dt>交卷方式</dt>
            <dd>{AttemptEnding.label(result.endedBy)}</dd>
          </div>
          {result.tabSwitches !== null ? (
            <div>
              <dt>切屏次数</dt>
              <dd data-testid="tab-switches">{result.tabSwitches} 次</dd>
            </div>
          ) : null}
        </dl>
        {pending ? <p className={styles.note}>简答题由考评员批阅后计入总分，当前成绩只含客观题。</p> : null}
        {result.answersWithheld ? (
          <p className={styles.note} data-testid="answers-withheld">
            本场为正式考试，考试结束前只公布得分与是否通过；逐题答案与解析将于
            {result.answersPublishAt ? ` ${formatSiteTime(result.answersPublishAt, 'M月D日 HH:mm')} ` : ''}
            考试结束后公布，届时可在考试记录中查看并进行错题练习。
          </p>
        ) : null}
        <div className={styles.actions}>
          {gradableWrong ? (
            <button type="button" className={styles.primary} onClick={() => practiseWrong.mutate()} disabled={starting}>
              {starting ? '正在生成…' : '错题练习'}
            </button>
          ) : null}
          {gradableWrong ? (
            // The objective mistakes are in the 错题本 from the hand-in on (decision 013).
            <Link className={styles.ghost} to={WRONG_BOOK_PATH}>
              去错题本
            </Link>
          ) : null}
          <Link className={styles.ghost} to={`/exam/${result.examId}/history`}>
            考试记录
          </Link>
          <Link className={styles.ghost} to={`/exam/${result.examId}`}>
            返回考试
          </Link>
        </div>
      </section>
      {result.answersWithheld ? null : (
        <section className={styles.reviewSection} aria-labelledby="review-title">
          <div className={styles.reviewHead}>
            <h2 id="review-title">逐题解析</h2>
            <label className={styles.filter}>
              <input type="checkbox" checked={onlyWrong} onChange={(event) => setOnlyWrong(event.target.checked)} />
              只看错题（{result.wrongQuestionIds.length}）
            </label>
          </div>
          <ol className={styles.list}>
            {shown.map(({ question, number }) => (
              <ReviewItem key={question.id} question={question} number={number} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
