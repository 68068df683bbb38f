import { DailyUsageError, runDaily } from './daily-cli.js';
import { exitCodeOf } from './prompt-api.js';
import { apiTarget, type CliIo, type RemoteDefaults } from './remote-cli.js';

export { DAILY_HELP, DAILY_OPTIONS } from './daily-cli.js';

/** Runs a daily command: output through `io.out`, errors through `io.err`; resolves to the exit code. */
export async function runDailyCommand(
  command: string,
  positionals: string[],
  values: Record<string, unknown>,
  io: CliIo & { stdin(): string },
  defaults: RemoteDefaults,
): Promise<number> {
  const target = apiTarget(values, io, defaults);
  if (!target) return 2;
  try {
    await runDaily(command, positionals, values, io, target);
    return 0;
  } catch (error) {
    return exitCodeOf(error, io.err, (e) => e instanceof DailyUsageError);
  }
}
