import mammoth from 'mammoth';
import { cleanExtracted, type ReadOutcome, type ReadTask } from './file-reading.js';
import { openZip, ZipLimitError, type ZipReader } from './zip-reader.js';

const UNREADABLE = 'The .docx file could not be read; its text cannot be extracted.';

/**
 * mammoth's view of a .docx: the entries it asks for by name. mammoth opens `{file}` as given
 * (lib/unzip.js) instead of unzipping `{buffer}` with JSZip, so every byte it reads comes through
 * the bounded reader. Not in mammoth's typings, hence the cast at the call; the unit tests pin it.
 */
function mammothFile(zip: ZipReader, onLimit: (error: ZipLimitError) => void) {
  return {
    exists: (name: string) => zip.exists(name),
    read: async (name: string, encoding?: string) => {
      let bytes: Buffer;
      try {
        bytes = zip.read(name);
      } catch (error) {
        if (error instanceof ZipLimitError) onLimit(error);
        throw error;
      }
      if (encoding === 'base64') return bytes.toString('base64');
      return encoding ? new TextDecoder(encoding).decode(bytes) : bytes;
    },
  };
}

/**
 * The raw text of a .docx (paragraphs separated by a blank line). The archive is checked before
 * anything is inflated (entry count, declared sizes), and every read is bounded (zip-reader.ts).
 */
export async function readDocxText(bytes: Uint8Array, limits: ReadTask['limits']): Promise<ReadOutcome> {
  const tooLarge = (why: string): ReadOutcome => ({
    refused: 'too_large',
    message: `The .docx file is over a limit: ${why}.`,
  });
  let zip: ZipReader;
  try {
    zip = openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits);
  } catch (error) {
    if (error instanceof ZipLimitError) return tooLarge(error.message);
    return { refused: 'unreadable', message: UNREADABLE };
  }
  // mammoth may catch a failed read of an optional part: the first limit error is kept and wins.
  let limitHit: ZipLimitError | null = null;
  const file = mammothFile(zip, (error) => {
    limitHit ??= error;
  });
  let value: string | null = null;
  try {
    ({ value } = await mammoth.extractRawText({ file } as unknown as { buffer: Buffer }));
  } catch {
    // unreadable, unless a limit was passed (below)
  }
  if (limitHit) return tooLarge((limitHit as ZipLimitError).message);
  if (value === null) return { refused: 'unreadable', message: UNREADABLE };
  const text = cleanExtracted(value);
  const size = Buffer.byteLength(text);
  if (size > limits.maxTextBytes) {
    return tooLarge(`its text is ${size} bytes; the limit is ${limits.maxTextBytes} bytes`);
  }
  return { text };
}
