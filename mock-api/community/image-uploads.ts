import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

export const IMAGE_MIME = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type ImageType = keyof typeof IMAGE_MIME;

export interface StoredImage {
  bytes: Buffer;
  mime: string;
  ownerId: number;
  width: number;
  height: number;
}

export interface ImageUploadLimits {
  /** Pictures one account keeps: past this its own oldest go (never anyone else's). */
  perAccountCount: number;
  perAccountBytes: number;
  /** Memory for everyone's pictures: when full, a new upload is refused, nothing is evicted. */
  totalBytes: number;
}

const nameOf = (url: string) => url.replace(/^\/api\/community\/image\//, '');

export const IMAGE_UPLOAD_LIMITS: Readonly<ImageUploadLimits> = Object.freeze({
  perAccountCount: 100,
  perAccountBytes: 20 * 1024 * 1024,
  totalBytes: 256 * 1024 * 1024,
});

/**
 * Uploaded pictures, in memory, with a quota per account: uploading more pushes out the
 * uploader's own oldest pictures (except the one it wears as its avatar), never another learner's
 * — a single shared bound let anyone evict everyone's images by uploading 501. A real service
 * would put them in object storage; the site sees the same URLs either way.
 */
export class ImageUploads implements AccountScopedState {
  private readonly images = new Map<string, StoredImage>();
  /** Each account's picture names, oldest first. */
  private readonly byOwner = new Map<number, string[]>();
  private readonly ownerBytes = new Map<number, number>();
  /** Pictures a public post shows (an idea's): they outlive their owner's eviction, as the post does. */
  private readonly published = new Set<string>();
  private totalBytes = 0;

  constructor(
    states: AccountStateRegistry,
    readonly limits: Readonly<ImageUploadLimits> = IMAGE_UPLOAD_LIMITS,
  ) {
    states.register(this);
  }

  /**
   * Stores a picture and returns its URL, or null when the store is full even after the uploader's
   * own oldest went. `keep`: a URL of the uploader's that must stay (its avatar).
   */
  add(image: StoredImage, type: ImageType, { keep }: { keep?: string | null } = {}): string | null {
    const size = image.bytes.length;
    if (size > this.limits.perAccountBytes) return null;
    const mine = this.byOwner.get(image.ownerId) ?? [];
    const kept = keep ? nameOf(keep) : undefined;
    const evictable = mine.filter((name) => name !== kept);
    // What must go to fit the quota, oldest first; then whether everyone's total still has room.
    let count = mine.length;
    let bytes = this.ownerBytes.get(image.ownerId) ?? 0;
    let freed = 0;
    const going: string[] = [];
    for (const name of evictable) {
      if (count < this.limits.perAccountCount && bytes + size <= this.limits.perAccountBytes) break;
      const stored = this.images.get(name)!.bytes.length;
      going.push(name);
      count -= 1;
      bytes -= stored;
      freed += stored;
    }
    if (count >= this.limits.perAccountCount || bytes + size > this.limits.perAccountBytes) return null;
    if (this.totalBytes - freed + size > this.limits.totalBytes) return null;
    for (const name of going) this.remove(name);
    const name = `${randomBytes(9).toString('base64url')}.${type}`;
    this.images.set(name, image);
    this.totalBytes += size;
    this.ownerBytes.set(image.ownerId, (this.ownerBytes.get(image.ownerId) ?? 0) + size);
    const list = this.byOwner.get(image.ownerId);
    if (list) list.push(name);
    else this.byOwner.set(image.ownerId, [name]);
    return `/api/community/image/${name}`;
  }

  /** The owner's pictures by stored name, oldest first (导出我的数据). */
  ofOwner(ownerId: number): { name: string; image: StoredImage }[] {
    return (this.byOwner.get(ownerId) ?? []).flatMap((name) => {
      const image = this.images.get(name);
      return image ? [{ name, image }] : [];
    });
  }

  /** Bytes an account's pictures take. */
  bytesOf(ownerId: number): number {
    return this.ownerBytes.get(ownerId) ?? 0;
  }

  /** The picture is shown in a public post now (postPin): it stays when its owner is evicted. */
  publish(url: string): void {
    const name = nameOf(url);
    if (this.images.has(name)) this.published.add(name);
  }

  /**
   * An evicted account: its pictures go (its avatar, pictures never posted, feedback screenshots),
   * except those its public posts show, which stay with the posts but no longer count as anyone's.
   */
  dropAccount(ownerId: number): void {
    for (const name of [...(this.byOwner.get(ownerId) ?? [])]) if (!this.published.has(name)) this.remove(name);
    this.byOwner.delete(ownerId);
    this.ownerBytes.delete(ownerId);
  }

  /** Its own pictures (what its public posts show is kept on purpose: dropAccount). */
  hasStateFor(ownerId: number): boolean {
    return this.byOwner.has(ownerId) || this.ownerBytes.has(ownerId);
  }

  private remove(name: string): void {
    const stored = this.images.get(name);
    if (!stored) return;
    this.published.delete(name);
    this.images.delete(name);
    this.totalBytes -= stored.bytes.length;
    const left = (this.ownerBytes.get(stored.ownerId) ?? 0) - stored.bytes.length;
    const list = (this.byOwner.get(stored.ownerId) ?? []).filter((other) => other !== name);
    if (list.length) {
      this.byOwner.set(stored.ownerId, list);
      this.ownerBytes.set(stored.ownerId, left);
    } else {
      this.byOwner.delete(stored.ownerId);
      this.ownerBytes.delete(stored.ownerId);
    }
  }

  /** The image behind an upload URL, or undefined (never uploaded, or gone). */
  byUrl(url: string): StoredImage | undefined {
    return this.images.get(nameOf(url));
  }

  get(name: string): StoredImage | undefined {
    return this.images.get(name);
  }
}

/** PNG, JPEG, GIF or WebP by the bytes themselves (a renamed text file is none of them), with its size. */
export function inspectImage(bytes: Buffer): { type: ImageType; width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !(type in IMAGE_MIME) || !width || !height) return null;
    return { type: type as ImageType, width, height };
  } catch {
    return null;
  }
}
