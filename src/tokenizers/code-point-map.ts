// Code point → token id, flat for the BMP (where nearly all lookups land) and a Map above it.

export class CodePointMap {
  private readonly astral = new Map<number, number>();

  /** `bmp` may be another map's (shared, read-only); `astral` holds (code point, id) pairs. */
  constructor(
    readonly bmp: Int32Array = new Int32Array(0x10000).fill(-1),
    astral: ArrayLike<number> = [],
  ) {
    for (let i = 0; i + 1 < astral.length; i += 2) this.astral.set(astral[i]!, astral[i + 1]!);
  }

  /** The entries above the BMP as (code point, id) pairs. */
  astralPairs(): Int32Array {
    return Int32Array.from([...this.astral].flat());
  }

  set(codePoint: number, id: number): void {
    if (codePoint < 0x10000) this.bmp[codePoint] = id;
    else this.astral.set(codePoint, id);
  }

  /** The id, or -1. */
  get(codePoint: number): number {
    return codePoint < 0x10000 ? this.bmp[codePoint]! : (this.astral.get(codePoint) ?? -1);
  }
}
