#!/usr/bin/env node
// `npm run test:bombs`: the untrusted-file suite (test/security/untrusted-files.int.test.ts) with the
// real-size bombs of issue 20 (a 347 KB .docx inflating to 119 MB, PDFs of 20,000 and 60,000 pages,
// a 630 MB FlateDecode stream…) against the default limits, on SQLite then PostgreSQL
// (PROMPTKEEP_TEST_ONLY_DB picks one). Prints, per bomb, the answer, its time and the peak RSS.
import { spawn } from 'node:child_process';

const env = { ...process.env, FILE_BOMBS: 'full' };
const child = spawn(process.execPath, ['scripts/run-tests.mjs', 'test/security/untrusted-files'], {
  env,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
