// `npm run bench`: runs every *.bench.ts in this folder (each in its own process) and writes
// bench/RESULTS.md with the command, the machine and the date above their tables.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
const sections: string[] = [];
for (const file of files) {
  process.stderr.write(`bench: ${file}\n`);
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(dir, file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 26,
  });
  process.stdout.write(out);
  sections.push(out.trim());
}
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmark results',
  '',
  `Command: \`npm run bench${only.length ? ` -- ${only.join(' ')}` : ''}\` · Date: ${new Date().toISOString()} · ` +
    `Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  '',
  'Figures are medians on a shared, noisy machine; read them as ratios against the reference measured in the same run.',
  '',
].join('\n');
if (only.length === 0) writeFileSync(join(dir, 'RESULTS.md'), `${header}\n${sections.join('\n\n')}\n`);
