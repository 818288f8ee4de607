import { pendingPositions } from '@client/lib/pending-position';

/**
 * The question a learner was on when the practice page went away, kept in this browser until the
 * server confirms a save for that session. Why: a 题卡 jump followed at once by leaving sends the save
 * with `keepalive` on pagehide, while the next page (the exam page, a reload) already reads the
 * session; the read can win and show the question before (issue 26).
 */
export const PENDING_PRACTICE_POSITION_KEY = 'practice_pending_position';
export { PENDING_TTL_MS } from '@client/lib/pending-position';

/** A question's index: a non-negative integer. */
const isQuestionIndex = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const positions = pendingPositions(PENDING_PRACTICE_POSITION_KEY, 'sessionId', isQuestionIndex);

export const parsePending = positions.parse;
export const pendingPositionFor = positions.positionFor;
export const keepPracticePosition = positions.keep;
export const readPracticePosition = positions.read;
/** The server saved a position of this session: its copy is current, the kept one is dropped. */
export const confirmPracticePosition = positions.confirm;
