import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { dayText, weekdayOf } from '@shared/lib/china-date';
import { minutesText } from '@shared/lib/study-plan-rules';
import type { StudyPlan } from '@shared/schemas/study-plan';
import { appContext } from '@client/lib/app-context';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { getStudyPlanQueryOptions, useStudyPlan } from '@client/features/study-plan/get-study-plan';
import { fitLines, taskText } from '@client/features/study-plan/plan-format';
import { planIcs } from '@client/features/study-plan/plan-ics';
import { TodayTasks } from '@client/features/study-plan/components/today-tasks';
import { PlanForm } from '@client/features/study-plan/components/plan-form';
import { PlanChart } from '@client/features/study-plan/components/plan-chart';
import styles from '@client/features/study-plan/study-plan-page.module.css';

/** /study/plan is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getStudyPlanQueryOptions(api));
  return null;
}

// A plan just made is a natural moment to offer WeChat reminders (issue 36 §4): loaded only then.
const loadPrompt = () => import('@client/features/reminders/components/wechat-subscribe-prompt');

/** Days shown open; the rest are folded under 之后的 N 天. */
const OPEN_DAYS = 14;
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

function downloadIcs(plan: StudyPlan) {
  const stamp = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const url = URL.createObjectURL(new Blob([planIcs(plan, stamp)], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `备考计划-${plan.today}.ics` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DayList({ plan, days }: { plan: StudyPlan; days: StudyPlan['days'] }) {
  return (
    <ol className={styles.days}>
      {days.map((day) => (
        <li key={day.date} className={styles.day} data-date={day.date}>
          <p className={styles.dayHead}>
            <span className={styles.date}>
              {day.date === plan.today ? '今天' : dayText(day.date, plan.today)} 周{WEEKDAYS[weekdayOf(day.date)]}
            </span>
            <span className={styles.dayMinutes}>
              {day.capacity === 0 ? '休息' : `${minutesText(day.minutes)} / 可学 ${minutesText(day.capacity)}`}
            </span>
          </p>
          {day.tasks.length ? (
            <ul className={styles.tasks}>
              {day.tasks.map((task) => (
                <li key={task.key}>{taskText(task).title}</li>
              ))}
            </ul>
          ) : day.capacity > 0 ? (
            <p className={styles.free}>没有排任务：可补做落下的任务，或复习错题</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function Component() {
  const plan = useStudyPlan();
  const [editing, setEditing] = useState(false);
  const [made, setMade] = useState(false);
  const prompt = useLoadedModule(loadPrompt, made);
  if (!plan) return null;
  const showForm = editing || !plan.ready;
  const lines = fitLines(plan);
  const later = plan.days.slice(OPEN_DAYS);
  const { remaining } = plan;
  return (
    <div className={styles.page}>
      <PageHeading>
        {plan.ready && !editing ? (
          <button type="button" className="btn btn-soft btn-sm" onClick={() => setEditing(true)}>
            修改计划
          </button>
        ) : null}
      </PageHeading>
      {showForm ? (
        <>
          <p className={styles.lead}>
            从考试日往回排：每天先复习到期的错题，考前三周做三套模拟考试，其余时间按课程顺序学课，按鉴定要素练题（薄弱、比重高的在前），每天不超过你能学的时间。
          </p>
          <PlanForm
            plan={plan}
            onDone={(saved) => {
              setEditing(false);
              if (saved) setMade(true);
            }}
          />
        </>
      ) : (
        <>
          <TodayTasks plan={plan} onPlanPage />
          {made && prompt ? (
            <prompt.WechatSubscribePrompt events={['todayPlan', 'reviewDue', 'examTomorrow']} from="/study/plan" lead="计划已排好。" />
          ) : null}
          {plan.blocked ? null : (
            <>
              {lines.length ? (
                <div className={styles.fit} role="note" data-testid="plan-fit">
                  {lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              ) : null}
              <section className={styles.section} aria-labelledby="plan-left-heading">
                <h2 id="plan-left-heading">今天之后还要学</h2>
                <dl className={styles.left}>
                  <div>
                    <dt>课时</dt>
                    <dd>
                      {remaining.lessons} 节{remaining.lessons ? `，约 ${minutesText(remaining.lessonMinutes)}` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt>练习题</dt>
                    <dd>{remaining.questions} 道</dd>
                  </div>
                  <div>
                    <dt>模拟考试</dt>
                    <dd>{remaining.mockPapers} 套</dd>
                  </div>
                  <div>
                    <dt>今天到期的错题</dt>
                    <dd>{remaining.reviewsDue} 道</dd>
                  </div>
                </dl>
                {remaining.lessons === 0 && plan.target ? (
                  <p className={styles.free}>
                    没有这个职业等级的在学课时，计划只排练习、模拟和复习。<a href="/course">去选课</a>
                  </p>
                ) : null}
              </section>
              <section className={styles.section} aria-labelledby="plan-chart-heading">
                <h2 id="plan-chart-heading">计划与进度</h2>
                <PlanChart plan={plan} />
              </section>
              <section className={styles.section} aria-labelledby="plan-days-heading">
                <div className={styles.sectionHead}>
                  <h2 id="plan-days-heading">每天的安排</h2>
                  <button type="button" className="btn btn-soft btn-sm" onClick={() => downloadIcs(plan)}>
                    导出到日历（.ics）
                  </button>
                </div>
                <DayList plan={plan} days={plan.days.slice(0, OPEN_DAYS)} />
                {later.length ? (
                  <details className={styles.later}>
                    <summary>之后的 {later.length} 天</summary>
                    <DayList plan={plan} days={later} />
                  </details>
                ) : null}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
