/**
 * The budgets PDF and DOCX files are read under (docs/security.md, "Untrusted files"): every file
 * is read on a worker thread of its own pool, never on the event loop.
 */
export interface FileLimits {
  /** Worker threads reading files at once (each with the memory budget below). */
  workers: number;
  /** Files that may wait for a worker; one more is a 503 with Retry-After. */
  queue: number;
  /** Time to read one file, from when its worker starts it; past it the worker is terminated (422). */
  timeoutMs: number;
  /** V8 heap of each worker (MB); over it the worker is ended (422). */
  memoryMb: number;
  /** Bytes a file may decompress to: a .docx's ZIP entries, a PDF's decoded streams (413). */
  maxInflatedBytes: number;
  /** Entries of a .docx (ZIP) archive (413). */
  maxEntries: number;
  /** Pages of a PDF (413). */
  maxPages: number;
}

/** What a file upload can answer besides the usual: over a limit, over a budget, pool full. */
export const FILE_ERRORS = [413, 422, 503];

/** What a worker is asked: the file and the limits that apply inside it. */
export interface ReadTask {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
  limits: Pick<FileLimits, 'maxInflatedBytes' | 'maxEntries' | 'maxPages'> & { maxTextBytes: number };
}

/** A file's text, or why it was refused: over a limit (413) or unreadable (400). */
export type ReadOutcome = { text: string } | { refused: 'too_large' | 'unreadable'; message: string };

/** NULs are dropped from extracted text (PostgreSQL text cannot hold them), trailing blanks cut. */
export const cleanExtracted = (text: string) => text.replaceAll('\u0000', '').trimEnd();
