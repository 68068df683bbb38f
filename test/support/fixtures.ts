import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { type Static, type TSchema, Type } from 'typebox';
import type { Database } from '../../src/db/schema.js';
import type { RequestContext } from '../../src/lib/request-context.js';
import { CreatedKey, Workspace } from '../../src/modules/account/account.schemas.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { expectError, parseAs, type TestAccount, type TestApp } from './test-app.js';

/** A key of `a`'s account, created with its owner key (scope read, write or owner). */
export async function createKey(
  t: TestApp,
  a: TestAccount,
  body: { name: string; scope: 'owner' | 'write' | 'read'; workspace_ids?: string[] },
) {
  return parseAs(CreatedKey, await t.request({ method: 'POST', url: '/v1/account/keys', key: a.key, body }));
}

/** Revokes one of `a`'s keys with its owner key (a 204). */
export async function revokeKey(t: TestApp, a: TestAccount, keyId: string) {
  const revoked = await t.request({ method: 'DELETE', url: `/v1/account/keys/${keyId}`, key: a.key });
  assert.equal(revoked.statusCode, 204, revoked.body);
}

/** A further workspace of `a`'s account (a 201). */
/** The owner key disables (or enables again) a user: `PATCH /v1/account/users/{id}`, its response. */
export function setUserStatus(t: TestApp, a: TestAccount, userId: string, status: 'active' | 'disabled') {
  return t.request({ method: 'PATCH', url: `/v1/account/users/${userId}`, key: a.key, body: { status } });
}

export async function createWorkspace(t: TestApp, a: TestAccount, name: string) {
  const res = await t.request({ method: 'POST', url: '/v1/account/workspaces', key: a.key, body: { name } });
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(Workspace, res);
}

/**
 * What the security tests of workspace resources start from: an owner account, a read key of it,
 * a second workspace of the same account and another account. `reader` is the owner's workspace
 * with the read key; `inOther` is the owner's key in the second workspace (ids of the first one
 * are not found there).
 */
export async function workspaceFixture(t: TestApp) {
  const owner = await t.account();
  const otherAccount = await t.account();
  const readKey = (await createKey(t, owner, { name: 'reader', scope: 'read' })).api_key;
  const otherWorkspace = (await createWorkspace(t, owner, 'second')).workspace_id;
  return {
    owner,
    otherAccount,
    readKey,
    otherWorkspace,
    reader: { ...owner, key: readKey },
    inOther: { ...owner, workspaceId: otherWorkspace },
    call: t.call,
  };
}

/** A prompt with one (primary) version of `content`, and the URL of that version. */
export async function promptWithVersion(t: TestApp, a: TestAccount, content: string) {
  const p = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'P', content }));
  const v = p.versions[0]!;
  return {
    promptId: p.prompt_id,
    versionId: v.version_id,
    version: v,
    base: `/v1/prompts/${p.prompt_id}/versions/${v.version_id}`,
  };
}

