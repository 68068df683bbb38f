import { crc32, createDeflate, createDeflateRaw } from 'node:zlib';

// Hostile documents for the untrusted-file tests (docs/security.md, "Untrusted files"), written
// as raw bytes so that a file of a few hundred KB inflates to hundreds of MB without the test ever
// holding the inflated data: the deflate streams are fed one repeated chunk at a time.

/** Bytes given as a chunk repeated (and cut) until `bytes` are written. */
interface Piece {
  chunk: Buffer;
  bytes: number;
}
const piece = (text: string, bytes = Buffer.byteLength(text)): Piece => {
  const one = Buffer.from(text);
  return {
    chunk: one.length >= 64 * 1024 ? one : Buffer.from(text.repeat(Math.ceil((64 * 1024) / one.length))),
    bytes,
  };
};

/**
 * One deflate stream of the pieces in a row, raw (ZIP) or with a zlib header (PDF FlateDecode),
 * with the inflated size and CRC-32 — never holding the inflated bytes.
 */
async function deflatePieces(
  pieces: Piece[],
  format: 'raw' | 'zlib',
): Promise<{ data: Buffer; size: number; crc: number }> {
  const stream = format === 'raw' ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const { chunk, bytes } of pieces) {
    for (let written = 0; written < bytes; ) {
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
      crc = crc32(part, crc);
      written += part.length;
      if (!stream.write(part)) await new Promise((resolve) => stream.once('drain', resolve));
    }
    size += bytes;
  }
  stream.end();
  await ended;
  return { data: Buffer.concat(parts), size, crc };
}

export interface ZipEntry {
  name: string;
  /** The entry's bytes, stored deflated… */
  data?: Buffer;
  /** …or an already deflated entry (raw deflate) with its true size and CRC. */
  deflated?: { data: Buffer; size: number; crc: number };
  /** What the headers claim the inflated size is (defaults to the truth). */
  declaredSize?: number;
}

/** A ZIP archive (deflate, no ZIP64) written byte by byte, so its headers may lie. */
export async function zipArchive(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const deflated = entry.deflated ?? (await deflatePieces([{ chunk: data, bytes: data.length }], 'raw'));
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? deflated.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(deflated.crc >>> 0, 14);
    local.writeUInt32LE(deflated.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, deflated.data);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(deflated.crc >>> 0, 16);
    record.writeUInt32LE(deflated.data.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + deflated.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The parts around word/document.xml that make a ZIP a .docx mammoth reads. */
export const docxParts = (): ZipEntry[] => [
  { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
  { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
];

/**
 * A .docx whose word/document.xml is `paragraphs` paragraphs of `text` (≈ 40 + text bytes each):
 * 3.5 M paragraphs of "a" are ~119 MB of XML in ~350 KB, the bomb.
 */
export async function docxBomb(paragraphs: number, text = 'a'): Promise<Buffer> {
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>`;
  const paragraph = `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
  const tail = '</w:body></w:document>';
  const body = await deflatePieces(
    [piece(head), piece(paragraph, paragraphs * paragraph.length), piece(tail)],
    'raw',
  );
  return zipArchive([...docxParts(), { name: 'word/document.xml', deflated: body }]);
}

/** A .docx (ZIP) with `count` extra tiny entries besides the document. */
export async function docxManyEntries(count: number): Promise<Buffer> {
  const doc = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body></w:document>`;
  const extra = Array.from({ length: count }, (_, i) => ({
    name: `word/media/m${i}.bin`,
    data: Buffer.from('x'),
  }));
  return zipArchive([...docxParts(), { name: 'word/document.xml', data: Buffer.from(doc) }, ...extra]);
}

/** A PDF of numbered objects (1 = catalog, 2 = pages) with a classic xref table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A PDF of `pages` pages that all share one small content stream (a line of text): ~110 bytes a
 * page, so 20,000 pages is ~2 MB, 60,000 ~7 MB (the stalls).
 */
export function pdfManyPages(pages: number, line = 'Hello page'): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${line}) Tj ET`;
  return pagesSharingOneStream(
    pages,
    content,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
  );
}

/**
 * `pages` pages (each the object `page`) that all draw one content stream: objects 1–4 are the
 * catalog, the pages, the font and that stream; the pages follow from object 5.
 */
function pagesSharingOneStream(pages: number, content: string, page: string): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    FONT,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...Array.from({ length: pages }, () => page),
  ]);
}

/**
 * A one-page PDF whose content stream is FlateDecode data inflating to `inflatedBytes` of `fill`
 * (spaces by default: a content stream pdf.js has to decode and read through): 630 MB is ~0.6 MB.
 */
export async function pdfFlateBomb(inflatedBytes: number, fill = ' '): Promise<Buffer> {
  const text = 'BT /F1 12 Tf 72 720 Td (Bomb) Tj ET\n';
  const { data } = await deflatePieces([piece(text), piece(fill, inflatedBytes - text.length)], 'zlib');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [5 0 R] >>',
    FONT,
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
  ]);
}

/**
 * A PDF within the page and size limits that takes pdf.js minutes and little memory: its `pages`
 * pages share one uncompressed content stream of `streamBytes` of `q Q` operators (nothing
 * decoded, no text): only the time budget stops it.
 */
export function pdfSlowPages(pages = 500, streamBytes = 4 * 1024 * 1024): Buffer {
  const ops = 'q Q\n'.repeat(Math.floor(streamBytes / 4));
  return pagesSharingOneStream(
    pages,
    ops,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  );
}
