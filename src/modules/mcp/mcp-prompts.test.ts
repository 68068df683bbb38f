import assert from 'node:assert/strict';
import { test } from 'node:test';
import { argumentsOf, splitLabel } from './mcp-prompts.js';

test('arguments: one per placeholder name (both forms of a name are one), described where first used', () => {
  const content = 'Dear {{ customer }},\nyour order [[order.id]] is late. Thanks, [[customer]].';
  const args = argumentsOf({ content, variables: ['{{customer}}', '[[order.id]]', '[[customer]]'] });
  assert.deepEqual(
    args.map((a) => [a.name, a.required]),
    [
      ['customer', true],
      ['order.id', true],
    ],
  );
  assert.equal(
    args[0]?.description,
    'Fills {{customer}} and [[customer]], first used in: "Dear {{ customer }}, your order [[order.id]] is late. Tha…".',
  );
  assert.equal(argumentsOf({ content: 'No placeholders.', variables: [] }).length, 0);
});

test('a long content is quoted around the placeholder only', () => {
  const content = `${'a'.repeat(100)} {{x}} ${'b'.repeat(100)}`;
  const [arg] = argumentsOf({ content, variables: ['{{x}}'] });
  assert.match(arg?.description ?? '', /^Fills \{\{x\}\}, first used in: "…a+ \{\{x\}\} b+…"\.$/);
  assert.ok((arg?.description.length ?? 0) < 120);
});

test('name@label: a valid label after the last @, else the whole name', () => {
  assert.deepEqual(splitLabel('support@production'), { ref: 'support', label: 'production' });
  assert.deepEqual(splitLabel('me@example.com@staging'), { ref: 'me@example.com', label: 'staging' });
  assert.deepEqual(splitLabel('Team@Home'), { ref: 'Team@Home', label: undefined });
  assert.deepEqual(splitLabel('@production'), { ref: '@production', label: undefined });
  assert.deepEqual(splitLabel('plain'), { ref: 'plain', label: undefined });
});
