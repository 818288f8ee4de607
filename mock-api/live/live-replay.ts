import type { LiveReplayMessage } from '@shared/schemas/live';
import type { LiveSpeaker } from '@shared/schemas/live-frames';
import { SAMPLE_LESSONS } from '../media/sample-media';
import { seededRandom } from '../core/seeded-random';
import { LEARNER_LINES, SURNAMES, TEACHER_LINES } from './live-class-simulation';

/** The recording stand-in of a class: one of the committed sample lessons, by live id. */
export const recordingOf = (liveId: number) => SAMPLE_LESSONS[(liveId - 1) % SAMPLE_LESSONS.length]!;

/** About this many chat lines per second of recording (the stand-ins are seconds long, a real class an hour). */
const LINES_PER_SECOND = 1.5;

/**
 * The chat of an ended class, as the replay shows it: the teacher opens, learners chat over the
 * recording, offsets increasing; seeded by the live id, so it is the same on every run.
 */
export function replayChatOf(liveId: number, teacherName: string, durationSeconds: number): LiveReplayMessage[] {
  const random = seededRandom(liveId * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const teacher: LiveSpeaker = { id: 900_000 + liveId, nickname: teacherName, avatar: null, role: 'teacher' };
  const learners: LiveSpeaker[] = Array.from({ length: 12 }, (_, index) => ({
    id: 800_000 + liveId * 100 + index,
    nickname: `${pick(SURNAMES)}${pick(['同学', '师傅', '学员'])}${index + 1}`,
    avatar: null,
    role: 'learner',
  }));
  const count = Math.max(6, Math.round(durationSeconds * LINES_PER_SECOND));
  return Array.from({ length: count }, (_, index) => {
    // Spread over the recording, a little jitter, never backwards.
    const offsetSeconds = Math.round(((index + random() * 0.8) / count) * durationSeconds * 10) / 10;
    const speaker = index === 0 || random() < 0.15 ? teacher : pick(learners);
    return { id: index + 1, offsetSeconds, speaker, text: speaker.role === 'teacher' ? pick(TEACHER_LINES) : pick(LEARNER_LINES) };
  });
}
