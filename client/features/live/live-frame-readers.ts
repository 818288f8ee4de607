import { LiveMessageKind } from '@shared/enums/live';
import { liveServerFrameSchema, type LiveServerFrame } from '@shared/schemas/live-frames';

/** Reads one socket frame (already JSON-parsed): the frame, or null to skip it. */
export type FrameReader = (value: unknown) => LiveServerFrame | null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Production: the room's server is ours and speaks the contract, as the HTTP API does (the browser
 * validates no API answer either) — so only the shape the client branches on is checked: a known
 * kind, and a positive `seq` on room events. No zod in the page's JavaScript.
 */
export const trustedFrame: FrameReader = (value) => {
  if (!isRecord(value) || !LiveMessageKind.values.includes(value.kind as never)) return null;
  const roomEvent =
    value.kind !== LiveMessageKind.HEARTBEAT &&
    value.kind !== LiveMessageKind.WRONG_MESSAGE_TYPE &&
    value.kind !== LiveMessageKind.ONLINE_COUNT;
  if (roomEvent && !(Number.isSafeInteger(value.seq) && (value.seq as number) > 0)) return null;
  return value as LiveServerFrame;
};

/** Development and tests: every frame against the contract's schema, so a drift shows at once. */
export const checkedFrame: FrameReader = (value) => {
  const parsed = liveServerFrameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
