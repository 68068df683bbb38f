import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  fillTemplate,
  MissingVariablesError,
  PromptkeepError,
  variablesOf,
} from '../../packages/sdk/src/index.js';
import { extractVariables, renderContent } from '../../src/modules/prompts/index.js';

// One placeholder grammar ({{x}} / [[x]]), defined once in src/modules/prompts/placeholders.ts and
// copied by the build into the SDK, which the console uses. This holds the SDK's and the console's
// behaviour to the server's on the same cases: what counts as a placeholder, which one it is, and
// what filling gives (the server's render and the SDK's fillTemplate).

// The console compiles under its own tsconfig (console/tsconfig.json: the DOM, React's JSX), which
// `npm run typecheck` checks. It is loaded here by a computed specifier, untyped, so React's types
// stay out of this program (they would narrow the DOM types other tests rely on).
const load = <T>(specifier: string): Promise<T> => import(specifier);
const React = await load<{ createElement(type: unknown, props: unknown): unknown }>('react');
const { renderToStaticMarkup } = await load<{ renderToStaticMarkup(node: unknown): string }>(
  'react-dom/server',
);
const { HighlightedVariables } = await load<{ HighlightedVariables: unknown }>(
  new URL('../../console/src/highlight.tsx', import.meta.url).href,
);

const CONTENTS = [
  'Hello {{name}}, welcome to [[place]].',
  'Spaces inside: {{ name }} {{name}} {{  name\t}} and [[ name ]] vs [[name]]',
  'Names: {{a.b}} {{a-b}} {{a_b}} {{A9}} {{ü}} {{a b}} {{a/b}} {{}} {{ }} [[]]',
  'Nested and broken: {{{x}}} {{x}}} {{ {{y}} }} [[[z]]] {x} [x] {{x] [[x}} {{ not closed',
  'Adjacent: {{a}}{{b}}[[a]][[b]] and repeats {{a}} {{a}}',
  'Multiline {{a\n}} and {{\nb}} and {{c}}\n[[d]]',
  'No placeholders at all.',
  '',
  '{{start}} middle [[end]]',
  '{{x}}'.repeat(3) + ' ' + '[[y]]',
];

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

describe('the placeholder grammar, on the server, in the SDK and in the console', () => {
  for (const content of CONTENTS) {
    test(`the same placeholders in ${JSON.stringify(content.slice(0, 40))}`, () => {
      const server = extractVariables(content);
      assert.deepEqual(variablesOf(content), server, 'SDK');
      assert.deepEqual(consoleMarks(content), server, 'console');
    });
  }

  const FILLS: { content: string; variables: Record<string, string> }[] = [
    { content: 'Hello {{name}} from [[name]]', variables: { name: 'Ada' } },
    { content: 'Hello {{name}} from [[name]]', variables: { name: 'Ada', '[[name]]': 'Bob' } },
    { content: 'Hello {{name}} from [[name]]', variables: { '[[ name ]]': 'Bob', name: 'Ada' } },
    {
      content: 'Dear {{ name }}, [[name]] and {{name}} owe {{amount}}; {{ not closed',
      variables: { '{{name}}': 'Ada {{amount}}', '[[ name ]]': 'Bob', '{{amount}}': '$3' },
    },
    { content: '{{a}} {{b}}', variables: { a: '1', b: '2', unused: 'x' } },
    { content: '{{a}} [[b]]', variables: { a: '1' } },
    { content: '{{a}}', variables: { 'a b': 'x' } },
    { content: '{{a}}', variables: { '{{a}': 'x', a: '1' } },
    { content: 'none here', variables: {} },
  ];
  for (const { content, variables } of FILLS) {
    test(`filling ${JSON.stringify(content)} with ${JSON.stringify(variables)}`, () => {
      const server = renderContent(content, variables);
      if (server.ok) {
        assert.equal(fillTemplate(content, variables), server.content);
        return;
      }
      // The server refuses (400): so does the SDK, naming the same problem.
      assert.throws(
        () => fillTemplate(content, variables),
        (error: unknown) => {
          if (server.invalidKeys.length > 0) {
            return (
              error instanceof PromptkeepError &&
              error.message.includes(JSON.stringify(server.invalidKeys[0]))
            );
          }
          return error instanceof MissingVariablesError && error.missing.join() === server.missing.join();
        },
      );
    });
  }
});
