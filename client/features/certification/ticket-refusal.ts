import { isApiError } from '@shared/api/api-client';
import { CODE_TICKET_NOT_ADMITTED, CODE_TICKET_NOT_ISSUED } from '@shared/api/certification';

/** Why the ticket cannot be shown yet or at all, in the API's words (it says when, or why). */
export interface TicketRefusal {
  kind: 'not-issued' | 'not-admitted';
  message: string;
}

/**
 * The two refusals the ticket page shows as its own state rather than the error page, and the HTTP
 * status each answers with on the server. Not pageStatusOf's mapping (that one is for failures, and
 * sends the rest to 500): a ticket not issued yet does not exist yet (404, it will later); one of an
 * application that is not admitted is refused (403). Anything else stays a failure (404 unknown, 401).
 */
export function ticketRefusalOf(error: unknown): { refusal: TicketRefusal; status: 403 | 404 } | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === CODE_TICKET_NOT_ISSUED) return { refusal: { kind: 'not-issued', message: error.message }, status: 404 };
  if (error.code === CODE_TICKET_NOT_ADMITTED) return { refusal: { kind: 'not-admitted', message: error.message }, status: 403 };
  return undefined;
}
