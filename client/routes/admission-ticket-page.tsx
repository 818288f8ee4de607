import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { journeyCalendarPath, ticketPdfPath } from '@shared/lib/certification-journey';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { PageHeading } from '@client/components/page-heading';
import { ClockIcon } from '@client/components/icons/clock-icon';
import { WarningIcon } from '@client/components/icons/warning-icon';
import { getAdmissionTicketQueryOptions, useAdmissionTicket } from '@client/features/certification/get-certification';
import { journeyHref } from '@client/features/certification/certification-format';
import { ticketRefusalOf, type TicketRefusal } from '@client/features/certification/ticket-refusal';
import { AdmissionTicketSheet } from '@client/features/certification/components/admission-ticket';
import styles from '@client/features/certification/admission-ticket-page.module.css';

/**
 * 准考证 of my application to one plan. Not issued yet (1312) or not admitted (1313): the page's own
 * state with the API's words and the status of ticketRefusalOf; no application to that plan: the 404 page.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const outcome = await loadFresh(queryClient, getAdmissionTicketQueryOptions(api, id), ticketRefusalOf);
  if ('refusal' in outcome) return data<{ refusal: TicketRefusal | null }>({ refusal: outcome.refusal }, { status: outcome.status });
  return { refusal: null };
}

function Refusal({ refusal, planId }: { refusal: TicketRefusal; planId: number }) {
  const notYet = refusal.kind === 'not-issued';
  return (
    <div className={styles.refusal} role="status" data-testid="ticket-refusal" data-kind={refusal.kind}>
      <span className={notYet ? styles.refusalIcon : `${styles.refusalIcon} ${styles.refusalIconWarn}`} aria-hidden="true">
        {notYet ? <ClockIcon size={28} /> : <WarningIcon size={28} />}
      </span>
      <p className={styles.refusalTitle}>{notYet ? '准考证尚未发放' : '无法查看准考证'}</p>
      <p className={styles.refusalText}>{refusal.message}</p>
      <div className={styles.refusalActions}>
        <a href={journeyHref(planId)} className="btn btn-primary">
          查看考证进度
        </a>
        {notYet ? (
          <a href={journeyCalendarPath(planId)} download className="btn btn-ghost">
            加入日历，发放时提醒我
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const { refusal } = useLoaderData<typeof loader>();
  const ticket = useAdmissionTicket(id);
  if (refusal) {
    return (
      <div className={styles.page}>
        <PageHeading />
        <Refusal refusal={refusal} planId={id} />
      </div>
    );
  }
  if (!ticket) return null;
  return (
    <div className={styles.page}>
      <PageHeading>
        <div className={styles.toolbar}>
          <a href={journeyHref(id)} className="btn btn-ghost">
            返回考证进度
          </a>
          <a href={ticketPdfPath(id)} download className="btn btn-ghost">
            下载 PDF
          </a>
          <button type="button" className="btn btn-primary" onClick={() => window.print()}>
            打印准考证
          </button>
        </div>
      </PageHeading>
      <p className={styles.hint}>请用 A4 纸打印（纵向、原始大小），考试时与身份证原件一并出示。</p>
      <AdmissionTicketSheet ticket={ticket} />
    </div>
  );
}
