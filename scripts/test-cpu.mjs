// Imported into every test file's process by scripts/run-tests.mjs (node --test passes its
// --import flags on to the files' processes). When the file's process exits it writes, into the
// folder PROMPTKEEP_TEST_CPU_DIR names, the CPU time it used: its own (all threads: the count
// workers too) and that of the processes it started and waited for (servers, the CLI, Python,
// Chromium), so the runner can name the files that cost the most CPU, which a loaded machine's
// wall times do not show. Any other process (the runner, a server a test spawns) writes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.PROMPTKEEP_TEST_CPU_DIR;
const file = process.argv[1] ?? '';
if (dir && process.env.NODE_TEST_CONTEXT && /\.test\.[jt]s$/.test(file)) {
  const started = Date.now();
  process.on('exit', () => {
    const own = process.cpuUsage();
    // Linux: /proc/self/stat's cutime and cstime (fields 16 and 17, in clock ticks of 1/100 s) are
    // the CPU of the children this process has waited for.
    let children = 0;
    try {
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      children = (Number(fields[13]) + Number(fields[14])) * 10; // ms
    } catch {}
    const record = {
      file,
      userMs: Math.round(own.user / 1000),
      systemMs: Math.round(own.system / 1000),
      childrenMs: children,
      wallMs: Date.now() - started,
    };
    try {
      writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(record));
    } catch {}
  });
}
