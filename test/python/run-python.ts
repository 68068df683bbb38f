import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The Python SDK's folder (packages/python): its tests run with it as the working directory. */
export const PYTHON_PACKAGE = fileURLToPath(new URL('../../packages/python/', import.meta.url));

export interface PythonRun {
  code: number | null;
  output: string;
  /** From unittest's closing lines: tests run, and how many were skipped. */
  ran: number;
  skipped: number;
}

/**
 * `python3 -m unittest <args>` in packages/python with `env` added, its output collected. The
 * Python tests are the SDK's own; this is how they join `npm test` (and so run on both databases).
 */
export function runUnittest(args: string[], env: Record<string, string> = {}): Promise<PythonRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', ['-W', 'error::ResourceWarning', '-m', 'unittest', ...args], {
      cwd: PYTHON_PACKAGE,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ran = Number(/^Ran (\d+) tests? in/m.exec(output)?.[1] ?? 0);
      const skipped = Number(/skipped=(\d+)/.exec(output)?.[1] ?? 0);
      resolve({ code, output, ran, skipped });
    });
  });
}
