import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

/**
 * Which courses each learner has enrolled in and what they keep as favourites, per account id, for
 * the life of the process; concurrent learners never see each other's state. Other slices call
 * only `isEnrolled` (the player), `enrolledCourseIds` (profession paths) and `enrol` (an order paid).
 * Callers validate ids against the catalogue, so a learner's entries are bounded by its size.
 */
export interface EnrolmentLimits {
  /** Learners whose state is kept; past it the one untouched longest is forgotten. */
  learners: number;
  /** Favourites of one kind per learner; past it the oldest goes. */
  favoritesPerKind: number;
}

export const DEFAULT_ENROLMENT_LIMITS: Readonly<EnrolmentLimits> = Object.freeze({ learners: 20_000, favoritesPerKind: 2_000 });

interface LearnerState {
  /** Course id → enrolled at (epoch ms), in enrolment order. */
  enrolments: Map<number, number>;
  /** Kind → target id → favourited at (epoch ms), in the order added. */
  favorites: Map<string, Map<number, number>>;
}

export class CourseEnrolments implements AccountScopedState {
  private readonly learners = new Map<number, LearnerState>();
  /** `kind:id` → favourites added minus removed, so a target's count follows the learners. */
  private readonly favoriteDeltas = new Map<string, number>();
  private readonly limits: EnrolmentLimits;

  constructor(states: AccountStateRegistry, limits: Partial<EnrolmentLimits> = {}) {
    states.register(this);
    this.limits = { ...DEFAULT_ENROLMENT_LIMITS, ...limits };
  }

  isEnrolled(accountId: number, courseId: number): boolean {
    return this.learners.get(accountId)?.enrolments.has(courseId) ?? false;
  }

  /** The learner's enrolled course ids, most recent enrolment first. */
  enrolledCourseIds(accountId: number): number[] {
    const enrolments = this.learners.get(accountId)?.enrolments;
    return enrolments ? [...enrolments.keys()].reverse() : [];
  }

  /** When the learner enrolled in the course (epoch ms), or undefined. */
  enrolledAt(accountId: number, courseId: number): number | undefined {
    return this.learners.get(accountId)?.enrolments.get(courseId);
  }

  /** Enrols the learner (a free course's one click, or a paid order); enrolling again keeps the first date. */
  enrol(accountId: number, courseId: number, at: number): number {
    const { enrolments } = this.touch(accountId);
    const existing = enrolments.get(courseId);
    if (existing !== undefined) return existing;
    enrolments.set(courseId, at);
    return at;
  }

  /** A completed refund takes the course back (its progress stays, should it be bought again). */
  unenrol(accountId: number, courseId: number): void {
    this.learners.get(accountId)?.enrolments.delete(courseId);
  }

  isFavorite(accountId: number, kind: string, id: number): boolean {
    return this.learners.get(accountId)?.favorites.get(kind)?.has(id) ?? false;
  }

  /** Adds a favourite (idempotent: adding again keeps the first date). */
  addFavorite(accountId: number, kind: string, id: number, at: number): void {
    const { favorites } = this.touch(accountId);
    let ofKind = favorites.get(kind);
    if (!ofKind) favorites.set(kind, (ofKind = new Map()));
    if (ofKind.has(id)) return;
    ofKind.set(id, at);
    this.shiftCount(kind, id, 1);
    if (ofKind.size > this.limits.favoritesPerKind) {
      const [oldest] = ofKind.keys();
      ofKind.delete(oldest!);
      this.shiftCount(kind, oldest!, -1);
    }
  }

  /** Removes a favourite (idempotent). */
  removeFavorite(accountId: number, kind: string, id: number): void {
    const ofKind = this.learners.get(accountId)?.favorites.get(kind);
    if (ofKind?.delete(id)) this.shiftCount(kind, id, -1);
  }

  /** The learner's favourites of one kind, newest first: [id, favourited at]. */
  favoritesOf(accountId: number, kind: string): [id: number, at: number][] {
    const ofKind = this.learners.get(accountId)?.favorites.get(kind);
    return ofKind ? [...ofKind].reverse() : [];
  }

  /** How many favourites learners added to this target minus those removed (add it to the seeded count). */
  favoriteDelta(kind: string, id: number): number {
    return this.favoriteDeltas.get(`${kind}:${id}`) ?? 0;
  }

  /** An evicted account: its enrolments go, and its favourites leave the counts others see (as when the bound forgets it). */
  dropAccount(accountId: number): void {
    const state = this.learners.get(accountId);
    if (state) this.forget(accountId, state);
  }

  hasStateFor(accountId: number): boolean {
    return this.learners.has(accountId);
  }

  private forget(accountId: number, state: LearnerState): void {
    this.learners.delete(accountId);
    for (const [kind, ofKind] of state.favorites) for (const id of ofKind.keys()) this.shiftCount(kind, id, -1);
  }

  private shiftCount(kind: string, id: number, by: number): void {
    const key = `${kind}:${id}`;
    const next = (this.favoriteDeltas.get(key) ?? 0) + by;
    if (next === 0) this.favoriteDeltas.delete(key);
    else this.favoriteDeltas.set(key, next);
  }

  /** The learner's state, made the most recently used; the least recently used learner goes past the bound. */
  private touch(accountId: number): LearnerState {
    let state = this.learners.get(accountId);
    if (state) this.learners.delete(accountId);
    else state = { enrolments: new Map(), favorites: new Map() };
    this.learners.set(accountId, state);
    if (this.learners.size > this.limits.learners) {
      const [oldestId, oldest] = this.learners.entries().next().value!;
      this.forget(oldestId, oldest);
    }
    return state;
  }
}
