// Code point → token id, flat for the BMP (where nearly all lookups land) and a Map above it.

export class CodePointMap {
  private readonly bmp = new Int32Array(0x10000).fill(-1);
  private readonly astral = new Map<number, number>();

  set(codePoint: number, id: number): void {
    if (codePoint < 0x10000) this.bmp[codePoint] = id;
    else this.astral.set(codePoint, id);
  }

  /** The id, or -1. */
  get(codePoint: number): number {
    return codePoint < 0x10000 ? this.bmp[codePoint]! : (this.astral.get(codePoint) ?? -1);
  }
}
