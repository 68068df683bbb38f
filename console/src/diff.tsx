// The line diff of two versions as the API computes it (GET /v1/prompts/{promptId}/diff: unified
// format, `---`/`+++` headers, `@@` hunks with 3 lines of context), shown line by line.
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useSession } from './session';
import { Busy, ErrorLine } from './ui';

/** The API's comparison of two versions of a prompt (diff, token, cost, score and risk deltas). */
export function useVersionDiff(promptId: string, from: string, to: string) {
  const session = useSession();
  return useQuery({
    queryKey: ['diff', session.workspaceId, promptId, from, to],
    queryFn: () =>
      api(session, 'get', '/v1/prompts/{promptId}/diff', { params: { promptId }, query: { from, to } }),
    enabled: Boolean(from && to),
  });
}

/** The line diff of two versions, fetched and shown. */
export function VersionDiffView(props: { promptId: string; from: string; to: string }) {
  const diff = useVersionDiff(props.promptId, props.from, props.to);
  return (
    <>
      <Busy when={diff.isLoading} label="Comparing the two versions…" />
      <ErrorLine error={diff.error} />
      {diff.data && <DiffView unified={diff.data.unified_diff} />}
    </>
  );
}
export interface DiffLine {
  kind: 'same' | 'added' | 'removed' | 'hunk';
  text: string;
}

/** The lines of a unified diff, without its two header lines. */
export function unifiedLines(unified: string): DiffLine[] {
  const lines = unified.split('\n');
  if (lines.at(-1) === '') lines.pop();
  // The headers are the first two lines only: a removed line may itself start with "-- ".
  const body = lines[0]?.startsWith('--- ') && lines[1]?.startsWith('+++ ') ? lines.slice(2) : lines;
  return body.map((line): DiffLine => {
    const mark = line[0];
    if (mark === '+') return { kind: 'added', text: line.slice(1) };
    if (mark === '-') return { kind: 'removed', text: line.slice(1) };
    if (mark === ' ') return { kind: 'same', text: line.slice(1) };
    return { kind: 'hunk', text: line }; // `@@ -l,s +l,s @@` or `\ No newline at end of file`
  });
}

export function DiffView({ unified }: { unified: string }) {
  if (unified === '') return <p className="muted">The two versions have the same content.</p>;
  const sign = { same: ' ', added: '+', removed: '−', hunk: ' ' } as const;
  const word = { same: '', added: 'added: ', removed: 'removed: ', hunk: '' } as const;
  return (
    <ol className="diff" aria-label="Line differences">
      {unifiedLines(unified).map((line, i) => (
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
