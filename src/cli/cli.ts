#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CONFIG_FLAGS, ConfigError, parseConfig } from '../config.js';
import { StartupError } from '../lib/startup-error.js';
import { HELP } from './cli-help.js';
import { apiTarget, isRemoteCommand, remoteHelp, runRemote } from './remote-cli.js';
import { CONNECT_HELP, REMOTE_OPTIONS } from './remote-commands.js';

const DAILY = new Set(['count', 'versions', 'labels', 'render', 'diff']);

// Exit codes: 0 done, 1 refused or failed (API error, unreachable database/Redis at start),
// 2 usage or setting error, 3 the service could not be reached (remote commands).
const argv = process.argv.slice(2);
const command = argv[0] && !argv[0].startsWith('-') ? argv[0] : (argv[0] ?? 'help');
const rest = argv.slice(1);

function fail(message: string, code = 2): never {
  process.stderr.write(`promptkeep: ${message}\n`);
  process.exit(code);
}

type Options = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

function parse(extra: Options) {
  const options: Options = { help: { type: 'boolean' }, ...extra };
  for (const flag of CONFIG_FLAGS) options[flag] ??= { type: 'string' };
  try {
    return parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  } catch (error) {
    fail((error as Error).message);
  }
}

function config(values: Record<string, unknown>) {
  const flags: Record<string, string | undefined> = {};
  for (const flag of CONFIG_FLAGS) if (typeof values[flag] === 'string') flags[flag] = values[flag] as string;
  try {
    return parseConfig(flags, process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function version(): string {
  return JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
}

async function serve() {
  const { values } = parse({});
  if (values.help) return void process.stdout.write(HELP.serve);
  // The settings are read before the app is loaded: a bad one stops the start at once.
  const settings = config(values);
  const { startServer } = await import('../main.js');
  const server = await startServer(settings).catch((error: unknown) => {
    // One line for a dependency that is down; anything else keeps its stack (a bug to report).
    if (error instanceof StartupError) fail(error.message, 1);
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down');
      server.stop().then(() => process.exit(0));
    });
  }
}

/** The terminal and the service a command over the API talks to (null target: usage error written). */
function connection(values: Record<string, unknown>, out: (text: string) => void) {
  const cfg = config(values);
  const io = { out, err: (t: string) => process.stderr.write(t), env: process.env };
  return { io, target: apiTarget(values, io, { port: cfg.port, dataDir: cfg.dataDir }) };
}

async function main() {
  if (command === '--version' || command === '-v' || command === 'version')
    return void process.stdout.write(`promptkeep ${version()}\n`);
  if (command === 'help' || command === '--help' || command === '-h')
    return void process.stdout.write(HELP.main);
  if (command === 'serve') return serve();

  if (command === 'migrate' || command === 'bootstrap') {
    const { values } = parse({ json: { type: 'boolean' } });
    if (values.help) return void process.stdout.write(HELP[command]);
    const { runLocal } = await import('./local-commands.js');
    return runLocal(command, config(values), values.json === true);
  }

  if (command === 'owner-key') {
    const { values } = parse({
      json: { type: 'boolean' },
      account: { type: 'string' },
      name: { type: 'string' },
    });
    if (values.help) return void process.stdout.write(HELP['owner-key']);
    const { runLocal } = await import('./local-commands.js');
    return runLocal('owner-key', config(values), values.json === true, {
      ...(typeof values.account === 'string' ? { account: values.account } : {}),
      ...(typeof values.name === 'string' ? { name: values.name } : {}),
    });
  }

  if (command === 'openapi') {
    const { values } = parse({ out: { type: 'string' } });
    if (values.help) return void process.stdout.write(HELP.openapi);
    const { runOpenapi } = await import('./openapi-command.js');
    return runOpenapi(config(values), typeof values.out === 'string' ? values.out : undefined);
  }

  if (command === 'backup' || command === 'restore') {
    const { values } = parse({
      out: { type: 'string' },
      in: { type: 'string' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
    });
    const { BACKUP_HELP, runBackupCommand } = await import('../ops/backup-command.js');
    if (values.help) return void process.stdout.write(BACKUP_HELP[command]);
    process.exitCode = await runBackupCommand(command, values, config(values));
    return;
  }

  // The daily commands over the API (daily-cli.ts); `prompts pull|push|diff` below.
  if (
    DAILY.has(command) ||
    (command === 'prompts' && ['list', 'get', 'create', 'run'].includes(rest[0] ?? ''))
  ) {
    const { DAILY_HELP, DAILY_OPTIONS, runDailyCommand } = await import('./daily-command.js');
    const { values, positionals } = parse({ ...REMOTE_OPTIONS, ...DAILY_OPTIONS });
    if (values.help) return void process.stdout.write(`${DAILY_HELP}${CONNECT_HELP}`);
    const cfg = config(values);
    const io = {
      out: (t: string) => void process.stdout.write(t),
      err: (t: string) => void process.stderr.write(t),
      env: process.env,
      stdin: () => readFileSync(0, 'utf8'),
    };
    const defaults = { port: cfg.port, dataDir: cfg.dataDir };
    process.exitCode = await runDailyCommand(command, positionals, values, io, defaults);
    return;
  }

  if (command === 'prompts') {
    const { PROMPTS_OPTIONS, promptsHelp, runPrompts } = await import('./prompts-cli.js');
    const { values, positionals } = parse({ ...REMOTE_OPTIONS, ...PROMPTS_OPTIONS });
    if (values.help) return void process.stdout.write(promptsHelp());
    const { io, target } = connection(values, (t) => process.stdout.write(t));
    process.exitCode = target ? await runPrompts(values, positionals, io, target) : 2;
    return;
  }

  if (command === 'mcp') {
    const { MCP_OPTIONS, mcpHelp, runMcp } = await import('./mcp-cli.js');
    const { values } = parse({ ...REMOTE_OPTIONS, ...MCP_OPTIONS });
    if (values.help) return void process.stdout.write(mcpHelp());
    // stdout is the MCP channel: everything for a person goes to stderr.
    const { io, target } = connection(values, (t) => process.stderr.write(t));
    process.exitCode = target ? await runMcp(values, io, target) : 2;
    return;
  }

  if (!isRemoteCommand(command)) fail(`unknown command '${command}'. Run 'promptkeep --help'.`);
  const { values, positionals } = parse({ ...REMOTE_OPTIONS });
  if (values.help) return void process.stdout.write(remoteHelp(command));
  const cfg = config(values);
  process.exitCode = await runRemote(
    command,
    values,
    positionals,
    { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), env: process.env },
    { port: cfg.port, dataDir: cfg.dataDir },
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error), 1));
