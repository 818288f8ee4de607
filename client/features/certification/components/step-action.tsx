import type { JourneyStep } from '@shared/schemas/certification';

/** A file the site serves (the ticket's PDF, the calendar): downloaded, not navigated to. */
const isDownload = (href: string) => /\.(pdf|ics)(\?|$)/.test(href);

/** A step's action as the API gives it: a plain link (the shell routes it), a download for a file. */
export function StepAction({ action, className }: { action: NonNullable<JourneyStep['action']>; className: string }) {
  return (
    <a href={action.href} className={className} download={isDownload(action.href) || undefined}>
      {action.label}
    </a>
  );
}
