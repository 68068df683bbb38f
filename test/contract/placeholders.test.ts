import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import {
  fillTemplate,
  includesOf,
  MissingVariablesError,
  PromptkeepError,
  variablesOf,
} from '../../packages/sdk/src/index.js';
import { extractVariables, includesIn, renderContent } from '../../src/modules/prompts/index.js';

// One placeholder grammar ({{x}} / [[x]]), defined once in src/modules/prompts/placeholders.ts and
// copied by the build into the SDK, which the console uses. The cases are data
// (placeholder-cases.json), so that clients in other languages are held to them too (the Python SDK:
// packages/python/tests). This checks that the file says what the server does, and that the SDK and
// the console do the same: what counts as a placeholder, which one it is, and what filling gives.

interface Cases {
  placeholders: { content: string; placeholders: string[] }[];
  fills: ({ content: string; variables: Record<string, string> } & (
    | { result: string }
    | { missing: string[] }
    | { invalid_key: string }
    | { section_error: string }
  ))[];
  includes: { content: string; includes: string[] }[];
}
const CASES = JSON.parse(readFileSync(new URL('./placeholder-cases.json', import.meta.url), 'utf8')) as Cases;

// The console compiles under its own tsconfig (console/tsconfig.json: the DOM, React's JSX), which
// `npm run typecheck` checks. It is loaded here by a computed specifier, untyped, so React's types
// stay out of this program (they would narrow the DOM types other tests rely on). The .tsx goes
// through tsx's tsImport (a hook for that import only): the test runner runs the tests compiled,
// with no hook (scripts/test-build.mjs), and does not compile the console.
const load = <T>(specifier: string): Promise<T> => import(specifier);
const React = await load<{ createElement(type: unknown, props: unknown): unknown }>('react');
const { renderToStaticMarkup } = await load<{ renderToStaticMarkup(node: unknown): string }>(
  'react-dom/server',
);
const { HighlightedVariables } = (await tsImport(
  new URL('../../console/src/highlight.tsx', import.meta.url).href,
  import.meta.url,
)) as { HighlightedVariables: unknown };

/** The placeholders the console marks in `text`, canonical, in order, each once. */
function consoleMarks(text: string): string[] {
  // The console is compiled with the automatic JSX runtime (console/tsconfig.json); under the
  // repository's tsconfig this file's import compiles it with the classic one, which reads `React`.
  (globalThis as { React?: unknown }).React = React;
  const html = renderToStaticMarkup(React.createElement(HighlightedVariables, { text }));
  const decode = (s: string) =>
    s
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
  const marked = [...html.matchAll(/<mark class="variable">([\s\S]*?)<\/mark>/g)].map((m) => decode(m[1]!));
  // Every mark is one placeholder as written: its canonical form is the server's for that text.
  const canonical = marked.map((m) => {
    const [one, ...rest] = extractVariables(m);
    assert.ok(one !== undefined && rest.length === 0, `the console marked ${JSON.stringify(m)}`);
    return one;
  });
  // Nothing is lost or added around the marks.
  assert.equal(decode(html.replace(/<[^>]+>/g, '')), text);
  return [...new Set(canonical)];
}

/** What the server's render gives for a fill case, in the file's terms. */
function serverFill(content: string, variables: Record<string, string>) {
  const r = renderContent(content, variables);
  if (r.ok) return { result: r.content };
  if (r.sectionError !== null) return { section_error: r.sectionError };
  if (r.invalidKeys.length > 0) return { invalid_key: r.invalidKeys[0] };
  return { missing: r.missing };
}
const expected = ({ content: _, variables: __, ...outcome }: Cases['fills'][number]) => outcome;

describe('the placeholder grammar, on the server, in the SDK and in the console', () => {
  test('the shared cases cover each outcome', () => {
    assert.ok(CASES.placeholders.length >= 10);
    for (const outcome of ['result', 'missing', 'invalid_key'])
      assert.ok(
        CASES.fills.some((c) => outcome in c),
        outcome,
      );
  });

  for (const { content, placeholders } of CASES.placeholders) {
    test(`the same placeholders in ${JSON.stringify(content.slice(0, 40))}`, () => {
      const server = extractVariables(content);
      assert.deepEqual(server, placeholders, 'placeholder-cases.json says what the server reads');
      assert.deepEqual(variablesOf(content), server, 'SDK');
      assert.deepEqual(consoleMarks(content), server, 'console');
    });
  }

  for (const fill of CASES.fills) {
    const { content, variables } = fill;
    test(`filling ${JSON.stringify(content)} with ${JSON.stringify(variables)}`, () => {
      const server = serverFill(content, variables);
      assert.deepEqual(server, expected(fill), 'placeholder-cases.json says what the server renders');
      if ('result' in server) {
        assert.equal(fillTemplate(content, variables), server.result);
        return;
      }
      // The server refuses (400): so does the SDK, naming the same problem.
      assert.throws(
        () => fillTemplate(content, variables),
        (error: unknown) => {
          if ('section_error' in server)
            return error instanceof PromptkeepError && error.message === `content: ${server.section_error}`;
          if ('invalid_key' in server)
            return (
              error instanceof PromptkeepError && error.message.includes(JSON.stringify(server.invalid_key))
            );
          return error instanceof MissingVariablesError && error.missing.join() === server.missing.join();
        },
      );
    });
  }

  for (const { content, includes } of CASES.includes) {
    test(`the same includes in ${JSON.stringify(content.slice(0, 40))}`, () => {
      const server = includesIn(content).map((i) => i.text);
      assert.deepEqual(server, includes, 'placeholder-cases.json says what the server reads');
      assert.deepEqual(includesOf(content), server, 'SDK');
      assert.deepEqual(
        extractVariables(content).filter((v) => v.includes('>')),
        [],
        'never a placeholder',
      );
    });
  }
});
