import { inflateRawSync } from 'node:zlib';

/**
 * A bounded reader of untrusted ZIP archives (the .docx container), written for the limits rather
 * than taken from a library: JSZip (what mammoth uses) inflates whatever an entry holds, so a few
 * hundred KB can become gigabytes. Here:
 *
 * - only the central directory is read when opening: the entry count and the sum of the sizes the
 *   entries declare are checked against the limits before a single byte is inflated;
 * - an entry is inflated only when read, by zlib with `maxOutputLength` set to what is left of the
 *   budget, so a lying header stops at the limit instead of at the end of the data;
 * - anything ambiguous (ZIP64, encryption, duplicate names, methods other than stored/deflate,
 *   overlapping or out-of-range offsets) is refused rather than guessed at.
 *
 * Failures are ZipLimitError (the archive is over a limit: 413) or ZipFormatError (unreadable: 400).
 */

export interface ZipLimits {
  /** Most entries the central directory may list. */
  maxEntries: number;
  /** Most bytes all reads together may inflate to (and the declared sizes may add up to). */
  maxInflatedBytes: number;
}

export class ZipLimitError extends Error {}
export class ZipFormatError extends Error {}

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

export interface ZipReader {
  names(): string[];
  exists(name: string): boolean;
  /** The entry's bytes; counts against maxInflatedBytes (every read, re-reads included). */
  read(name: string): Buffer;
  /** Bytes inflated so far. */
  inflated(): number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  throw new ZipFormatError('it is not a ZIP archive (no end of central directory)');
}

export function openZip(bytes: Buffer, limits: ZipLimits): ZipReader {
  if (bytes.length < 22) throw new ZipFormatError('it is too short to be a ZIP archive');
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipFormatError('ZIP64 archives are not read');
  }
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 8) !== count) {
    throw new ZipFormatError('multi-part archives are not read');
  }
  if (count > limits.maxEntries) {
    throw new ZipLimitError(`it holds ${count} entries; the limit is ${limits.maxEntries}`);
  }
  if (directoryOffset + directorySize > end)
    throw new ZipFormatError('its central directory is out of range');

  const entries = new Map<string, Entry>();
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) {
      throw new ZipFormatError('its central directory is damaged');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const declaredSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (at > end) throw new ZipFormatError('its central directory is damaged');
    if (flags & 0x1) throw new ZipFormatError('encrypted entries are not read');
    if (method !== 0 && method !== 8)
      throw new ZipFormatError(`entry ${name} uses compression method ${method}`);
    if (entries.has(name)) throw new ZipFormatError(`entry ${name} appears twice`);
    if (localOffset + 30 + compressedSize > directoryOffset) {
      throw new ZipFormatError(`entry ${name} lies outside the archive's data`);
    }
    declaredTotal += declaredSize;
    entries.set(name, { method, compressedSize, declaredSize, localOffset });
  }
  if (declaredTotal > limits.maxInflatedBytes) {
    throw new ZipLimitError(
      `its entries declare ${declaredTotal} bytes once inflated; the limit is ${limits.maxInflatedBytes} bytes`,
    );
  }

  let inflatedTotal = 0;
  const overBudget = () =>
    new ZipLimitError(`it inflates to more than ${limits.maxInflatedBytes} bytes (the limit)`);

  function dataOf(name: string, entry: Entry): Buffer {
    const local = entry.localOffset;
    if (bytes.readUInt32LE(local) !== LOCAL) throw new ZipFormatError(`entry ${name} has no local header`);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + entry.compressedSize > directoryOffset) {
      throw new ZipFormatError(`entry ${name} lies outside the archive's data`);
    }
    return bytes.subarray(start, start + entry.compressedSize);
  }

  return {
    names: () => [...entries.keys()],
    exists: (name) => entries.has(name),
    inflated: () => inflatedTotal,
    read(name) {
      const entry = entries.get(name);
      if (!entry) throw new ZipFormatError(`entry ${name} does not exist`);
      const data = dataOf(name, entry);
      const left = limits.maxInflatedBytes - inflatedTotal;
      let out: Buffer;
      if (entry.method === 0) {
        if (data.length > left) throw overBudget();
        out = data;
      } else {
        try {
          // zlib stops as soon as the output would pass `left`: the budget bounds the work too.
          out = inflateRawSync(data, { maxOutputLength: Math.max(1, left) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw overBudget();
          throw new ZipFormatError(`entry ${name} cannot be inflated`);
        }
      }
      inflatedTotal += out.length;
      if (inflatedTotal > limits.maxInflatedBytes) throw overBudget();
      return out;
    },
  };
}
