import { pendingPositions } from '@client/lib/pending-position';

/**
 * Where the learner was when the page went away, kept in this browser until the server confirms a
 * report for the lesson. Why: a reload sends the last position by beacon while the new page already
 * reads the play info; the read can win the race and resume at 0:00 (issue 26).
 */
export const PENDING_POSITION_KEY = 'player_pending_position';
export { PENDING_TTL_MS } from '@client/lib/pending-position';

/** A second of the lesson: any finite non-negative number. */
const isSecond = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const positions = pendingPositions(PENDING_POSITION_KEY, 'lessonId', isSecond);

export const parsePending = positions.parse;
export const pendingPositionFor = positions.positionFor;
export const keepPendingPosition = positions.keep;
export const readPendingPosition = positions.read;
/** The server answered a report for this lesson: its copy is current, the kept one is dropped. */
export const confirmPosition = positions.confirm;
