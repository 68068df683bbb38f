import type { LightMyRequestResponse } from 'fastify';
import type { TestAccount, TestApp } from '../support/test-app.js';

/**
 * The scope × restriction × endpoint matrix of issue 9, hole 1 (docs/security.md, "Who may do
 * what"): one row per endpoint case, one expected status per column. The test
 * (reach-matrix.int.test.ts) sends every cell and checks that docs/security.md shows these very
 * rows, so the table in the docs is the one that is tested.
 */
const SCOPES = ['owner', 'write', 'read'] as const;
type Scope = (typeof SCOPES)[number];
export interface Column {
  name: Scope | `${Scope}, limited`;
  scope: Scope;
  limited: boolean;
}
/** Each scope twice: unrestricted, then limited to W1. */
export const COLUMNS: readonly Column[] = SCOPES.flatMap((scope): Column[] => [
  { name: scope, scope, limited: false },
  { name: `${scope}, limited`, scope, limited: true },
]);

/** The account every cell acts on: W1 is the limited keys' workspace, W2 one outside their reach. */
export interface Env {
  t: TestApp;
  root: TestAccount;
  w1: string;
  w2: string;
  /** The key of each column (limited ones to [W1]). */
  keys: Record<Column['name'], string>;
  providerId: string;
  /**
   * The cells' set-up: makes (POST, 201) or sets (PUT, 200) something with the account's
   * unrestricted owner key, in `workspace` when given; returns the JSON answered (any other status
   * fails the set-up).
   */
  make<T = Record<string, string>>(
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    workspace?: string,
  ): Promise<T>;
  /** A key of the column's scope: the column's own, or a fresh one limited to `workspaceId`. */
  keyFor(col: Column, workspaceId: string): Promise<string>;
}

export interface Row {
  group: string;
  what: string;
  /** Expected status per column, in COLUMNS order. */
  expect: string;
  send(env: Env, col: Column, key: string): Promise<LightMyRequestResponse>;
  /** Further checks of a 2xx answer (what a list shows). */
  check?(body: unknown, env: Env, col: Column): void;
}

export const OWNER_ONLY = (unrestricted: number, limited: number) =>
  `${unrestricted} ${limited} 403 403 403 403`;
export const ACCOUNT_WIDE = (status: number) => OWNER_ONLY(status, 403);
let n = 0;
export const unique = (prefix: string) => `${prefix} ${++n}`;

export type Send = Row['send'];
export const call =
  (method: string, url: (env: Env) => string, body?: (env: Env) => unknown): Send =>
  (env, _col, key) =>
    env.t.request({ method: method as 'GET', url: url(env), key, body: body?.(env) });
export const inWorkspace =
  (method: string, url: string, ws: (env: Env) => string, body?: () => unknown): Send =>
  (env, _col, key) =>
    env.t.request({ method: method as 'GET', url, key, workspace: ws(env), body: body?.() });
/**
 * An account-wide collection's first two rows: list it (200) and add to it (201, `create` says how
 * the docs call it), both with `url` as it is.
 */
export const listAndCreate = (group: string, url: string, body: () => object, create = 'create'): Row[] => [
  { group, what: 'list', expect: ACCOUNT_WIDE(200), send: call('GET', () => url) },
  { group, what: create, expect: ACCOUNT_WIDE(201), send: call('POST', () => url, body) },
];
export const newPrompt = () => ({ name: unique('p'), content: 'x' });
/** A prompt as POST /v1/prompts answers it (with its first version). */
export type NewPrompt = { prompt_id: string; versions: { version_id: string }[] };
/** Deletes something made fresh for the cell, so every cell finds it there. */
export const deleteFresh =
  (create: (env: Env) => Promise<string>): Send =>
  async (env, _col, key) =>
    env.t.request({ method: 'DELETE', url: await create(env), key });
/** DELETE of a resource made for the cell: `body` POSTed to `url`, then `url`/<its `idField`>. */
export const deleteMade = (url: (env: Env) => string, idField: string, body: () => object): Send =>
  deleteFresh(async (env) => `${url(env)}/${(await env.make('POST', url(env), body()))[idField]}`);
export const newKey = (env: Env, workspace_ids?: string[]) =>
  env
    .make('POST', '/v1/account/keys', { name: unique('target'), scope: 'read', workspace_ids })
    .then((k) => `/v1/account/keys/${k.key_id}`);
export const postKey = (ws: (env: Env) => string[] | undefined, scope = 'read'): Send =>
  call(
    'POST',
    () => '/v1/account/keys',
    (env) => ({ name: unique('k'), scope, workspace_ids: ws(env) }),
  );
export const w1 = (env: Env) => env.w1;
export const w2 = (env: Env) => env.w2;
export const provider = (env: Env) => `/v1/account/providers/${env.providerId}`;
export const PROVIDER = {
  kind: 'openai_compatible',
  base_url: 'https://llm.example.com/v1',
  api_key: 'sk-x',
};

/** The row as docs/security.md shows it. */
export function docLine(row: Row): string {
  return `| ${row.group} | ${row.what} | ${row.expect.split(' ').join(' | ')} |`;
}
