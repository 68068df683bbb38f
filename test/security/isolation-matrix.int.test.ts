import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createKey, createWorkspace } from '../support/fixtures.js';
import { OWN_ORIGIN, signedInUser, type UserSession } from '../support/people-fixtures.js';
import { createTestApp, type TestAccount, type TestApp } from '../support/test-app.js';
import { TEST_DB } from '../support/test-db.js';
import { knownHole } from './known-holes.js';
import {
  fillPath,
  isValidationMessage,
  type Json,
  messageOf,
  type Operation,
  operationsOf,
  placeholderKeys,
  randomLike,
  requiredQuery,
  sample,
} from './openapi-walk.js';
import { bodyHints, buildResources, ownerAuth, type ResourceFixture } from './resource-fixture.js';

/**
 * Tenant-isolation matrix, generated from GET /v1/openapi.json: every operation whose path names an
 * id × every attacker below × {an existing id of the victim, a random well-formed id}. Asserts that
 * no attacker gets a 2xx, that the existing and the random id get the same status and message (no
 * existence oracle), and that everything the victim can read is unchanged afterwards.
 */

let t: TestApp;

/** Operations left out of the matrix, each with its reason. None today. */
const EXCLUDED: Record<string, string> = {};

interface Attacker {
  name: string;
  applies(op: Operation): boolean;
  /** Headers and query of the attacking request. */
  creds(op: Operation): { headers: Record<string, string>; query: Record<string, string> };
}

let victim: ResourceFixture;
let allOps: Operation[];
let ops: Operation[];
let attackers: Attacker[];
let snapshot: Map<string, string>;
let hints: ReturnType<typeof bodyHints>;

/** POSTs that only read (read scope): a read key may call them, so they are no "write" to refuse. */
const READ_ONLY_POSTS = new Set(['POST /v1/prompts/{promptId}/render']);
const isWrite = (op: Operation) => op.method !== 'GET' && !READ_ONLY_POSTS.has(op.label);
const inWorkspace = (op: Operation) => op.auth === 'workspace';

function keyHeaders(key: string, workspace: string | null, op: Operation) {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (workspace && op.auth === 'workspace') headers['x-workspace-id'] = workspace;
  return headers;
}

before(async () => {
  t = await createTestApp();
  const doc = (await t.request({ url: '/v1/openapi.json' })).json() as Json;
  allOps = operationsOf(doc);
  ops = allOps.filter((op) => op.placeholders.length > 0 && !(op.label in EXCLUDED));
  const owner = await t.account();
  victim = await buildResources(t, owner);
  hints = bodyHints(victim);
  const other: TestAccount = await t.account();
  const limitedTo = (await createWorkspace(t, owner, 'limited keys live here')).workspace_id;
  const limitedWrite = await createKey(t, owner, { name: 'lw', scope: 'write', workspace_ids: [limitedTo] });
  const limitedOwner = await createKey(t, owner, { name: 'lo', scope: 'owner', workspace_ids: [limitedTo] });
  const readKey = await createKey(t, owner, { name: 'reader', scope: 'read' });
  const plain = (key: string, workspace: string | null) => (op: Operation) => ({
    headers: keyHeaders(key, workspace, op),
    query: {},
  });
  // Signed-in users attack with their session cookie (and, on changes, a valid Origin and CSRF
  // token: what our own pages would send), on every operation a cookie may call.
  const otherOwnerUser = await signedInUser(t, other, { owner: true });
  const viewerUser = await signedInUser(t, owner, {
    workspaces: [{ workspace_id: owner.workspaceId, role: 'viewer' }],
  });
  const asUser = (u: UserSession, workspace: string) => (op: Operation) => {
    const headers: Record<string, string> = { cookie: u.cookie, origin: OWN_ORIGIN, 'x-csrf-token': u.csrf };
    if (op.auth === 'workspace') headers['x-workspace-id'] = workspace;
    return { headers, query: {} };
  };
  // The limited-owner attacker runs last: were hole 1 to reopen, the changes it made to the victim
  // must not turn the other attackers' "existing id" requests into "missing id" ones.
  attackers = [
    { name: 'another account key', applies: () => true, creds: plain(other.key, other.workspaceId) },
    {
      name: "another account key in the victim's workspace",
      applies: inWorkspace,
      creds: plain(other.key, owner.workspaceId),
    },
    {
      name: 'write key limited to another workspace',
      applies: () => true,
      creds: plain(limitedWrite.api_key, limitedTo),
    },
    {
      name: "write key limited to another workspace, naming the victim's workspace",
      applies: inWorkspace,
      creds: plain(limitedWrite.api_key, owner.workspaceId),
    },
    { name: 'read key on writes', applies: isWrite, creds: plain(readKey.api_key, owner.workspaceId) },
    {
      // The spec: the query wins over the header, for the key and the workspace alike.
      name: "attacker key and workspace in the query, victim's in the headers",
      applies: () => true,
      creds: (op) => ({
        headers: keyHeaders(owner.key, owner.workspaceId, op),
        query: {
          'api-key': other.key,
          ...(op.auth === 'workspace' ? { 'workspace-id': other.workspaceId } : {}),
        },
      }),
    },
    {
      name: "victim's key with another workspace in the query, the victim's in the header",
      applies: inWorkspace,
      creds: (op) => ({
        headers: keyHeaders(owner.key, owner.workspaceId, op),
        query: { 'workspace-id': limitedTo },
      }),
    },
    {
      name: 'owner user of another account',
      applies: () => true,
      creds: asUser(otherOwnerUser, other.workspaceId),
    },
    {
      name: "viewer user of the victim's workspace, on writes and on the owner's API",
      applies: (op) => isWrite(op) || op.path.startsWith('/v1/account') || op.auth === 'session',
      creds: asUser(viewerUser, owner.workspaceId),
    },
    {
      name: 'owner key limited to another workspace',
      applies: () => true,
      creds: plain(limitedOwner.api_key, limitedTo),
    },
  ];
  snapshot = await victimState();
});

