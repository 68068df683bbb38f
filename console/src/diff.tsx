// A line diff computed in the browser (longest common subsequence). The API has no diff endpoint in
// this release; when `GET /v1/prompts/{id}/diff` lands, the compare screen can show its answer.
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many line pairs the table would be too large: the diff falls back to remove-all/add-all. */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...a.map((text) => ({ kind: 'removed' as const, text })),
      ...b.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] ?? '' });
      i++;
      j++;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      out.push({ kind: 'removed', text: a[i++] ?? '' });
    } else {
      out.push({ kind: 'added', text: b[j++] ?? '' });
    }
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++] ?? '' });
  while (j < b.length) out.push({ kind: 'added', text: b[j++] ?? '' });
  return out;
}

export function DiffView({ before, after }: { before: string; after: string }) {
  const lines = lineDiff(before, after);
  const sign = { same: ' ', added: '+', removed: '−' } as const;
  const word = { same: '', added: 'added: ', removed: 'removed: ' } as const;
  return (
    <ol className="diff" aria-label="Line differences">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one diff, in order
        <li key={i} className={`diff-line ${line.kind}`}>
          <span className="diff-sign" aria-hidden="true">
            {sign[line.kind]}
          </span>
          <span className="visually-hidden">{word[line.kind]}</span>
          <span>{line.text || ' '}</span>
        </li>
      ))}
    </ol>
  );
}
