// Prebuilt vocabulary images (vocab-image.ts), written by `npm run build` beside the compiled
// module (dist/tokenizers/vocab/*.pkv; scripts/build-vocab-images.mjs). Reading one is a file read
// into a SharedArrayBuffer — no JSON to parse, no tables to build, no garbage — and the async form
// runs in libuv's pool, off the event loop. A file whose header names another source (package
// version, image format) is ignored and the vocabulary is built from its package as before; under
// tsx (tests, dev) there are no files and every vocabulary is built, through the same image.

import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type CatalogEntry, describeSource } from './tokenizer-catalog.js';
import { IMAGE_FORMAT, imageSource, vocabularyImage } from './vocab-image.js';

const DIR = new URL('./vocab/', import.meta.url);

/** What a catalog vocabulary's image must say it was built from. */
export function catalogImageSource(entry: CatalogEntry): string {
  return `${describeSource(entry)} (image format ${IMAGE_FORMAT})`;
}

function fileOf(entry: CatalogEntry, dir: URL = DIR): string {
  return fileURLToPath(new URL(`${entry.vocabKey.replace(/[^A-Za-z0-9_.-]/g, '_')}.pkv`, dir));
}

/** The catalog vocabulary's image, built from its package on this thread (seconds for the large ones). */
export function buildCatalogImage(entry: CatalogEntry): SharedArrayBuffer {
  return vocabularyImage(entry.load(), catalogImageSource(entry));
}

const valid = (image: SharedArrayBuffer, entry: CatalogEntry) =>
  imageSource(image) === catalogImageSource(entry);

/** The prebuilt image, read off the event loop; null when there is none or it is stale. */
export async function readPrebuiltImage(
  entry: CatalogEntry,
  dir: URL = DIR,
): Promise<SharedArrayBuffer | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(fileOf(entry, dir), 'r');
  } catch {
    return null;
  }
  try {
    const { size } = await handle.stat();
    const image = new SharedArrayBuffer(size);
    const bytes = new Uint8Array(image);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      if (bytesRead === 0) return null;
      at += bytesRead;
    }
    return valid(image, entry) ? image : null;
  } finally {
    await handle.close();
  }
}

/** The same, synchronously (a worker, a tool, a test). */
export function readPrebuiltImageSync(entry: CatalogEntry, dir: URL = DIR): SharedArrayBuffer | null {
  let fd: number;
  try {
    fd = openSync(fileOf(entry, dir), 'r');
  } catch {
    return null;
  }
  try {
    const { size } = fstatSync(fd);
    const image = new SharedArrayBuffer(size);
    const bytes = new Uint8Array(image);
    for (let at = 0; at < size; ) {
      const read = readSync(fd, bytes, at, size - at, at);
      if (read === 0) return null;
      at += read;
    }
    return valid(image, entry) ? image : null;
  } finally {
    closeSync(fd);
  }
}

/** Writes every catalog vocabulary's image (the build's step); returns the files written. */
export function writePrebuiltImages(entries: readonly CatalogEntry[], dir: URL = DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const written = new Map<string, string>();
  for (const entry of entries) {
    if (written.has(entry.vocabKey)) continue;
    const file = fileOf(entry, dir);
    // Written beside and renamed over: a server or test reading the folder during a rebuild sees
    // the old file or the new one, never one cut short.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(buildCatalogImage(entry)));
    renameSync(partial, file);
    written.set(entry.vocabKey, file);
  }
  return [...written.values()];
}