/** POSTs `body` as `a` and asserts a 201; returns the parsed body (the caller knows its shape). */
export async function created(t: TestApp, a: TestAccount, url: string, body: unknown) {
  const res = await t.call(a, 'POST', url, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** POSTs `body` as `a`, asserts a 201 and parses the body with the route's schema. */
export async function createdAs<T extends TSchema>(
  t: TestApp,
  a: TestAccount,
  schema: T,
  url: string,
  body: unknown,
): Promise<Static<T>> {
  const res = await t.call(a, 'POST', url, body);
  assert.equal(res.statusCode, 201, res.body);
  return parseAs(schema, res);
}

/** A successful DELETE: 204 and no body. */
export function expectDeleted(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 204, res.body);
  assert.equal(res.body, '');
}

/**
 * The rows of `table` matching every column of `where` (what a write left behind in the database).
 * Plain SQL, as the test only reads: every table of the schema, on both databases.
 */
export async function rowsWhere<T extends keyof Database & string>(
  t: TestApp,
  table: T,
  where: Partial<Record<keyof Database[T] & string, string | number>>,
) {
  const conditions = Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const query = sql<
    Selectable<Database[T]>
  >`select * from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}`;
  return (await query.execute(t.db.kysely)).rows;
}

/** What a service call of `a`'s owner key carries (tests that call services directly). */
export function ownerContext(a: TestAccount): RequestContext {
  return {
    requestId: 'req_test',
    accountId: a.accountId,
    workspaceId: a.workspaceId,
    actor: { type: 'api_key', id: a.keyId, name: 'owner', clientId: null },
    scope: 'owner',
    limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
  };
}

/**
 * The three versioned resources (src/versioned/), as the tests that hold them to one set
 * of rules see them: where the versions are stored and what the errors call them.
 */
export const VERSIONED = {
  prompt: {
    table: 'prompt_versions',
    parentColumn: 'prompt_id',
    noun: 'prompt',
    notFound: 'Version not found.',
  },
  context: {
    table: 'context_versions',
    parentColumn: 'context_id',
    noun: 'context',
    notFound: 'Context version not found.',
  },
  pack: {
    table: 'context_pack_versions',
    parentColumn: 'pack_id',
    noun: 'context pack',
    notFound: 'Context pack version not found.',
  },
} as const;
export type VersionedKind = keyof typeof VERSIONED;

/**
 * A prompt, text context or context pack named 'race' with `n` versions (the first primary; contents
 * v0, v1, …; a pack's versions all hold one context, `itemId`), made through its routes: the
 * parent's id and URL, the versions' ids (oldest first), and where and what to POST for one more.
 */
export async function withVersions(t: TestApp, a: TestAccount, kind: VersionedKind, n: number) {
  let itemId: string | null = null;
  let made: { versions: { version_id: string }[] } & Record<string, unknown>;
  let id: string;
  let parent: string;
  let addUrl: string;
  let next: (i: number) => Record<string, unknown>;
  if (kind === 'pack') {
    itemId = (await created(t, a, '/v1/contexts/text', { name: 'item', content: 'x' })).context_id as string;
    const items = [{ context_id: itemId }];
    made = await created(t, a, '/v1/context/packs', { name: 'race', items });
    id = made.pack_id as string;
    parent = `/v1/context/packs/${id}`;
    addUrl = `${parent}/versions`;
    next = () => ({ items });
  } else {
    const first = { name: 'race', content: 'v0' };
    made = await created(t, a, kind === 'prompt' ? '/v1/prompts' : '/v1/contexts/text', first);
    id = (kind === 'prompt' ? made.prompt_id : made.context_id) as string;
    parent = kind === 'prompt' ? `/v1/prompts/${id}` : `/v1/contexts/${id}`;
    addUrl = kind === 'prompt' ? `${parent}/versions` : `${parent}/versions/text`;
    next = (i) => ({ content: `v${i}` });
  }
  const ids = [made.versions[0]!.version_id];
  for (let i = 1; i < n; i++) ids.push((await created(t, a, addUrl, next(i))).version_id);
  return { id, parent, ids, itemId, addUrl, versionBody: next };
}

/** The ids of the primary versions of a versioned resource, read from the database (one, or none). */
export async function primaryIds(t: TestApp, kind: VersionedKind, parentId: string) {
  const { table, parentColumn } = VERSIONED[kind];
  const rows = await rowsWhere(t, table, { [parentColumn]: parentId, is_primary: 1 });
  return rows.map((r) => r.id);
}

/** A workspace endpoint under test: `byId` when it names a resource (another workspace gets 404). */
export interface WorkspaceEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  byId: boolean;
  /** A POST that only reads (render): the read scope is enough, as for a GET. */
  readOnly?: boolean;
}

/**
 * The rules every workspace endpoint follows, checked on `e` from `f` (workspaceFixture): no or a
 * bad key 401, no workspace 400, a workspace of another account 403 either way, a read key 403
 * unless it is a GET (or a read-only POST), and ids of the owner's workspace not found in its other one. None of these
 * requests changes anything. Returns the endpoint's sender for the caller's own checks.
 */
export async function expectWorkspaceRules(
  t: TestApp,
  f: Awaited<ReturnType<typeof workspaceFixture>>,
  e: WorkspaceEndpoint,
) {
  const { owner: a, otherAccount: b } = f;
  const send = (key: string | null, workspace: string | null) =>
    t.request({ method: e.method, url: e.url, key, workspace, body: e.body });
  expectError(await send(null, a.workspaceId), 401, 'Invalid API key.');
  expectError(await send('pk_not_a_key', a.workspaceId), 401, 'Invalid API key.');
  expectError(await send(a.key, null), 400, /workspace id is required/);
  expectError(await send(a.key, b.workspaceId), 403, /may not use the requested workspace/);
  expectError(await send(b.key, a.workspaceId), 403, /may not use the requested workspace/);
  if (e.method === 'GET' || e.readOnly) {
    assert.equal((await send(f.readKey, a.workspaceId)).statusCode, 200, `${e.method} ${e.url}`);
  } else {
    expectError(
      await send(f.readKey, a.workspaceId),
      403,
      "This API key has the 'read' scope; 'write' is required.",
    );
  }
  // The same ids from another workspace the key may use are simply not found.
  if (e.byId) expectError(await send(a.key, f.otherWorkspace), 404, /not found\./);
  return send;
}

/** A client id of `a`'s account, made with its owner key; then the account requires one (issue 9). */
export async function requireClientIds(t: TestApp, a: TestAccount): Promise<string> {
  const made = await t.request({
    method: 'POST',
    url: '/v1/account/clients',
    key: a.key,
    body: { name: 'web' },
  });
  const ClientId = Type.Object({ client_id: Type.String() }, { additionalProperties: true });
  const clientId = parseAs(ClientId, made).client_id;
  const required = await t.request({
    method: 'PATCH',
    url: '/v1/account',
    key: a.key,
    client: clientId,
    body: { require_api_client: true },
  });
  assert.equal(required.statusCode, 200, required.body);
  return clientId;
}
