import { NOTES_PER_LESSON } from '@shared/lib/lesson-note-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

/** One note as kept: plain text, its moment, and when it was written and last changed (epoch ms). */
export interface StoredNote {
  id: number;
  accountId: number;
  courseId: number;
  lessonId: number;
  position: number;
  content: string;
  createdAt: number;
  updatedAt: number;
}

export interface LessonNoteLimits {
  /** Learners whose notes are kept; past it the one who wrote longest ago is forgotten. */
  learners: number;
  /** Notes per learner and lesson (the API refuses more: CODE_NOTES_PER_LESSON). */
  perLesson: number;
  /** Notes per learner across lessons; past it their oldest note goes. */
  perLearner: number;
}

export const DEFAULT_NOTE_LIMITS: Readonly<LessonNoteLimits> = Object.freeze({
  learners: 20_000,
  perLesson: NOTES_PER_LESSON,
  perLearner: 2_000,
});

/**
 * Each learner's notes on lessons, for the life of the process. Notes are found by id only within
 * their owner's notes, so another learner's id is simply not there (404). The route validates
 * lessons, access, text and moment before calling in.
 */
export class LessonNotes implements AccountScopedState {
  /** Account → note id → note, least recently written first; accounts least recently active first. */
  private readonly learners = new Map<number, Map<number, StoredNote>>();
  private nextId = 1;
  readonly limits: LessonNoteLimits;

  constructor(states: AccountStateRegistry, limits: Partial<LessonNoteLimits> = {}) {
    states.register(this);
    this.limits = { ...DEFAULT_NOTE_LIMITS, ...limits };
  }

  /** The learner's notes, in the order written. */
  of(accountId: number): readonly StoredNote[] {
    return [...(this.learners.get(accountId)?.values() ?? [])];
  }

  get(accountId: number, noteId: number): StoredNote | undefined {
    return this.learners.get(accountId)?.get(noteId);
  }

  countOnLesson(accountId: number, lessonId: number): number {
    let count = 0;
    for (const note of this.learners.get(accountId)?.values() ?? []) if (note.lessonId === lessonId) count += 1;
    return count;
  }

  add(accountId: number, note: Omit<StoredNote, 'id' | 'accountId' | 'updatedAt'>): StoredNote {
    const notes = this.touch(accountId);
    const stored = { ...note, id: this.nextId++, accountId, updatedAt: note.createdAt };
    notes.set(stored.id, stored);
    if (notes.size > this.limits.perLearner) notes.delete(notes.keys().next().value!);
    return stored;
  }

  update(accountId: number, noteId: number, content: string, at: number): StoredNote | undefined {
    const note = this.get(accountId, noteId);
    if (!note) return undefined;
    note.content = content;
    note.updatedAt = at;
    this.touch(accountId);
    return note;
  }

  remove(accountId: number, noteId: number): boolean {
    const notes = this.learners.get(accountId);
    if (!notes?.delete(noteId)) return false;
    if (notes.size === 0) this.learners.delete(accountId);
    return true;
  }

  dropAccount(accountId: number): void {
    this.learners.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.learners.has(accountId);
  }

  /** The learner's notes, made the most recently active; past the bound the least recently active learner goes. */
  private touch(accountId: number): Map<number, StoredNote> {
    let notes = this.learners.get(accountId);
    if (notes) this.learners.delete(accountId);
    else notes = new Map();
    this.learners.set(accountId, notes);
    if (this.learners.size > this.limits.learners) this.learners.delete(this.learners.keys().next().value!);
    return notes;
  }
}