let cells = 0;
after(async () => {
  process.stdout.write(
    `# matrix on ${TEST_DB}: ${ops?.length} operations with ids, ${cells} cells, ${2 * cells} attacking requests\n`,
  );
  await t?.close();
});

function withQuery(url: string, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${url}?${qs}` : url;
}

/** Everything the victim (its owner key, the admin key) can GET: the state no attacker may change. */
async function victimState(): Promise<Map<string, string>> {
  const state = new Map<string, string>();
  for (const op of allOps) {
    // Usage and the metrics (now documented behind the operator key) count every request.
    const counters = op.path === '/v1/account/usage' || op.path === '/metrics';
    // GET /mcp answers 405 to everyone (the MCP endpoint is POST only): nothing to read there.
    if (op.method !== 'GET' || op.auth === 'none' || counters || op.path === '/mcp') continue;
    if (op.placeholders.length > 0 && !ops.includes(op)) continue;
    const url = withQuery(
      fillPath(
        op,
        placeholderKeys(op).map((k) => victim.ids[k] as string),
      ),
      requiredQuery(op, victim.query),
    );
    const { key, workspace, headers } = ownerAuth(op, victim);
    const res = await t.request({ url, key, workspace, headers });
    // Error bodies differ by their trace id: their status and message are what counts. The export
    // is the whole workspace, stamped with the time it was made.
    // A session's last_seen_at moves with the victim's own reads (once a minute at most).
    const body = res.body.replace(/"exported_at":"[^"]*"/, '').replace(/"last_seen_at":"[^"]*"/g, '');
    state.set(`GET ${url}`, `${res.statusCode} ${res.statusCode < 300 ? body : messageOf(res)}`);
  }
  return state;
}

test('every operation with an id in its path is in the matrix, each id a real resource', async () => {
  const unfilled = ops.flatMap((op) =>
    placeholderKeys(op)
      .filter((k) => victim.ids[k] === undefined)
      .map((k) => `${op.label}: {${k}}`),
  );
  assert.deepEqual(unfilled, [], 'placeholders without a victim resource (add one to resource-fixture.ts)');
  // The victim reaches every resource it owns: the "existing id" requests name real things.
  const unreadable = [...snapshot]
    .filter(([, v]) => !/^2\d\d /.test(v))
    .map(([k, v]) => `${k}: ${v.slice(0, 120)}`);
  assert.deepEqual(unreadable, []);
  assert.ok(ops.length >= 60, `only ${ops.length} operations with ids in the document`);
});

async function attack(op: Operation, a: Attacker, ids: string[]) {
  const { headers, query } = a.creds(op);
  const body = op.body ? sample(op.body, hints) : undefined;
  return t.request({
    method: op.method,
    url: withQuery(fillPath(op, ids), { ...requiredQuery(op, victim.query), ...query }),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

const ATTACKERS = [
  'another account key',
  "another account key in the victim's workspace",
  'write key limited to another workspace',
  "write key limited to another workspace, naming the victim's workspace",
  'read key on writes',
  "attacker key and workspace in the query, victim's in the headers",
  "victim's key with another workspace in the query, the victim's in the header",
  'owner user of another account',
  "viewer user of the victim's workspace, on writes and on the owner's API",
  'owner key limited to another workspace',
];

for (const name of ATTACKERS) {
  test(`matrix: ${name}`, async (tc) => {
    const a = attackers.find((x) => x.name === name) as Attacker;
    // Deletes last (children before parents), so a delete that wrongly succeeds does not change
    // what the other requests find.
    const rank = (op: Operation) => (op.method === 'DELETE' ? 10 - op.placeholders.length : 0);
    const order = ops.filter(a.applies).sort((x, y) => rank(x) - rank(y));
    for (const op of order) {
      const hole = knownHole('matrix', name, op.label, TEST_DB);
      await tc.test(op.label, { skip: hole ? `known hole ${hole}` : false }, async () => {
        cells += 1;
        const keys = placeholderKeys(op);
        const existing = await attack(
          op,
          a,
          keys.map((k) => victim.ids[k] as string),
        );
        const random = await attack(
          op,
          a,
          keys.map((k) => randomLike(victim.ids[k] as string)),
        );
        const what = (r: typeof existing) => `${r.statusCode} ${messageOf(r)}`;
        assert.ok(
          existing.statusCode >= 400 && existing.statusCode < 500,
          `existing foreign id answered ${what(existing)}`,
        );
        assert.ok(random.statusCode >= 400 && random.statusCode < 500, `random id answered ${what(random)}`);
        assert.ok(!isValidationMessage(messageOf(existing)), `the request was not valid: ${what(existing)}`);
        assert.equal(what(existing), what(random), 'existing and random ids answer differently');
      });
    }
    const unchanged = "the victim's resources are unchanged";
    const hole = knownHole('matrix', name, unchanged, TEST_DB);
    await tc.test(unchanged, { skip: hole ? `known hole ${hole}` : false }, async () => {
      const after = await victimState();
      const changed = [...snapshot.keys()].filter((k) => after.get(k) !== snapshot.get(k));
      assert.deepEqual(changed, []);
    });
  });
}

/**
 * The MCP endpoint names ids in its JSON-RPC body, not its path: its cells are the MCP calls that
 * take the victim's prompt and version ids, sent as POST /mcp (the operation of the document) by
 * every attacker that applies to it, the write tools alone for the read key. The same assertions:
 * no result, and the existing and the random id answer alike (HTTP refusal or tool error).
 */
const MCP_CALLS: {
  name: string;
  write: boolean;
  body: (ids: { prompt: string; version: string }) => object;
}[] = [
  {
    name: 'get_prompt',
    write: false,
    body: (i) => tool('get_prompt', { prompt: i.prompt, version_id: i.version }),
  },
  {
    name: 'render_prompt',
    write: false,
    body: (i) => tool('render_prompt', { prompt: i.prompt, variables: {} }),
  },
  {
    name: 'diff_versions',
    write: false,
    body: (i) => tool('diff_versions', { prompt: i.prompt, from: i.version, to: i.version }),
  },
  {
    name: 'analyze_prompt',
    write: true,
    body: (i) => tool('analyze_prompt', { kind: 'risk', prompt: i.prompt, version_id: i.version }),
  },
  {
    name: 'improve_prompt',
    write: true,
    body: (i) => tool('improve_prompt', { prompt: i.prompt, version_id: i.version }),
  },
  {
    name: 'prompts/get',
    write: false,
    body: (i) => ({
      jsonrpc: '2.0',
      id: 1,
      method: 'prompts/get',
      params: { name: i.prompt, arguments: {} },
    }),
  },
];
function tool(name: string, args: object) {
  return { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } };
}

/** What an MCP call answered, as one line: an HTTP refusal, a refused tool call, a JSON-RPC error. */
function mcpOutcome(res: LightMyRequestResponse): { refused: boolean; line: string } {
  if (res.statusCode >= 400)
    return { refused: res.statusCode < 500, line: `HTTP ${res.statusCode} ${messageOf(res)}` };
  const answer = JSON.parse(res.body);
  if (answer.error) return { refused: true, line: `rpc ${answer.error.code} ${answer.error.message}` };
  if (answer.result?.isError) {
    const body = JSON.parse(answer.result.content[0].text);
    return {
      refused: body.status_code >= 400 && body.status_code < 500,
      line: `tool ${body.status_code} ${body.message}`,
    };
  }
  return { refused: false, line: `a result: ${res.body.slice(0, 200)}` };
}

for (const name of ATTACKERS) {
  test(`matrix over MCP: ${name}`, async (tc) => {
    const a = attackers.find((x) => x.name === name) as Attacker;
    const op = allOps.find((o) => o.label === 'POST /mcp') as Operation;
    assert.ok(op, 'POST /mcp is in the OpenAPI document');
    if (!a.applies(op)) return;
    // Attackers that may read the victim's workspace (a read key, a viewer): its write tools only.
    const readOnly =
      name === 'read key on writes' || name.startsWith("viewer user of the victim's workspace");
    for (const call of MCP_CALLS.filter((c) => !readOnly || c.write)) {
      await tc.test(call.name, async () => {
        cells += 1;
        const send = async (ids: { prompt: string; version: string }) => {
          const { headers, query } = a.creds(op);
          return t.request({
            method: 'POST',
            url: withQuery('/mcp', query),
            headers: { ...headers, accept: 'application/json, text/event-stream' },
            body: call.body(ids),
          });
        };
        const real = {
          prompt: victim.ids.promptId as string,
          version: victim.ids['promptId.versionId'] as string,
        };
        const existing = mcpOutcome(await send(real));
        const random = mcpOutcome(
          await send({ prompt: randomLike(real.prompt), version: randomLike(real.version) }),
        );
        assert.ok(existing.refused, `existing foreign id: ${existing.line}`);
        assert.ok(random.refused, `random id: ${random.line}`);
        assert.equal(existing.line.replace(/req_\w+/, ''), random.line.replace(/req_\w+/, ''));
      });
    }
    const after = await victimState();
    assert.deepEqual(
      [...snapshot.keys()].filter((k) => after.get(k) !== snapshot.get(k)),
      [],
    );
  });
}
