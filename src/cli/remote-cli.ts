import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiTarget, ConnectError, callApi } from './api-client.js';
import { render } from './cli-output.js';
import { CONNECT_HELP, REMOTE_COMMANDS, type RemoteCommand } from './remote-commands.js';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
}

/** Where the service is by default: this machine's configured port and certificate. */
export interface RemoteDefaults {
  port: number;
  dataDir: string;
}

export const isRemoteCommand = (name: string) => Object.hasOwn(REMOTE_COMMANDS, name);
export const remoteHelp = (name: string) => `${REMOTE_COMMANDS[name]?.help ?? ''}${CONNECT_HELP}`;

interface ErrorBody {
  status_code?: number;
  title?: string;
  message?: string;
  trace_id?: string;
}

/** The API's own message, with a hint where the usual cause is the wrong kind of key. */
function describeFailure(command: RemoteCommand, status: number, body: unknown, key: string): string {
  const e = (body ?? {}) as ErrorBody;
  const base = `HTTP ${status}${e.title ? ` ${e.title}` : ''}: ${e.message ?? 'no message'}${e.trace_id ? ` (trace ${e.trace_id})` : ''}`;
  if (status === 401 && command.operator && key.startsWith('pk_'))
    return `${base}\nthis command needs the operator key (PROMPTKEEP_ADMIN_KEY); an API key (pk_…) was given.`;
  if (status === 401 && !command.operator && !key.startsWith('pk_'))
    return `${base}\nthis command needs an owner API key (pk_…); the operator key only works with 'accounts'.`;
  return base;
}

/**
 * Where a command over the API goes and with which key (--url, --key, --ca, --insecure, or their
 * environment variables and this machine's defaults); null, with the usage error written, when
 * there is no key.
 */
export function apiTarget(
  values: Record<string, unknown>,
  io: CliIo,
  defaults: RemoteDefaults,
  operator = false,
): ApiTarget | null {
  const key = (values.key as string | undefined) ?? io.env.PROMPTKEEP_API_KEY;
  if (!key) {
    io.err(`promptkeep: --key (or PROMPTKEEP_API_KEY) is required${operator ? ': the operator key' : ''}\n`);
    return null;
  }
  const defaultCa = join(defaults.dataDir, 'tls', 'cert.pem');
  const target: ApiTarget = {
    url: (values.url as string | undefined) ?? io.env.PROMPTKEEP_URL ?? `https://localhost:${defaults.port}`,
    key,
    ca: (values.ca as string | undefined) ?? (existsSync(defaultCa) ? defaultCa : null),
    insecure: values.insecure === true,
  };
  if (target.insecure) io.err("promptkeep: warning: --insecure: the server's certificate is not verified\n");
  return target;
}

/** The X-Workspace-Id of a workspace command: one --workspace, else PROMPTKEEP_WORKSPACE; or a usage error. */
function workspaceOf(values: Record<string, unknown>, io: CliIo): Record<string, string> | string {
  const given = (values.workspace as string[] | undefined) ?? [];
  if (given.length > 1) return 'give one --workspace';
  const ws = given[0] ?? io.env.PROMPTKEEP_WORKSPACE;
  return ws ? { 'x-workspace-id': ws } : '--workspace (or PROMPTKEEP_WORKSPACE) is required';
}

/**
 * Runs one remote command; returns the exit code: 0 done, 1 the API refused (its message on
 * stderr), 2 a usage error, 3 the service could not be reached.
 */
export async function runRemote(
  name: string,
  values: Record<string, unknown>,
  positionals: string[],
  io: CliIo,
  defaults: RemoteDefaults,
): Promise<number> {
  const command = REMOTE_COMMANDS[name];
  if (!command) return 2;
  const target = apiTarget(values, io, defaults, command.operator === true);
  if (!target) return 2;
  const call = command.build(positionals, values);
  const workspace = command.workspace ? workspaceOf(values, io) : {};
  if (typeof call === 'string' || typeof workspace === 'string') {
    io.err(`promptkeep: ${typeof call === 'string' ? call : workspace}\n`);
    return 2;
  }
  const key = target.key;
  try {
    const response = await callApi(target, call.method, call.path, call.body, workspace);
    if (response.status >= 400) {
      io.err(`promptkeep: ${describeFailure(command, response.status, response.body, key)}\n`);
      return 1;
    }
    const json = values.json === true;
    if (response.body === null)
      io.out(json ? `${JSON.stringify({ done: call.done ?? 'done' })}\n` : `${call.done ?? 'done'}\n`);
    else io.out(render(response.body, json));
    const body = response.body as Record<string, unknown>;
    if (!json && body && typeof body === 'object' && Object.hasOwn(body, 'api_key'))
      io.err('promptkeep: the api_key is shown only now; keep it somewhere safe\n');
    return 0;
  } catch (error) {
    if (error instanceof ConnectError) {
      io.err(`promptkeep: ${error.message}\n`);
      return 3;
    }
    throw error;
  }
}
