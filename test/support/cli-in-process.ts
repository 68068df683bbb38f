// The in-process CLI tests' two halves of running a command (test/cli/*.int.test.ts): the words
// after the command, split as the CLI's parser splits them, and an io that keeps what it writes.

/**
 * `rest` (the words after the command) as the parser gives them: the positionals returned, and
 * each `--name value` set in `values`; `flags` are booleans, `lists` may repeat (an array).
 */
export function splitArgs(
  rest: string[],
  values: Record<string, unknown>,
  options: { flags: string[]; lists: string[] },
): string[] {
  const positionals: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const name = arg.slice(2);
    if (!arg.startsWith('--')) positionals.push(arg);
    else if (options.flags.includes(name)) values[name] = true;
    else if (options.lists.includes(name)) values[name] = [...((values[name] as string[]) ?? []), rest[++i]];
    else values[name] = rest[++i];
  }
  return positionals;
}

/** An io that keeps what the command writes (`stdin`: what it reads); `result(code)` once it ran. */
export function capturedIo(stdin = '') {
  const outs: string[] = [];
  const errs: string[] = [];
  return {
    io: { out: (t: string) => outs.push(t), err: (t: string) => errs.push(t), env: {}, stdin: () => stdin },
    result: (code: number) => ({ code, out: outs.join(''), err: errs.join('') }),
  };
}
