import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
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

  // A log collector that lags: stdout full while nobody reads it. Touching process.stdout makes fd 1
  // non-blocking (libuv), so write(2) answers EAGAIN instead of waiting: the destination must wait
  // for the reader without spinning, and lose or reorder nothing.
  describe('a reader that stops reading for a while (non-blocking stdout)', () => {
    for (const end of ['', 'process.exit(3);']) {
      test(`every line arrives, in order, without a busy loop${end ? ' (process.exit in the turn)' : ''}`, async () => {
        const lines = 20_000;
        const pad = 'x'.repeat(180);
        const script = `
          const { readFileSync } = await import('node:fs');
          const { createLogDestination } = await import(${JSON.stringify(destination)});
          void process.stdout; // as serve's first start does (it prints the key there)
          const flags = Number.parseInt(/flags:\\s*(\\d+)/.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'))[1], 8);
          const writes = () => Number(/syscw: (\\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))[1]);
          const out = createLogDestination(1);
          const before = writes();
          const report = () => process.stderr.write(JSON.stringify({ nonBlocking: (flags & 0o4000) !== 0, writes: writes() - before }) + '\\n');
          process.on('exit', report); // after the destination's own flush (registered first)
          process.stderr.write('writing\\n');
          for (let i = 0; i < ${lines} / 2; i++) out.write('{"n":' + i + ',"pad":"${pad}"}\\n');
          await new Promise((r) => setImmediate(r));
          for (let i = ${lines} / 2; i < ${lines}; i++) out.write('{"n":' + i + ',"pad":"${pad}"}\\n');
          ${end}
        `;
        const child = spawn(process.execPath, [...CHILD_NODE_FLAGS, '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.pause();
        let stderr = '';
        child.stderr.setEncoding('utf8');
        // Read nothing until the child is writing, then for a while longer (its ~4 MB are far more
        // than the pipe holds: its writes meet a full pipe until the reading starts).
        await new Promise<void>((resolve) =>
          child.stderr.on('data', (chunk: string) => {
            stderr += chunk;
            if (stderr.includes('writing\n')) resolve();
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stdout.resume();
        const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
        assert.equal(status, end ? 3 : 0, stderr);
        const got = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
        assert.equal(got.length, lines, `${got.length} lines`);
        for (const [i, line] of got.entries()) assert.equal(JSON.parse(line).n, i);
        const report = JSON.parse(stderr.trim().split('\n').at(-1) as string) as {
          nonBlocking: boolean;
          writes: number;
        };
        assert.equal(report.nonBlocking, true, 'stdout was made non-blocking');
        // Two turns, each a write per pipe-full once the reader drains, plus a write after each
        // short sleep while the pipe is full (at most one per 20 ms); spinning on EAGAIN would make
        // hundreds of thousands in 300 ms.
        assert.ok(report.writes < 2_000, `${report.writes} write calls`);
      });
    }
  });
});
