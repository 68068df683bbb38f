// A large body's chunks, freed as soon as their bytes are copied out. Node copies each chunk of a
// request body out of its TLS record into a malloc'd buffer of its own (~16 KB), and V8 frees that
// buffer only when a scavenge finds its ArrayBuffer dead; until then it counts as the isolate's
// external memory. A 1 MB count allocates little on the JS heap, so scavenges are rare: the dead
// chunks pile up (~1 MB per count), and since V8 counts the external memory allocated since the last
// full collection against the old generation's room, they start a full mark-compact of the whole
// heap (~80 MB: 20–50 ms of main-thread CPU) every ~10 counts, each freeing almost nothing — and the
// next requests' chunks and TLS records land on fresh heap pages (bench/RESULTS.md, mf38).
// Transferring an ArrayBuffer detaches it: V8 takes it off the external count at once, and a
// message posted on a closed port is dropped as soon as it is serialized, freeing the bytes it was
// given — the same malloc'd memory then serves the next chunks.

import { MessageChannel } from 'node:worker_threads';

/** A port whose messages go nowhere: its peer is closed (so it is too, and never keeps the loop alive). */
const sink = (() => {
  const { port1, port2 } = new MessageChannel();
  port2.close();
  port1.unref();
  return port1;
})();

/**
 * The ArrayBuffer a chunk alone occupies, to be freed once every reader is done with it; null for a
 * chunk that is a view of a larger or shared buffer (Buffer's pool): never given away.
 */
export function ownBuffer(chunk: Uint8Array): ArrayBuffer | null {
  const { buffer } = chunk;
  return buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength
    ? buffer
    : null;
}

/**
 * Frees these buffers now. Each is detached: any view of one still held reads as empty, so only a
 * body's own reader, after its last chunk was handed to every listener, may call this.
 */
export function freeBuffers(buffers: ArrayBuffer[]): void {
  if (buffers.length === 0) return;
  try {
    sink.postMessage(null, buffers);
  } catch {
    // One could not be transferred (an untransferable buffer: skipped by Node 20, refused by some
    // versions): all are then left to the garbage collector.
  }
}
