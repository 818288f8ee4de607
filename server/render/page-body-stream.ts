import { Transform, Writable, type TransformCallback } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * The page as one stream: our head, React's body, the hydration state last. React writes in 4 KB
 * pieces and calls `destination.flush()` when a batch is complete (the shell, then each resolved
 * Suspense boundary); pieces are held until then and passed on as one chunk. The compressor
 * behind flushes per chunk, so the browser gets every batch at once and zlib is flushed a few
 * times per page instead of every 4 KB (which doubled gzip's cost).
 */
export class PageBodyStream extends Transform {
  private pending: Buffer[] = [];

  constructor(
    head: string,
    private readonly tail: string,
  ) {
    super();
    this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    callback();
  }

  /** React's end-of-batch signal (it calls `flush` on destinations that have one). */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(batch);
  }

  /** Runs only when React ended the page normally: an aborted or destroyed stream never completes. */
  override _flush(callback: TransformCallback): void {
    this.flush();
    callback(null, this.tail);
  }
}

/**
 * A page render read to its end as bytes: head, React's whole output, the hydration state. React's
 * pieces are kept as written (its 4 KB views as they are, its long strings encoded once), with none of
 * a readable side's buffering: a shared page is sent whole (docs/decisions/018-shared-cache.md).
 */
export async function wholeDocumentOf(head: string, tail: string, pipe: (destination: Writable) => void): Promise<Buffer> {
  const pieces: Uint8Array[] = [Buffer.from(head, 'utf8')];
  const collector = new Writable({
    decodeStrings: false,
    write(chunk: string | Uint8Array, _encoding, callback) {
      pieces.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      callback();
    },
  });
  pipe(collector);
  await finished(collector);
  pieces.push(Buffer.from(tail, 'utf8'));
  return Buffer.concat(pieces);
}
