import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { CHILD_NODE_FLAGS, moduleUrl } from '../support/child-node.js';

// `serve`'s log destination holds a turn's lines and writes them asynchronously: whatever was
// logged before the process ends must still reach stdout, however it ends (ops/log-destination.ts).
const destination = moduleUrl('src/ops/log-destination.ts');

/** A child that logs `lines` lines through the destination (over a few turns), then `end`s. */
function run(end: string) {
  const script = `
    const { createLogDestination } = await import(${JSON.stringify(destination)});
    const out = createLogDestination(1);
    let n = 0;
    const some = (k) => { for (let i = 0; i < k; i++) out.write('{"n":' + n++ + '}\\n'); };
    some(1000);
    await new Promise((r) => setImmediate(r));
    some(1000);
    await new Promise((r) => setTimeout(r, 1));
    some(1000); // held in this turn when the process ends
    ${end}
  `;
  return spawnSync(process.execPath, [...CHILD_NODE_FLAGS, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
}

function assertAllLines(stdout: string) {
  const lines = stdout.split('\n').filter(Boolean);
  assert.equal(lines.length, 3000, `${lines.length} lines`);
  for (const [i, line] of lines.entries()) assert.equal(JSON.parse(line).n, i);
}

describe("serve's log destination", () => {
  test('process.exit in the turn that logged: every line written, in order', () => {
    const child = run('process.exit(3);');
    assert.equal(child.status, 3, child.stderr);
    assertAllLines(child.stdout);
  });

  test('an uncaught error (a fatal end): every line written before it', () => {
    const child = run("throw new Error('fatal');");
    assert.equal(child.status, 1);
    assert.match(child.stderr, /fatal/);
    assertAllLines(child.stdout);
  });

  test('the event loop running out (a clean stop): every line written', () => {
    const child = run('');
    assert.equal(child.status, 0, child.stderr);
    assertAllLines(child.stdout);
  });
});
