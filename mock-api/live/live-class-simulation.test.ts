import { describe, expect, it } from 'vitest';
import { LiveMessageKind, LiveStatus } from '@shared/enums/live';
import type { LiveServerFrame } from '@shared/schemas/live-frames';
import { LiveRoom, type RoomConnection } from './live-room';
import { seededRandom } from '../core/seeded-random';
import { LiveClassSimulation, type Every } from './live-class-simulation';

/** A clock the test advances by hand: tasks run when their period has passed. */
function fakeEvery() {
  const tasks = new Set<{ ms: number; due: number; task: () => void }>();
  let now = 0;
  const every: Every = (ms, task) => {
    const entry = { ms, due: now + ms, task };
    tasks.add(entry);
    return () => tasks.delete(entry);
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (let step = now + 1000; step <= end; step += 1000) {
      now = step;
      for (const entry of [...tasks])
        if (entry.due <= now) {
          entry.due += entry.ms;
          entry.task();
        }
    }
  };
  return { every, advance, pending: () => tasks.size };
}

const watcher = () => {
  const frames: LiveServerFrame[] = [];
  const connection: RoomConnection = { user: null, send: (frame) => frames.push(frame), close: () => undefined };
  return { connection, frames };
};

describe('LiveClassSimulation', () => {
  it('runs only while someone watches a live room: teacher and learners chat, the audience moves around the catalogue figure', () => {
    const clock = fakeEvery();
    const room = new LiveRoom(3, { status: LiveStatus.LIVE, every: clock.every });
    new LiveClassSimulation(room, { every: clock.every, baseAudience: 1000, teacher: '李老师' });
    expect(clock.pending()).toBe(0);
    const viewer = watcher();
    room.join(viewer.connection);
    expect(room.onlineCount).toBe(1001);
    // Walking in: the class has been going on — the teacher's opening and six learner lines.
    const backlog = viewer.frames.filter((frame) => frame.kind === LiveMessageKind.MESSAGE);
    expect(backlog.map((frame) => frame.kind === 7 && frame.speaker.role)).toEqual(['teacher', ...Array(6).fill('learner')]);
    viewer.frames.length = 0;
    clock.advance(120_000);
    const messages = viewer.frames.filter((frame) => frame.kind === LiveMessageKind.MESSAGE);
    const teacherLines = messages.filter((frame) => frame.kind === 7 && frame.speaker.role === 'teacher');
    expect(teacherLines.length).toBe(4);
    expect(teacherLines.every((frame) => frame.kind === 7 && frame.speaker.nickname === '李老师')).toBe(true);
    expect(messages.length - teacherLines.length).toBeGreaterThan(10);
    const counts = viewer.frames.flatMap((frame) => (frame.kind === LiveMessageKind.ONLINE_COUNT ? [frame.count] : []));
    expect(new Set(counts).size).toBeGreaterThan(3);
    expect(counts.every((count) => count === 1 || (count >= 950 && count <= 1051))).toBe(true);
    room.leave(viewer.connection);
    expect(clock.pending()).toBe(0);
    // The audience is gone with the last viewer; the viewer themself still counts for a few seconds (they may be reconnecting).
    expect(room.onlineCount).toBe(1);
  });

  it('is quiet before the start and after the end, and the same room id chats the same way every run', () => {
    const clock = fakeEvery();
    const room = new LiveRoom(4, { status: LiveStatus.NOT_STARTED });
    new LiveClassSimulation(room, { every: clock.every, baseAudience: 10, teacher: '王老师' });
    const viewer = watcher();
    room.join(viewer.connection);
    clock.advance(60_000);
    expect(viewer.frames.some((frame) => frame.kind === LiveMessageKind.MESSAGE)).toBe(false);
    const a = seededRandom(4);
    const b = seededRandom(4);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });
});
