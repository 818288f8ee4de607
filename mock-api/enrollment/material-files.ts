import { randomBytes } from 'node:crypto';
import { MB, type MaterialKind } from '@shared/lib/application-materials';
import type { MaterialFile } from '@shared/schemas/enrollment-application';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MaterialMime } from './material-content';

/** One uploaded material, private to its owner. */
export interface StoredMaterial {
  id: string;
  ownerId: number;
  kind: MaterialKind;
  /** For display (material-content.ts materialFileName). */
  name: string;
  mime: MaterialMime;
  bytes: Buffer;
  width?: number;
  height?: number;
}

export interface MaterialFileLimits {
  /** Files one account keeps: past this its own oldest unused ones go (never anyone else's). */
  perAccountCount: number;
  perAccountBytes: number;
  /** Memory for everyone's files: when full, a new upload is refused, nothing is evicted. */
  totalBytes: number;
}

export const MATERIAL_FILE_LIMITS: Readonly<MaterialFileLimits> = Object.freeze({
  perAccountCount: 40,
  perAccountBytes: 60 * MB,
  totalBytes: 256 * MB,
});

/** Where the site serves a material (the contract's file route, under the site's /api). */
export const materialUrl = (id: string) => `/api/enrollment/file/${id}`;

/** Why an upload could not be kept: the owner's files are all in use by applications, or the store is full for everyone. */
export type MaterialRefusal = 'owner-full' | 'store-full';

/**
 * Uploaded enrolment materials (ID cards, photos, certificates…), in memory, with a quota per
 * account: a new upload pushes out the uploader's own oldest files that none of its applications
 * shows, never another learner's and never one an application needs. Unlike the community's
 * pictures these are private: only the owner reads them (enrollment/materials-routes.ts).
 */
export class MaterialFiles implements AccountScopedState {
  private readonly files = new Map<string, StoredMaterial>();
  /** Each account's file ids, oldest first. */
  private readonly byOwner = new Map<number, string[]>();
  private readonly ownerBytes = new Map<number, number>();
  private totalBytes = 0;

  constructor(
    states: AccountStateRegistry,
    /** The owner's files its applications show (PlanApplications.fileIdsOf). */
    private readonly inUse: (ownerId: number) => ReadonlySet<string>,
    readonly limits: Readonly<MaterialFileLimits> = MATERIAL_FILE_LIMITS,
  ) {
    states.register(this);
  }

  /** Keeps the file under a new unguessable id, making room among the owner's unused files if needed. */
  add(file: Omit<StoredMaterial, 'id'>): StoredMaterial | MaterialRefusal {
    const size = file.bytes.length;
    const used = this.inUse(file.ownerId);
    let count = this.byOwner.get(file.ownerId)?.length ?? 0;
    let bytes = this.ownerBytes.get(file.ownerId) ?? 0;
    let freed = 0;
    const going: string[] = [];
    for (const id of this.byOwner.get(file.ownerId) ?? []) {
      if (count < this.limits.perAccountCount && bytes + size <= this.limits.perAccountBytes) break;
      if (used.has(id)) continue;
      const stored = this.files.get(id)!.bytes.length;
      going.push(id);
      count -= 1;
      bytes -= stored;
      freed += stored;
    }
    if (count >= this.limits.perAccountCount || bytes + size > this.limits.perAccountBytes) return 'owner-full';
    if (this.totalBytes - freed + size > this.limits.totalBytes) return 'store-full';
    for (const id of going) this.remove(id);
    // 144 random bits, URL-safe: nobody finds another learner's ID card by counting.
    const stored: StoredMaterial = { ...file, id: randomBytes(18).toString('base64url') };
    this.files.set(stored.id, stored);
    this.totalBytes += size;
    this.ownerBytes.set(file.ownerId, (this.ownerBytes.get(file.ownerId) ?? 0) + size);
    const list = this.byOwner.get(file.ownerId);
    if (list) list.push(stored.id);
    else this.byOwner.set(file.ownerId, [stored.id]);
    return stored;
  }

  /** The owner's file with this id; undefined for an unknown id or anyone else's (the caller cannot tell which). */
  ownedBy(ownerId: number, id: string): StoredMaterial | undefined {
    const stored = this.files.get(id);
    return stored?.ownerId === ownerId ? stored : undefined;
  }

  /** Every file the owner keeps, oldest first (导出我的数据). */
  ofOwner(ownerId: number): StoredMaterial[] {
    return (this.byOwner.get(ownerId) ?? []).map((id) => this.files.get(id)!);
  }

  /** How many files and bytes the account keeps. */
  usageOf(ownerId: number): { count: number; bytes: number } {
    return { count: this.byOwner.get(ownerId)?.length ?? 0, bytes: this.ownerBytes.get(ownerId) ?? 0 };
  }

  dropAccount(ownerId: number): void {
    for (const id of [...(this.byOwner.get(ownerId) ?? [])]) this.remove(id);
    this.byOwner.delete(ownerId);
    this.ownerBytes.delete(ownerId);
  }

  hasStateFor(ownerId: number): boolean {
    return this.byOwner.has(ownerId) || this.ownerBytes.has(ownerId);
  }

  private remove(id: string): void {
    const stored = this.files.get(id);
    if (!stored) return;
    this.files.delete(id);
    this.totalBytes -= stored.bytes.length;
    const left = (this.ownerBytes.get(stored.ownerId) ?? 0) - stored.bytes.length;
    const list = (this.byOwner.get(stored.ownerId) ?? []).filter((other) => other !== id);
    if (list.length) {
      this.byOwner.set(stored.ownerId, list);
      this.ownerBytes.set(stored.ownerId, left);
    } else {
      this.byOwner.delete(stored.ownerId);
      this.ownerBytes.delete(stored.ownerId);
    }
  }
}

/** What the API says about a file: never its bytes, never its owner. */
export function materialFileView(stored: StoredMaterial): MaterialFile {
  return {
    id: stored.id,
    name: stored.name,
    mime: stored.mime,
    size: stored.bytes.length,
    ...(stored.width === undefined ? {} : { width: stored.width, height: stored.height }),
    url: materialUrl(stored.id),
  };
}
