import { AuditStatus } from '@shared/enums/order';
import { InstitutionCategory, InstitutionType } from '@shared/enums/platform';
import type { JoinApplication } from '@shared/schemas/join';
import { formatSiteTime } from '@client/components/site-time-format';
import { JOIN_STEPS } from '../join-steps';
import styles from '../join.module.css';

const time = (timestamp: string) => formatSiteTime(timestamp, 'YYYY-MM-DD HH:mm');

/** Where the application is in 提交意向 → 平台审核 → 签署协议 → 开通机构后台. */
function Progress({ status }: { status: number }) {
  const current = status === AuditStatus.APPROVED ? 2 : 1;
  return (
    <ol className={styles.progress} aria-label="入驻进度">
      {JOIN_STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? (status === AuditStatus.REJECTED ? 'failed' : 'current') : 'todo';
        return (
          <li key={step.title} className={styles[`progress-${state}`]} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.progressDot} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span>{step.title}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** What was sent, as the platform sees it. */
function Submitted({ application }: { application: JoinApplication }) {
  const { fields } = application;
  const rows: [string, string][] = [
    ['申请编号', application.applicationNo],
    ['入驻类型', InstitutionType.label(fields.type, '')],
    [fields.type === InstitutionType.ORGANIZATION ? '机构名称' : '讲师姓名', fields.name],
    ['机构分类', InstitutionCategory.label(fields.category, '')],
    ['统一社会信用代码', fields.creditCode || '未填写'],
    ['联系人', `${fields.contactName} · ${fields.contactPhone}`],
    ['联系邮箱', fields.email],
    ['所在地区', fields.region],
    ['提交时间', time(application.submittedAt)],
  ];
  return (
    <details className={styles.submitted}>
      <summary>查看提交的资料</summary>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.submittedIntro}>
          <dt>简介</dt>
          <dd>{fields.intro}</dd>
        </div>
      </dl>
    </details>
  );
}

interface JoinStatusProps {
  application: JoinApplication;
  /** 未通过: start the form again from this application's data. */
  onResubmit: () => void;
}

/** 审核中 (read again every 5 s), 已通过 with what comes next, or 未通过 with the reason and 重新提交. */
export function JoinStatus({ application, onResubmit }: JoinStatusProps) {
  const { status } = application;
  return (
    <section className={styles.status} aria-labelledby="join-status-title" data-testid="join-status" data-status={status}>
      <Progress status={status} />
      {status === AuditStatus.PENDING ? (
        <div className={`${styles.statusCard} ${styles.statusWait}`} role="status">
          <h2 id="join-status-title">审核中</h2>
          <p>
            你的入驻意向已于 {time(application.submittedAt)} 提交，平台将在 3
            个工作日内完成审核。审核结果会通过站内消息通知你，本页面也会自动更新。
          </p>
        </div>
      ) : status === AuditStatus.APPROVED ? (
        <div className={`${styles.statusCard} ${styles.statusPass}`} role="status">
          <h2 id="join-status-title">已通过</h2>
          <p>
            恭喜，「{application.fields.name}」的入驻申请已通过审核{application.reviewedAt ? `（${time(application.reviewedAt)}）` : ''}
            。接下来：
          </p>
          <ol className={styles.nextSteps}>
            <li>入驻专员将在 1 个工作日内致电 {application.fields.contactPhone}，与你确认合作方案与套餐版本。</li>
            <li>签署正式合作协议（可在线签署），确认结算账户。</li>
            <li>开通机构后台，完善机构主页，上传第一门课程。</li>
          </ol>
          <p className={styles.statusNote}>
            如需加快进度，可发送邮件至 <a href="mailto:join@skillsite.example.com">join@skillsite.example.com</a> 或查看
            <a href="/contactus">联系我们</a>。
          </p>
        </div>
      ) : (
        <div className={`${styles.statusCard} ${styles.statusBad}`} role="status">
          <h2 id="join-status-title">未通过</h2>
          <p className={styles.reason}>
            <strong>未通过原因：</strong>
            {application.rejectReason ?? '资料不完整'}
          </p>
          <p>请根据原因修改资料后重新提交，提交的内容会自动填入表单。</p>
          <button type="button" className="btn btn-primary" onClick={onResubmit}>
            修改并重新提交
          </button>
        </div>
      )}
      <Submitted application={application} />
    </section>
  );
}
