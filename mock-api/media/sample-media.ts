import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import samples from './samples.json';

/**
 * The sample lessons made by scripts/make-sample-media.sh (committed beside this module): their
 * titles, lengths and files. Every video lesson of the catalogue plays one of them.
 */
export interface SampleLesson {
  id: number;
  title: string;
  durationSeconds: number;
  captions: string;
  files: Record<'1080p' | '720p' | '480p' | '360p', string>;
}
export const SAMPLE_LESSONS: readonly SampleLesson[] = samples as SampleLesson[];

/**
 * The sample a video lesson plays, chosen by its id. The clips carry no lesson number or topic (they
 * say 示例视频), so any lesson may play any of them without the picture contradicting the lesson.
 */
export const sampleOfLesson = (lessonId: number): SampleLesson => SAMPLE_LESSONS[(lessonId - 1) % SAMPLE_LESSONS.length]!;

/**
 * How long a lesson really plays: its sample clip's length for a video (progress, notes and study
 * time are measured against it), 0 otherwise. The syllabus's `durationSeconds` is the full lesson's
 * length, which the sample stands in for (docs/decisions/025-sample-lesson-videos.md).
 */
export const mediaSecondsOf = (lesson: { id: number; kind: number }): number =>
  lesson.kind === 1 && SAMPLE_LESSONS.length > 0 ? sampleOfLesson(lesson.id).durationSeconds : 0;

/** This folder: beside this module in source; in the server bundle, found by walking up to mock-api/media. */
function findMediaDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = dirname(dir)) {
    for (const candidate of [dir, join(dir, 'mock-api', 'media')]) {
      if (existsSync(join(candidate, 'samples.json'))) return candidate;
    }
    if (dirname(dir) === dir) return here;
  }
}

const CONTENT_TYPES: Record<string, string> = { mp4: 'video/mp4', vtt: 'text/vtt; charset=utf-8' };

export interface MediaFile {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
}

/** Only the manifest's own file names are ever opened: a request names a file, never a path. */
const KNOWN = new Set(SAMPLE_LESSONS.flatMap((sample) => [...Object.values(sample.files), sample.captions]));
const loaded = new Map<string, MediaFile | null>();
let mediaDir: string | undefined;
/** The files' date: fixed, so every run and checkout answers the same validators. */
const LAST_MODIFIED = new Date(Date.parse('2026-11-22T09:00:00+08:00')).toUTCString();

/**
 * A sample file, read once and kept (the whole set is under 3 MB); undefined for a name the
 * manifest does not list or a file missing on disk.
 */
export function mediaFile(name: string): MediaFile | undefined {
  if (!KNOWN.has(name)) return undefined;
  if (!loaded.has(name)) {
    mediaDir ??= findMediaDir();
    const path = join(mediaDir, name);
    const body = existsSync(path) ? readFileSync(path) : null;
    loaded.set(
      name,
      body && {
        body,
        contentType: CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        lastModified: LAST_MODIFIED,
      },
    );
  }
  return loaded.get(name) ?? undefined;
}

export type ByteRange = { start: number; end: number };

/**
 * A `Range` header against a file of `size` bytes (RFC 9110 §14): a satisfiable single byte range,
 * `unsatisfiable` (→ 416) for a malformed one or one past the end, or `whole` (→ 200) when the
 * header is absent, names another unit, or asks for several ranges (a server may ignore those).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (header === undefined) return 'whole';
  const match = /^\s*([A-Za-z]+)\s*=\s*(.*)$/.exec(header);
  if (!match) return 'unsatisfiable';
  if (match[1]!.toLowerCase() !== 'bytes') return 'whole';
  const specs = match[2]!.split(',').map((spec) => spec.trim());
  if (specs.length > 1) return specs.every((spec) => /^(\d+-\d*|-\d+)$/.test(spec)) ? 'whole' : 'unsatisfiable';
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'unsatisfiable';
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Number(spec[2]);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * `If-Range`: the range applies only while the file is the one the client has (its strong ETag, or
 * its exact Last-Modified date); otherwise the whole file is sent.
 */
export function ifRangeHolds(ifRange: string | undefined, file: Pick<MediaFile, 'etag' | 'lastModified'>): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === file.etag;
  if (value.startsWith('W/')) return false;
  return value === file.lastModified;
}
