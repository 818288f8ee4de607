import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import {
  getAdmissionTicket as ticketEndpoint,
  getJourney as journeyEndpoint,
  listJourneys,
  listMyCertificates,
} from '@shared/api/certification';
import type { Journey } from '@shared/schemas/certification';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/**
 * The learner's certification journey (issue 25 §3): my journeys and certificates (我的考证), one
 * application's journey (考证进度) and its admission ticket (准考证). All the learner's own and moved
 * by the clock and the evaluation body (review, tickets, scores, certificates), so every page reads
 * them fresh (loadFresh; no staleTime).
 */

export const getJourneys = (api: ApiClient) => api.call(listJourneys);

export const getJourneysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['certification', 'journeys'] as const, queryFn: () => getJourneys(api) });

export const useJourneys = () => useCachedQueryData(getJourneysQueryOptions(useApi()));

export const getMyCertificates = (api: ApiClient) => api.call(listMyCertificates);

export const getMyCertificatesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['certification', 'certificates'] as const, queryFn: () => getMyCertificates(api) });

export const useMyCertificates = () => useCachedQueryData(getMyCertificatesQueryOptions(useApi()));

export const getJourney = (api: ApiClient, planId: number) => api.call(journeyEndpoint, { params: { id: planId } });

/** Five seconds fresh: hydration and a quick return to the tab do not read it again. */
export const getJourneyQueryOptions = (api: ApiClient, planId: number) =>
  queryOptions({ queryKey: ['certification', 'journey', planId] as const, queryFn: () => getJourney(api, planId), staleTime: 5_000 });

/** Longest wait between two reads of an open journey page: a step that moves on by the clock shows within this. */
const MAX_REFRESH_MS = 30 * 60_000;

/**
 * When the journey can next change by itself: the first date of it still ahead (the ticket's issue,
 * a deadline, the window's close, the scores, the certificate), a little after it; never sooner
 * than 5 s, never later than half an hour. The reviewer or the examiner may act before that: the
 * page is read again whenever the learner comes back to the tab, too.
 */
export function nextChangeIn(journey: Journey, now: number): number {
  const moments = [
    journey.ticket.issueAt,
    ...journey.steps.flatMap((step) => [step.at, step.deadline]),
    ...journey.calendar.flatMap((event) => [event.start, event.end]),
  ]
    .filter((value): value is string => value !== null)
    .map((value) => Date.parse(value) - now)
    .filter((left) => left > 0);
  const next = moments.length ? Math.min(...moments) + 2_000 : MAX_REFRESH_MS;
  return Math.min(MAX_REFRESH_MS, Math.max(5_000, next));
}

/** The journey the loader cached, read again when the tab regains focus and when its next dated step comes due. */
export function useJourney(planId: number): Journey | undefined {
  return useQuery({
    ...getJourneyQueryOptions(useApi(), planId),
    // Back on the tab the journey is read again even when fresh: the learner may have paid or been reviewed meanwhile.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data ? nextChangeIn(query.state.data, Date.now()) : false),
  }).data;
}

export const getAdmissionTicket = (api: ApiClient, planId: number) => api.call(ticketEndpoint, { params: { id: planId } });

export const getAdmissionTicketQueryOptions = (api: ApiClient, planId: number) =>
  queryOptions({ queryKey: ['certification', 'ticket', planId] as const, queryFn: () => getAdmissionTicket(api, planId) });

export const useAdmissionTicket = (planId: number) => useCachedQueryData(getAdmissionTicketQueryOptions(useApi(), planId));
