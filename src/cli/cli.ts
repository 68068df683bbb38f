#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONFIG_FLAGS, ConfigError, parseConfig } from '../config.js';
import { type ApiTarget, callApi } from './api-client.js';
import { HELP, REMOTE_COMMANDS } from './commands.js';

const argv = process.argv.slice(2);
const command = argv[0] && !argv[0].startsWith('-') ? argv[0] : 'help';
const rest = command === 'help' ? argv : argv.slice(1);

function fail(message: string): never {
  process.stderr.write(`promptkeep: ${message}\n`);
  process.exit(2);
}

function parse(extra: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>) {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {
    help: { type: 'boolean' },
    ...extra,
  };
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

async function main() {
  if (command === 'help' || command === '--help') return void process.stdout.write(HELP.main);

  if (command === 'serve') {
    const { values } = parse({});
    if (values.help) return void process.stdout.write(HELP.serve);
    const { startServer } = await import('../main.js');
    const server = await startServer(config(values));
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        server.app.log.info({ signal }, 'shutting down');
        server.stop().then(() => process.exit(0));
      });
    }
    return;
  }

  if (command === 'migrate' || command === 'bootstrap') {
    const { values } = parse({ json: { type: 'boolean' } });
    if (values.help) return void process.stdout.write(HELP[command]);
    const { runLocal } = await import('./local-commands.js');
    return runLocal(command, config(values), values.json === true);
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

  const remote = REMOTE_COMMANDS[command];
  if (!remote) fail(`unknown command '${command}'. Run 'promptkeep --help'.`);
  const { values, positionals } = parse({
    url: { type: 'string' },
    key: { type: 'string' },
    ca: { type: 'string' },
    insecure: { type: 'boolean' },
    name: { type: 'string' },
    scope: { type: 'string' },
    workspace: { type: 'string', multiple: true },
  });
  if (values.help) return void process.stdout.write(remote.help);
  const cfg = config(values);
  const defaultCa = join(cfg.dataDir, 'tls', 'cert.pem');
  const target: ApiTarget = {
    url: (values.url as string | undefined) ?? process.env.PROMPTKEEP_URL ?? `https://localhost:${cfg.port}`,
    key:
      (values.key as string | undefined) ??
      process.env.PROMPTKEEP_API_KEY ??
      fail('--key (or PROMPTKEEP_API_KEY) is required'),
    ca: (values.ca as string | undefined) ?? (existsSync(defaultCa) ? defaultCa : null),
    insecure: values.insecure === true,
  };
  const call = remote.build(positionals, values as Record<string, unknown>);
  if (typeof call === 'string') fail(call);
  const response = await callApi(target, call.method, call.path, call.body);
  process.stdout.write(`${JSON.stringify(response.body, null, 2)}\n`);
  if (response.status >= 400) process.exit(1);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
