// Shared memory for large texts: a region of a pooled SharedArrayBuffer, counted by reference. A
// large count's request body is received straight into one (src/http/large-text-body.ts) and its
// text literal is decoded and counted by the count workers from there (json-text.ts), so the body
// is neither concatenated from its chunks into a fresh buffer nor copied again for the workers. A
// new 1 MB buffer costs more than its copy: its pages fault in and are zeroed by the kernel on first
// write; a pooled one is already resident.

/** Pooled sizes: 64 KB, 128 KB, … 4 MB; a larger region gets its own buffer, never pooled. */
const POOL_MIN = 64 * 1024;
const CLASSES = 7;
/** Free buffers kept, all classes together (each class may hold several: concurrent requests). */
const KEPT_MAX = 8 << 20;
/** Regions in use at once, in bytes; past it `acquire` gives none and the caller copes without. */
const IN_USE_MAX = 64 << 20;

const free: SharedArrayBuffer[][] = Array.from({ length: CLASSES }, () => []);
let keptBytes = 0;
let inUseBytes = 0;
/**
 * A region never released (its request never answered: the client went away mid-count) is freed by
 * the garbage collector; its bytes then leave the in-use budget here.
 */
const unreleased = new FinalizationRegistry<number>((bytes) => {
  inUseBytes -= bytes;
});

/** The class of the smallest pooled size ≥ `size` (CLASSES when larger than every class). */
function sizeClass(size: number): number {
  let at = 0;
  while (at < CLASSES && POOL_MIN << at < size) at++;
  return at;
}

/**
 * A region of shared memory, held by one or more owners. The last `release()` gives its buffer back
 * to the pool, where the next region may overwrite it: whoever reads the bytes holds a reference
 * (`retain()`) for as long as it reads, and checks `live` first.
 */
export class SharedRegion {
  private refs = 1;
  private ownerReleased = false;

  private constructor(
    readonly buffer: SharedArrayBuffer,
    private readonly at: number,
  ) {}

  /**
   * A region of at least `size` bytes, with one reference (the caller's); null when the regions in
   * use already hold IN_USE_MAX bytes (a memory budget: a body's declared length is not its bytes).
   */
  static acquire(size: number): SharedRegion | null {
    const at = sizeClass(size);
    const bytes = at < CLASSES ? POOL_MIN << at : size;
    if (inUseBytes + bytes > IN_USE_MAX) return null;
    const pooled = at < CLASSES ? free[at]?.pop() : undefined;
    if (pooled !== undefined) keptBytes -= bytes;
    inUseBytes += bytes;
    const region = new SharedRegion(pooled ?? new SharedArrayBuffer(bytes), at);
    unreleased.register(region, bytes, region);
    return region;
  }

  /** Whether some owner still holds it (its bytes are still the ones written into it). */
  get live(): boolean {
    return this.refs > 0;
  }

  /** One more owner; the function it returns drops that reference (once, however often called). */
  retain(): () => void {
    if (this.refs <= 0) throw new Error('SharedRegion: retained after its release');
    this.refs++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.drop();
    };
  }

  /** Drops the reference `acquire` gave (once, however often called). */
  release(): void {
    if (this.ownerReleased) return;
    this.ownerReleased = true;
    this.drop();
  }

  private drop(): void {
    if (--this.refs > 0) return;
    const bytes = this.buffer.byteLength;
    unreleased.unregister(this);
    inUseBytes -= bytes;
    if (this.at < CLASSES && keptBytes + bytes <= KEPT_MAX) {
      keptBytes += bytes;
      free[this.at]?.push(this.buffer);
    }
  }
}
