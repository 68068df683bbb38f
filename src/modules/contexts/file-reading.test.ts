import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { makeDocx, makePdf } from '../../../test/support/documents.js';
import {
  docxBomb,
  docxManyEntries,
  docxParts,
  pdfFlateBomb,
  pdfManyPages,
  pdfSlowPages,
  zipArchive,
} from '../../../test/support/hostile-files.js';
import { DomainError } from '../../lib/domain-error.js';
import { readDocxText } from './docx-reader.js';
import { createFileReader, DEFAULT_FILE_LIMITS } from './file-reader.js';
import type { ReadTask } from './file-reading.js';
import { boundedPdfjsSource, readPdfText } from './pdf-reader.js';
import { openZip, ZipFormatError, ZipLimitError } from './zip-reader.js';

// The readers of untrusted PDF and .docx files (docs/security.md, "Untrusted files"), in process
// for their limits, and through the worker pool for the budgets only a worker can enforce.

const MB = 1024 * 1024;
const LIMITS: ReadTask['limits'] = {
  maxInflatedBytes: 4 * MB,
  maxEntries: 50,
  maxPages: 20,
  maxTextBytes: MB,
};
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const documentXml = (text: string) =>
  `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

describe('zip reader', () => {
  test('entry count and declared sizes are refused before anything is inflated', async () => {
    const many = await docxManyEntries(60);
    assert.throws(() => openZip(many, LIMITS), /holds 63 entries; the limit is 50/);
    const bomb = await docxBomb(200_000); // ~8 MB of XML declared
    const zip = () => openZip(bomb, LIMITS);
    assert.throws(zip, /declare \d+ bytes once inflated; the limit is 4194304 bytes/);
  });

  test('a header that lies about the size stops inflating at the limit', async () => {
    const real = await zipArchive([{ name: 'big.xml', data: Buffer.alloc(6 * MB, 'a') }]);
    const lying = await zipArchive([{ name: 'big.xml', data: Buffer.alloc(6 * MB, 'a'), declaredSize: 10 }]);
    assert.throws(() => openZip(real, LIMITS), ZipLimitError); // declared honestly: refused at once
    const zip = openZip(lying, LIMITS);
    assert.throws(() => zip.read('big.xml'), /inflates to more than 4194304 bytes/);
    assert.ok(zip.inflated() <= LIMITS.maxInflatedBytes);
  });

  test('reads add up: many entries under the limit each, over it together', async () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      name: `p${i}`,
      data: Buffer.alloc(MB, 'b'),
      declaredSize: 1,
    }));
    const zip = openZip(await zipArchive(entries), LIMITS);
    for (let i = 0; i < 4; i++) assert.equal(zip.read(`p${i}`).length, MB);
    assert.throws(() => zip.read('p4'), ZipLimitError);
  });

  test('ambiguous archives are refused: duplicate names, encryption, ZIP64, unknown methods', async () => {
    const twice = await zipArchive([
      { name: 'a', data: Buffer.from('1') },
      { name: 'a', data: Buffer.from('2') },
    ]);
    assert.throws(() => openZip(twice, LIMITS), /appears twice/);
    const one = await zipArchive([{ name: 'a', data: Buffer.from('1') }]);
    const directory = one.length - 22 - 46 - 1;
    const encrypted = Buffer.from(one);
    encrypted.writeUInt16LE(0x0801, directory + 8);
    assert.throws(() => openZip(encrypted, LIMITS), /encrypted/);
    const bzip = Buffer.from(one);
    bzip.writeUInt16LE(12, directory + 10);
    assert.throws(() => openZip(bzip, LIMITS), /compression method 12/);
    const zip64 = Buffer.from(one);
    zip64.writeUInt32LE(0xffffffff, one.length - 22 + 16);
    assert.throws(() => openZip(zip64, LIMITS), ZipFormatError);
    assert.throws(
      () => openZip(Buffer.from('PK\u0003\u0004 not a zip at all, no directory'), LIMITS),
      ZipFormatError,
    );
  });

  test('entries read back', async () => {
    const zip = openZip(await zipArchive([{ name: 'x.txt', data: Buffer.from('hello') }]), LIMITS);
    assert.deepEqual(zip.names(), ['x.txt']);
    assert.equal(zip.read('x.txt').toString(), 'hello');
  });
});

describe('docx reader', () => {
  test('the raw text of a real .docx (mammoth reads through the bounded ZIP reader)', async () => {
    const outcome = await readDocxText(await makeDocx(['First paragraph', 'Second one']), LIMITS);
    assert.deepEqual(outcome, { text: 'First paragraph\n\nSecond one' });
  });

  test('over a limit: 413 outcome naming it; damaged: unreadable', async () => {
    const many = await readDocxText(await docxManyEntries(60), LIMITS);
    assert.equal('refused' in many && many.refused, 'too_large');
    const lying = await zipArchive([
      ...docxParts(),
      { name: 'word/document.xml', data: Buffer.from(documentXml('x'.repeat(5 * MB))), declaredSize: 100 },
    ]);
    assert.deepEqual(await readDocxText(lying, LIMITS), {
      refused: 'too_large',
      message: 'The .docx file is over a limit: it inflates to more than 4194304 bytes (the limit).',
    });
    const text = await zipArchive([
      ...docxParts(),
      { name: 'word/document.xml', data: Buffer.from(documentXml('y'.repeat(2 * MB))) },
    ]);
    assert.match(
      JSON.stringify(await readDocxText(text, LIMITS)),
      /its text is 2097152 bytes; the limit is 1048576 bytes/,
    );
    const damaged = Buffer.from('PK\u0003\u0004word/document.xml garbage', 'latin1');
    assert.deepEqual(await readDocxText(damaged, LIMITS), {
      refused: 'unreadable',
      message: 'The .docx file could not be read; its text cannot be extracted.',
    });
  });
});

describe('pdf reader', () => {
  test('every decode path of the shipped pdf.js build is bounded (anchors found once)', () => {
    const url = import.meta.resolve('unpdf/pdfjs');
    const source = readFileSync(fileURLToPath(url), 'utf8');
    const bounded = boundedPdfjsSource(source, url);
    assert.equal(bounded.split('promptkeep.pdfDecodedBytes').length - 1, 2);
    assert.ok(!bounded.includes('import.meta.url'));
    assert.throws(() => boundedPdfjsSource('export {}', url), /DecodeStream.ensureBuffer found 0 times/);
  });

  test('the text of a real PDF, pages joined by line breaks', async () => {
    const outcome = await readPdfText(await makePdf(['Hello context world', 'Second line']), LIMITS);
    assert.deepEqual(outcome, { text: 'Hello context world\nSecond line' });
    assert.deepEqual(await readPdfText(pdfManyPages(3, 'Hi'), LIMITS), { text: 'Hi\nHi\nHi' });
  });

  test('pages, decoded bytes and text over their limits are 413 outcomes; damaged is unreadable', async () => {
    assert.deepEqual(await readPdfText(pdfManyPages(21), LIMITS), {
      refused: 'too_large',
      message: 'The PDF has 21 pages; the limit is 20.',
    });
    assert.deepEqual(await readPdfText(await pdfFlateBomb(50 * MB), LIMITS), {
      refused: 'too_large',
      message: "The PDF's compressed streams expand to more than 4194304 bytes, the limit.",
    });
    const wordy = await readPdfText(pdfManyPages(20, 'w'.repeat(200)), { ...LIMITS, maxTextBytes: 1000 });
    assert.equal(
      'refused' in wordy && wordy.message,
      'The text extracted from the PDF is more than 1000 bytes, the limit.',
    );
    const damaged = await readPdfText(Buffer.from('%PDF-1.7\nnot really a pdf'), LIMITS);
    assert.equal('refused' in damaged && damaged.refused, 'unreadable');
  });
});

describe('file reader (worker pool with budgets)', () => {
  const reader = (overrides: Partial<typeof DEFAULT_FILE_LIMITS>) =>
    createFileReader({ ...DEFAULT_FILE_LIMITS, ...LIMITS, maxTextBytes: MB, workers: 1, ...overrides });
  const code = (expected: string, message: RegExp) => (error: unknown) => {
    assert.ok(error instanceof DomainError, String(error));
    assert.equal(error.code, expected);
    assert.match(error.message, message);
    return true;
  };

  test('a file past the time budget is a 422; beyond the queue, a 503 with Retry-After at once', async () => {
    const files = reader({ timeoutMs: 1500, queue: 1 });
    try {
      const slow = pdfSlowPages(20, MB);
      const first = files.read('pdf', slow);
      const second = files.read('pdf', slow); // waits: one worker
      await assert.rejects(files.read('pdf', slow), (error: unknown) => {
        code('unavailable', /Too many files are being read right now; retry in 2 s/)(error);
        assert.deepEqual((error as DomainError).headers, { 'retry-after': '2' });
        return true;
      });
      await assert.rejects(first, code('unprocessable', /time budget \(1500 ms\)/));
      await assert.rejects(second, code('unprocessable', /time budget/));
    } finally {
      await files.close();
    }
  });

  test('a file past the memory budget is a 422; a normal file reads afterwards', async () => {
    const files = reader({ memoryMb: 48, timeoutMs: 120_000, maxInflatedBytes: 64 * MB });
    try {
      // ~8 MB of tiny paragraphs: mammoth holds several KB per paragraph, far over 48 MB of heap.
      await assert.rejects(
        files.read('docx', await docxBomb(200_000)),
        code('unprocessable', /memory budget \(48 MB\)/),
      );
      assert.equal(await files.read('docx', await makeDocx(['Still here'])), 'Still here');
      await assert.rejects(files.read('pdf', pdfManyPages(21)), code('payload_too_large', /21 pages/));
      await assert.rejects(
        files.read('pdf', Buffer.from('%PDF-1.7 broken')),
        code('bad_request', /could not be read/),
      );
    } finally {
      await files.close();
    }
  });
});
