import type { NextStep, ProfessionDetail, ProfessionLevelPath } from '@shared/schemas/profession';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { requiresLogin } from '@client/lib/protected-action';
import { levelGrade } from '../profession-format';
import { levelHref } from '../profession-level';
import { PathCourses, PathExams, PathPlans } from './path-items';
import styles from './learning-path.module.css';
import { eligibilityHref } from '@client/lib/eligibility-href';

/** The suggestion's words and where its button goes. */
function nextStepCopy(step: NextStep, professionId: number): { text: string; action?: [label: string, href: string] } {
  const quoted = step.title ? `《${step.title}》` : '';
  switch (step.kind) {
    case 'start-course':
      return { text: `从${quoted}开始学习`, action: ['开始学习', `/course/${step.targetId}`] };
    case 'continue-course':
      return { text: `继续学习${quoted}`, action: ['继续学习', `/course/${step.targetId}`] };
    case 'apply-plan':
      return { text: `报名${quoted}，参加等级认定`, action: ['去报名', `/enrollment/${step.targetId}`] };
    case 'await-audit':
      return { text: `${quoted}报名审核中，留意审核结果`, action: ['查看进度', `/enrollment/${step.targetId}`] };
    case 'take-exam':
      return { text: `参加${quoted}，检验学习成果`, action: ['去考试', `/exam/${step.targetId}`] };
    case 'next-level':
      return {
        text: `本等级已完成，进阶到${skillLevelName(step.targetId ?? 1)}`,
        action: ['进入下一等级', levelHref(professionId, step.targetId ?? 1)],
      };
    default:
      return { text: '恭喜，你已走完本职业的全部学习路径' };
  }
}

function LevelProgressSummary({ path }: { path: ProfessionLevelPath }) {
  const progress = path.progress;
  if (!progress) {
    return (
      <div className={styles.signIn}>
        <p>登录后记录你在每个等级的学习进度，并获得下一步学习建议。</p>
        <button type="button" className="btn btn-soft btn-sm" {...requiresLogin}>
          登录查看我的进度
        </button>
      </div>
    );
  }
  const percent = progress.totalLessons > 0 ? Math.round((progress.completedLessons / progress.totalLessons) * 100) : 0;
  return (
    <div className={styles.progress} data-testid="level-progress">
      <p>
        已加入 <strong>{progress.enrolledCourses}</strong>/{path.courses.length} 门课程 · 完成 <strong>{progress.completedLessons}</strong>/
        {progress.totalLessons} 课时
      </p>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.percent}>{percent}%</span>
    </div>
  );
}

function LevelPanel({ profession, path }: { profession: ProfessionDetail; path: ProfessionLevelPath }) {
  const next = path.nextStep ? nextStepCopy(path.nextStep, profession.id) : null;
  const empty = path.courses.length === 0 && path.exams.length === 0 && path.plans.length === 0;
  return (
    <div className={styles.panel} id="level-panel" data-testid="level-panel" data-level={path.level}>
      <div className={styles.panelHead}>
        <h3 className={styles.levelTitle}>
          {skillLevelName(path.level)}
          <small>（{levelGrade(path.level)}）学习路径</small>
        </h3>
        <LevelProgressSummary path={path} />
      </div>
      {next ? (
        <div className={styles.next} data-testid="next-step">
          <span className={styles.nextLabel}>下一步</span>
          <p>{next.text}</p>
          {next.action ? (
            <a
              href={next.action[1]}
              className="btn btn-primary btn-sm"
              data-keep-scroll={path.nextStep?.kind === 'next-level' ? '' : undefined}
            >
              {next.action[0]}
            </a>
          ) : null}
        </div>
      ) : null}
      {empty ? (
        <p className={styles.empty}>该等级的课程与考试正在筹备中，可先学习其他等级，或关注后续报名计划。</p>
      ) : (
        <div className={styles.stages}>
          <section className={styles.stage} aria-labelledby="stage-courses">
            <h4 id="stage-courses" className={styles.stageTitle}>
              <span className={styles.stageNumber}>1</span>学习课程<span className={styles.stageCount}>{path.courses.length}</span>
            </h4>
            {path.courses.length > 0 ? (
              <PathCourses courses={path.courses} />
            ) : (
              <p className={styles.none}>本等级暂无课程，可先学习相邻等级的课程。</p>
            )}
          </section>
          <section className={styles.stage} aria-labelledby="stage-exams">
            <h4 id="stage-exams" className={styles.stageTitle}>
              <span className={styles.stageNumber}>2</span>练习与考试<span className={styles.stageCount}>{path.exams.length}</span>
            </h4>
            {path.exams.length > 0 ? <PathExams exams={path.exams} /> : <p className={styles.none}>本等级暂无在线练习。</p>}
          </section>
          <section className={styles.stage} aria-labelledby="stage-plans">
            <h4 id="stage-plans" className={styles.stageTitle}>
              <span className={styles.stageNumber}>3</span>报名认定<span className={styles.stageCount}>{path.plans.length}</span>
            </h4>
            <p className={styles.selfCheck}>
              能否报考本等级？<a href={eligibilityHref({ professionId: profession.id, level: path.level })}>报考资格自测</a>
            </p>
            {path.plans.length > 0 ? (
              <PathPlans plans={path.plans} />
            ) : (
              <p className={styles.none}>
                本等级暂无报名计划，<a href={`/enrollment?profession=${profession.id}`}>看看其他等级的报名</a>。
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * The learning path: one step per skill level (plain links to `?level=`, so a level is server-
 * rendered and shareable), and the chosen level's courses in order, exams and enrolment plans,
 * with my progress and the next step when signed in.
 */
export function LearningPath({ profession, level }: { profession: ProfessionDetail; level: number }) {
  const current = profession.path.find((entry) => entry.level === level) ?? profession.path[0];
  return (
    <section className={styles.path} aria-labelledby="path-title" id="path">
      <div className={styles.head}>
        <h2 id="path-title" className={styles.title}>
          学习路径
        </h2>
        <p className={styles.hint}>按等级循序渐进：学习课程 → 练习与模拟考试 → 报名等级认定</p>
      </div>
      <nav aria-label="技能等级" className={styles.stepper}>
        <ol>
          {profession.path.map((entry, index) => {
            const active = entry.level === current?.level;
            const mine = profession.myLevel === entry.level;
            const started = (entry.progress?.enrolledCourses ?? 0) > 0;
            return (
              <li key={entry.level} className={active ? styles.activeStep : undefined}>
                <a
                  href={levelHref(profession.id, entry.level)}
                  aria-current={active ? 'step' : undefined}
                  data-keep-scroll
                  data-testid="level-step"
                >
                  <span className={started ? `${styles.dot} ${styles.dotStarted}` : styles.dot}>{index + 1}</span>
                  <span className={styles.stepName}>{skillLevelName(entry.level)}</span>
                  <span className={styles.stepMeta}>
                    {levelGrade(entry.level)} · {entry.courses.length} 门课{mine ? ' · 当前' : ''}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {current ? <LevelPanel profession={profession} path={current} /> : null}
    </section>
  );
}
