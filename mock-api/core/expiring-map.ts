export interface ExpiringMapOptions<K, V> {
  /** How long an entry lives after it was (last) set. */
  ttlMs: number;
  /** Hard bound: setting one more evicts the oldest entry. */
  maxEntries: number;
  /** The owner's clock (the mock store's injectable one, so tests can move time). */
  now: () => number;
  /** Called for every entry that leaves: deleted, replaced, expired, evicted or cleared. */
  onRemove?: (key: K, value: V) => void;
}

interface Slot<V> {
  value: V;
  expiresAt: number;
}

interface QueueItem<K, V> {
  key: K;
  slot: Slot<V>;
}

/** Below this many dead queue items a compaction is not worth its copy. */
const COMPACT_SLACK = 64;

/**
 * A Map whose entries lapse `ttlMs` after they were set and which never holds more than
 * `maxEntries` (the oldest goes first). With one TTL for every entry, the oldest insertion is
 * also the first to expire, so expiry only ever looks at the front of a FIFO queue: every
 * operation is amortised O(1), and nothing scans the whole map on a caller's request.
 *
 * The queue is our own array rather than the Map's insertion order: V8 leaves deleted entries
 * as holes at the front of a Map, so "delete the first key" costs O(size) until it rehashes.
 */
export class ExpiringMap<K, V> implements Iterable<[K, V]> {
  private readonly slots = new Map<K, Slot<V>>();
  /** Oldest first. An item whose slot is no longer its key's current one is dead (deleted or re-set). */
  private queue: QueueItem<K, V>[] = [];
  private head = 0;
  readonly ttlMs: number;
  readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onRemove: ((key: K, value: V) => void) | undefined;

  constructor(options: ExpiringMapOptions<K, V>) {
    if (!(options.ttlMs > 0)) throw new RangeError(`ttlMs must be positive, got ${options.ttlMs}`);
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1)
      throw new RangeError(`maxEntries must be a positive integer, got ${options.maxEntries}`);
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now;
    this.onRemove = options.onRemove;
  }

  get size(): number {
    this.sweep();
    return this.slots.size;
  }

  get(key: K): V | undefined {
    return this.liveSlot(key)?.value;
  }

  has(key: K): boolean {
    return this.liveSlot(key) !== undefined;
  }

  /** Sets (or replaces) the entry with a fresh lifetime; it becomes the newest. */
  set(key: K, value: V): this {
    this.sweep();
    const previous = this.slots.get(key);
    // Deleted first, so the Map's order (what iteration shows) stays the queue's order.
    if (previous) this.remove(key, previous);
    const slot: Slot<V> = { value, expiresAt: this.now() + this.ttlMs };
    this.slots.set(key, slot);
    this.queue.push({ key, slot });
    while (this.slots.size > this.maxEntries) this.evictOldest();
    this.compact();
    return this;
  }

  /** True when a live entry was removed (an expired one is gone either way, and answers false). */
  delete(key: K): boolean {
    this.sweep();
    const slot = this.slots.get(key);
    if (!slot) return false;
    const live = !this.expired(slot);
    this.remove(key, slot);
    this.compact();
    return live;
  }

  clear(): void {
    const removed = [...this.slots];
    this.slots.clear();
    this.queue = [];
    this.head = 0;
    for (const [key, slot] of removed) this.onRemove?.(key, slot.value);
  }

  /** Oldest first; expired entries are left out. Deleting while iterating is safe, as with a Map. */
  *entries(): IterableIterator<[K, V]> {
    this.sweep();
    for (const [key, slot] of this.slots) if (!this.expired(slot)) yield [key, slot.value];
  }

  *keys(): IterableIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }

  private expired(slot: Slot<V>): boolean {
    return this.now() >= slot.expiresAt;
  }

  private liveSlot(key: K): Slot<V> | undefined {
    this.sweep();
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Only a clock that went backwards leaves an expired entry behind a live one at the front.
    if (this.expired(slot)) {
      this.remove(key, slot);
      return undefined;
    }
    return slot;
  }

  private remove(key: K, slot: Slot<V>): void {
    this.slots.delete(key);
    this.onRemove?.(key, slot.value);
  }

  private isCurrent(item: QueueItem<K, V>): boolean {
    return this.slots.get(item.key) === item.slot;
  }

  /** Drops expired entries from the front; stops at the first live one. */
  private sweep(): void {
    while (this.head < this.queue.length) {
      const item = this.queue[this.head]!;
      if (this.isCurrent(item)) {
        if (!this.expired(item.slot)) break;
        this.remove(item.key, item.slot);
      }
      this.head += 1;
    }
    this.compact();
  }

  private evictOldest(): void {
    while (this.head < this.queue.length) {
      const item = this.queue[this.head]!;
      this.head += 1;
      if (this.isCurrent(item)) {
        this.remove(item.key, item.slot);
        return;
      }
    }
  }

  /**
   * Every live entry has exactly one queue item; the rest are dead. Rebuilding once the dead
   * outnumber the live (plus some slack) keeps the queue within twice the map's size, and the
   * copy is paid for by the operations that made those items dead.
   */
  private compact(): void {
    if (this.queue.length <= 2 * this.slots.size + COMPACT_SLACK) return;
    this.queue = this.queue.slice(this.head).filter((item) => this.isCurrent(item));
    this.head = 0;
  }
}
