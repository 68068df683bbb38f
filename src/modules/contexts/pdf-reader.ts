import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { definePDFJSModule, getDocumentProxy } from 'unpdf';
import { cleanExtracted, type ReadOutcome, type ReadTask } from './file-reading.js';

/**
 * PDF text through pdf.js (the build unpdf ships), with the decoded size of a document bounded.
 * pdf.js has no such limit: a 2 MB file with one FlateDecode stream of 630 MB is decoded whole,
 * into typed arrays that a worker's V8 heap limit does not cover. So the build is loaded with a
 * counter at the three places where pdf.js materialises decoded stream data:
 *
 * 1. DecodeStream.ensureBuffer — every synchronous decoder (Flate, LZW, predictors, ASCII85/Hex,
 *    RunLength, decryption) grows its output through it;
 * 2. the DecompressionStream loop — native Flate, chunk by chunk;
 * 3. BrotliDecode — decoded in one piece with nothing to count, so not decoded at all (a PDF 2.0
 *    filter that real documents do not use yet).
 *
 * Each anchor must match exactly once or loading fails (the unit test says which): a new unpdf
 * version is re-checked rather than silently unbounded. The counter throws past the budget; pdf.js
 * swallows some errors (stopAtErrors: false), so the overrun is also remembered and reported.
 */

const COUNTER = 'promptkeep.pdfDecodedBytes';
const HOOK = `globalThis[Symbol.for(${JSON.stringify(COUNTER)})]?.`;

const PATCHES: { what: string; find: RegExp; replace: (match: string, ...groups: string[]) => string }[] = [
  {
    what: 'DecodeStream.ensureBuffer',
    find: /ensureBuffer\((\w+)\)\{const (\w+)=this\.buffer;if\(\1<=\2\.byteLength\)return \2;/g,
    replace: (match, requested, buffer) => `${match}${HOOK}(${requested}-${buffer}.byteLength);`,
  },
  {
    what: 'the DecompressionStream read loop',
    find: /for await\(const (\w+) of \w+\)\w+\.push\(\1\),\w+\+=\1\.byteLength;/g,
    replace: (match, chunk) => `${match.slice(0, -1)},${HOOK}(${chunk}.byteLength);`,
  },
  {
    what: 'the BrotliDecode filter',
    find: /case"BrotliDecode":return new \w+\(\w+,\w+\)/g,
    replace: () => 'case"BrotliDecode":break',
  },
];

/** The pdf.js source with the decode counter in; throws naming the anchor that is not there once. */
export function boundedPdfjsSource(source: string, url: string): string {
  let out = source;
  for (const patch of PATCHES) {
    const found = out.match(patch.find)?.length ?? 0;
    if (found !== 1) {
      throw new Error(`pdf.js build not recognised: ${patch.what} found ${found} times (expected once)`);
    }
    out = out.replace(patch.find, patch.replace as (substring: string, ...args: string[]) => string);
  }
  // Loaded from a data: URL, the module still resolves what it resolves against its real location.
  return out.replaceAll('import.meta.url', JSON.stringify(url));
}

let ready: Promise<void> | null = null;
/** Loads the bounded build once (readPdfText does it too; a worker does it as it starts). */
export function loadBoundedPdfjs(): Promise<void> {
  ready ??= (async () => {
    const url = import.meta.resolve('unpdf/pdfjs');
    const source = boundedPdfjsSource(readFileSync(fileURLToPath(url), 'utf8'), url);
    const dataUrl = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    await definePDFJSModule(() => import(dataUrl));
  })();
  return ready;
}

/** pdf.js's text items: str + an end-of-line flag (marked content items have neither). */
interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

const UNREADABLE = 'The PDF could not be read (damaged or encrypted); its text cannot be extracted.';

/** unpdf's mergePages: runs of blanks made one space, blanks around and runs of 3+ line breaks cut. */
const normalize = (text: string) =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

/**
 * The text of a PDF, page after page (unpdf's extractText reads every page at once: 60,000 pages
 * held together), stopping at the first limit passed.
 */
export async function readPdfText(bytes: Uint8Array, limits: ReadTask['limits']): Promise<ReadOutcome> {
  await loadBoundedPdfjs();
  let decoded = 0;
  let overrun = false;
  const counter = (grown: number) => {
    decoded += grown;
    if (decoded > limits.maxInflatedBytes) {
      overrun = true;
      throw new RangeError('decoded size budget exceeded');
    }
  };
  const tooMuchDecoded = (): ReadOutcome => ({
    refused: 'too_large',
    message: `The PDF's compressed streams expand to more than ${limits.maxInflatedBytes} bytes, the limit.`,
  });
  const tooMuchText = (): ReadOutcome => ({
    refused: 'too_large',
    message: `The text extracted from the PDF is more than ${limits.maxTextBytes} bytes, the limit.`,
  });
  (globalThis as Record<symbol, unknown>)[Symbol.for(COUNTER)] = counter;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // No eval (the font compiler's eval path was CVE-2024-4367), no chatter about damaged files.
    // pdf.js may transfer (detach) the buffer it is given, and wants a plain Uint8Array: a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      verbosity: 0,
      stopAtErrors: false,
    });
    if (pdf.numPages > limits.maxPages) {
      return {
        refused: 'too_large',
        message: `The PDF has ${pdf.numPages} pages; the limit is ${limits.maxPages}.`,
      };
    }
    // Each page normalised as it comes (where blank runs shrink), joined and normalised again at
    // the end: the same text as normalising the whole, and the running size is at most 3 bytes a
    // page above the final one, so a document far over the text limit stops early.
    const pages: string[] = [];
    let size = 0;
    for (let n = 1; n <= pdf.numPages && !overrun; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = (content.items as TextItem[])
        .filter((item) => item.str != null)
        .map((item) => `${item.str}${item.hasEOL ? '\n' : ''}`)
        .join('');
      page.cleanup();
      const normalized = normalize(text);
      pages.push(normalized);
      size += Buffer.byteLength(normalized.replaceAll('\u0000', '')) + 1; // NULs are dropped at the end
      if (size - 3 * n > limits.maxTextBytes) return tooMuchText();
    }
    if (overrun) return tooMuchDecoded();
    const text = cleanExtracted(normalize(pages.join('\n')));
    return Buffer.byteLength(text) > limits.maxTextBytes ? tooMuchText() : { text };
  } catch {
    if (overrun) return tooMuchDecoded();
    return { refused: 'unreadable', message: UNREADABLE };
  } finally {
    (globalThis as Record<symbol, unknown>)[Symbol.for(COUNTER)] = undefined;
    await pdf?.destroy().catch(() => undefined);
  }
}
