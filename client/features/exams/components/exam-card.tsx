import type { ExamListItem } from '@shared/schemas/exam';
import { formatCount, skillLevelName } from '@client/lib/format/catalogue-format';
import { HtmlBlock } from '@client/components/html-block';
import { html } from '@client/components/html';
import { examPaths } from '@client/components/icons/exam-icon';
import { iconHtml } from '@client/components/icons/svg-icon';
import { usersPaths } from '@client/components/icons/users-icon';
import { durationLabel, examModeLabel, examModeTagClass, examWindowLabel, examWindowOf, points } from '../exam-format';
import styles from './exam-card.module.css';

/**
 * One exam: mode (and an official exam's window at the server's `now`), title (the card's link),
 * profession and level, 题量 · 时长 · 总分 · 及格分, and how many attempts learners made.
 */
export function examCardHtml(exam: ExamListItem, now: number) {
  const window = examWindowOf(exam, now);
  const windowTag = window ? examWindowLabel(window, exam.openAt) : null;
  return html`<article class="${styles.card}" data-testid="exam-card" data-mode="${exam.mode}"><div class="${styles.top}"><span class="${styles.icon} ${styles[`mode${exam.mode}`] ?? ''}" aria-hidden="true">${iconHtml(examPaths, 20)}</span><span class="${examModeTagClass(exam.mode)}">${examModeLabel(exam.mode)}</span>${
    windowTag ? html`<span class="${windowTag.tagClass}" data-window="${window}">${windowTag.text}</span>` : ''
  }</div><h3 class="${styles.title}"><a href="/exam/${exam.id}" class="${styles.link}">${exam.title}</a></h3><p class="${styles.sub}">${exam.professionName} · ${skillLevelName(exam.skillLevel)}</p><dl class="${styles.facts}"><div><dt>题量</dt><dd>${exam.questionCount} 题</dd></div><div><dt>时长</dt><dd>${durationLabel(exam.durationMinutes)}</dd></div><div><dt>总分</dt><dd>${points(exam.totalScore)} 分</dd></div><div><dt>及格分</dt><dd>${points(exam.passScore)} 分</dd></div></dl><div class="${styles.footer}"><span class="${styles.count}">${iconHtml(usersPaths, 14)}${formatCount(exam.attemptCount)} 人次参考</span><span class="${styles.more}" aria-hidden="true">查看详情</span></div></article>`;
}

/** The exam cards, 3 / 2 / 1 columns: one pre-rendered chunk (see <HtmlBlock>). */
export function ExamGrid({ exams, now }: { exams: readonly ExamListItem[]; now: number }) {
  return <HtmlBlock markup={html`${exams.map((exam) => examCardHtml(exam, now))}`} className={styles.grid} />;
}
