import { serveWorkerTasks } from '../../lib/worker-pool.js';
import { readDocxText } from './docx-reader.js';
import type { ReadOutcome, ReadTask } from './file-reading.js';
import { loadBoundedPdfjs, readPdfText } from './pdf-reader.js';

// A worker of the file-reading pool (file-reader.ts): one PDF or .docx at a time, under the V8
// heap limit and time limit the pool sets, with the size limits of the task. pdf.js (1.6 MB of
// code) is loaded as the worker starts: start-up is not counted in a file's time budget.
await loadBoundedPdfjs();
serveWorkerTasks(
  ({ kind, bytes, limits }: ReadTask): Promise<ReadOutcome> =>
    kind === 'pdf' ? readPdfText(bytes, limits) : readDocxText(bytes, limits),
);
