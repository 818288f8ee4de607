import type { AdmissionTicket } from '@shared/schemas/certification';
import { EXAM_PART_LABELS } from '@shared/lib/certification-journey';
import { formatDay, formatSpan, levelLabel } from '../certification-format';
import styles from './admission-ticket.module.css';

/**
 * 准考证 as one A4 sheet: the same markup on screen (a paper-like sheet) and on paper, where the
 * print rules of its stylesheet leave only this sheet, black on white, whatever the page around it
 * or the colour mode.
 */
export function AdmissionTicketSheet({ ticket }: { ticket: AdmissionTicket }) {
  return (
    <article className={styles.sheet} aria-labelledby="ticket-heading" data-testid="admission-ticket">
      <header className={styles.head}>
        <p className={styles.issuer}>{ticket.institutionName}</p>
        <h2 id="ticket-heading" className={styles.heading}>
          职业技能等级认定准考证
        </h2>
        <p className={styles.plan}>{ticket.planTitle}</p>
      </header>

      <div className={styles.identity}>
        <dl className={styles.facts}>
          <div className={styles.wide}>
            <dt>准考证号</dt>
            <dd className={styles.ticketNo} data-testid="ticket-no">
              {ticket.ticketNo}
            </dd>
          </div>
          <div>
            <dt>姓名</dt>
            <dd className={styles.name}>{ticket.name}</dd>
          </div>
          <div>
            <dt>身份证号</dt>
            <dd className={styles.mono}>{ticket.idNumberMasked}</dd>
          </div>
          <div>
            <dt>职业（工种）</dt>
            <dd>{ticket.professionName}</dd>
          </div>
          <div>
            <dt>职业编码</dt>
            <dd className={styles.mono}>{ticket.professionCode}</dd>
          </div>
          <div>
            <dt>申报等级</dt>
            <dd>{levelLabel(ticket.skillLevel)}</dd>
          </div>
          <div>
            <dt>评价机构</dt>
            <dd>{ticket.institutionName}</dd>
          </div>
        </dl>
        <figure className={styles.photo}>
          {ticket.photo && ticket.photo.mime !== 'application/pdf' ? (
            <img src={ticket.photo.url} alt={`${ticket.name}的证件照`} width={132} height={176} />
          ) : (
            <span className={styles.photoBlank}>请贴近期一寸免冠证件照</span>
          )}
        </figure>
      </div>

      <table className={styles.sessions}>
        <caption className={styles.caption}>考试安排</caption>
        <thead>
          <tr>
            <th scope="col">科目</th>
            <th scope="col">时间</th>
            <th scope="col">考点</th>
            <th scope="col">地址</th>
            <th scope="col">考场</th>
            <th scope="col">座位号</th>
          </tr>
        </thead>
        {/* A body per session: a page break never falls between a session and its note. */}
        {ticket.sessions.map((session) => (
          <tbody key={session.part} data-part={session.part}>
            <tr>
              <th scope="row" data-label="科目">
                {EXAM_PART_LABELS[session.part]}
              </th>
              <td data-label="时间">{formatSpan(session.start, session.end)}</td>
              <td data-label="考点">{session.venue}</td>
              <td data-label="地址">{session.address}</td>
              <td data-label="考场">{session.room ?? '—'}</td>
              <td data-label="座位号" className={styles.seat}>
                {session.seat ?? '—'}
              </td>
            </tr>
            <tr className={styles.noteRow}>
              <td colSpan={6} data-label="须知">
                <span className={styles.noteLabel}>须知</span>
                {session.note}
              </td>
            </tr>
          </tbody>
        ))}
      </table>

      <section className={styles.rules} aria-labelledby="ticket-rules">
        <h3 id="ticket-rules" className={styles.rulesTitle}>
          考场规则
        </h3>
        <ol>
          {ticket.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>

      <footer className={styles.foot}>
        <span>
          发放日期 <time dateTime={ticket.issuedAt}>{formatDay(ticket.issuedAt)}</time>
        </span>
        <span>本准考证由{ticket.institutionName}签发，与身份证原件一并使用有效</span>
      </footer>
    </article>
  );
}
