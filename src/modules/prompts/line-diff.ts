/**
 * A line diff of two texts (Myers' greedy O((N+M)·D) algorithm) and its unified form (`---`, `+++`,
 * `@@ -l,s +l,s @@`, as GNU `diff -u`). Pure: no I/O, no errors thrown.
 *
 * Bounded, because a version holds up to --max-input-bytes (4 MB by default) and the diff runs on the
 * event loop: the common head and tail are cut first (cheap, and most edits are small), then Myers
 * runs on the middle with at most `maxEdits` edits and `maxWork` comparisons. Past either bound the
 * middle is shown as one replaced block — a correct diff, not a minimal one (`minimal: false`).
 */

/** One line of the edit script: kept, removed from the old text, added from the new. */
const EQ = 0;
const DEL = 1;
const INS = 2;

export const DIFF_BOUNDS = { maxEdits: 1_000, maxWork: 5_000_000 } as const;

export interface LineDiff {
  /** The unified diff; '' when the texts are identical. */
  unified: string;
  added: number;
  removed: number;
  /** False when a bound was hit and the changed middle is shown as one replaced block. */
  minimal: boolean;
}

export interface DiffOptions {
  /** Names after `---` and `+++`. */
  fromLabel: string;
  toLabel: string;
  /** Unchanged lines shown around each change (3, as `diff -u`). */
  context?: number;
  bounds?: { maxEdits: number; maxWork: number };
}

/** Lines with their '\n' kept, so a last line without one differs from the same line with one. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n').map((line) => `${line}\n`);
  const last = lines.length - 1;
  // "a\n" splits into ["a", ""]: the empty tail is no line; "a" alone has no newline.
  if (text.endsWith('\n')) lines.pop();
  else lines[last] = (lines[last] as string).slice(0, -1);
  return lines;
}

/**
 * The shortest edit script from a to b (arrays of interned line numbers), or null past a bound.
 * The trace keeps, per edit count d, the furthest x reached on each diagonal k ∈ [-d, d].
 */
function myers(a: Int32Array, b: Int32Array, bounds: { maxEdits: number; maxWork: number }) {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, bounds.maxEdits);
  const off = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  let work = 0;
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[off + k - 1] as number) < (v[off + k + 1] as number));
      const start = down ? (v[off + k + 1] as number) : (v[off + k - 1] as number) + 1;
      let x = start;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      work += 1 + x - start;
      v[off + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(off - d, off + d + 1));
        return backtrack(trace, n, m);
      }
    }
    if (work > bounds.maxWork) return null;
    trace.push(v.slice(off - d, off + d + 1));
  }
  return null;
}

function backtrack(trace: Int32Array[], n: number, m: number): number[] {
  const out: number[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const prev = trace[d - 1] as Int32Array;
    const at = (k: number) => prev[k + d - 1] as number;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      out.push(EQ);
      x--;
      y--;
    }
    out.push(down ? INS : DEL);
    x = prevX;
    y = prevY;
  }
  while (x-- > 0) out.push(EQ);
  return out.reverse();
}

/** The edit script of two line lists: common head, the middle (Myers or one block), common tail. */
function editScript(a: string[], b: string[], bounds: { maxEdits: number; maxWork: number }) {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const ids = new Map<string, number>();
  const intern = (lines: string[]) => {
    const out = new Int32Array(lines.length);
    lines.forEach((line, i) => {
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
      }
      out[i] = id;
    });
    return out;
  };
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle = myers(intern(midA), intern(midB), bounds);
  // No spread into push: a script may hold millions of entries (past the arguments limit).
  const parts = middle ?? [...new Array(midA.length).fill(DEL), ...new Array(midB.length).fill(INS)];
  const script = new Array<number>(head).fill(EQ).concat(parts, new Array<number>(tail).fill(EQ));
  return { script, minimal: middle !== null };
}

const range = (start: number, count: number) =>
  count === 0 ? `${start},0` : count === 1 ? `${start + 1}` : `${start + 1},${count}`;

/** The unified diff of `from` → `to`, with its line counts. */
export function diffLines(from: string, to: string, options: DiffOptions): LineDiff {
  const context = options.context ?? 3;
  const a = splitLines(from);
  const b = splitLines(to);
  const { script, minimal } = editScript(a, b, options.bounds ?? DIFF_BOUNDS);
  let added = 0;
  let removed = 0;
  for (const kind of script) {
    if (kind === INS) added++;
    else if (kind === DEL) removed++;
  }
  if (added === 0 && removed === 0) return { unified: '', added, removed, minimal };

  // A position is shown when a change lies within `context` of it (only kept lines lie between).
  const shown = new Uint8Array(script.length);
  for (let i = 0, last = -Infinity; i < script.length; i++) {
    if (script[i] !== EQ) last = i;
    if (i - last <= context) shown[i] = 1;
  }
  for (let i = script.length - 1, next = Infinity; i >= 0; i--) {
    if (script[i] !== EQ) next = i;
    if (next - i <= context) shown[i] = 1;
  }

  const out: string[] = [`--- ${options.fromLabel}\n+++ ${options.toLabel}\n`];
  const line = (prefix: string, text: string) =>
    text.endsWith('\n') ? `${prefix}${text}` : `${prefix}${text}\n\\ No newline at end of file\n`;
  let ia = 0;
  let ib = 0;
  for (let i = 0; i < script.length; ) {
    if (!shown[i]) {
      if (script[i] !== INS) ia++;
      if (script[i] !== DEL) ib++;
      i++;
      continue;
    }
    const startA = ia;
    const startB = ib;
    const header = out.push('') - 1; // filled once the hunk's line counts are known
    for (; i < script.length && shown[i]; i++) {
      const kind = script[i];
      if (kind === EQ) {
        out.push(line(' ', a[ia++] as string));
        ib++;
      } else if (kind === DEL) out.push(line('-', a[ia++] as string));
      else out.push(line('+', b[ib++] as string));
    }
    out[header] = `@@ -${range(startA, ia - startA)} +${range(startB, ib - startB)} @@\n`;
  }
  return { unified: out.join(''), added, removed, minimal };
}
