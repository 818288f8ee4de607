/**
 * The mock's clock: the injected time source (`buildMockApi({ now })`, else `Date.now`) plus an offset
 * that the developer control `POST /__mock/clock/advance` moves forward, so a browser test or a demo can
 * live through days (a review due tomorrow, an exam window closing) without waiting. Every store reads
 * this one clock; nothing in the mock is stored as a status, so the world stays coherent when it jumps
 * (world-clock.test.ts). It never goes back: expiring maps and deadlines assume time only moves on.
 */
export class MockClock {
  private offset = 0;

  constructor(private readonly source: () => number = Date.now) {}

  /** Now, by the mock: the source's time plus what the control moved it on. */
  readonly now = (): number => this.source() + this.offset;

  /** Moves the clock on by `ms` (≥ 0); answers the new now. */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the mock's clock only moves forward, got ${ms}`);
    this.offset += ms;
    return this.now();
  }

  /** How far the control has moved the clock ahead of its source. */
  get offsetMs(): number {
    return this.offset;
  }
}
