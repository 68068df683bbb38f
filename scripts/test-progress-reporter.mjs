// A node:test reporter for scripts/run-tests.mjs: one line per finished test file
// (`##pk-progress <ok|fail> <ms> <file>`, ms = the file's own duration), so the runner can show progress while a pass still runs.
// The spec reporter beside it keeps writing the detailed output.
export default async function* progress(source) {
  const failed = new Set();
  for await (const event of source) {
    const { file, name, nesting } = event.data ?? {};
    if (!file) continue;
    if (event.type === 'test:fail' && nesting === 0) failed.add(file);
    // The runner wraps each file in a test named by its path; its completion ends the file.
    if (event.type === 'test:complete' && nesting === 0 && name === file) {
      const ok = event.data.details?.passed !== false && !failed.has(file);
      const ms = Math.round(event.data.details?.duration_ms ?? 0);
      yield `##pk-progress ${ok ? 'ok' : 'fail'} ${ms} ${file}\n`;
    }
  }
}
