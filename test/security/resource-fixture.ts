import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cookieOf, PASSWORD, signedInUser, type UserSession } from '../support/people-fixtures.js';
import { storedRun } from '../support/run-fixtures.js';
import { ADMIN_KEY, type TestAccount, type TestApp } from '../support/test-app.js';
import { waitUntil } from '../support/webhook-receiver.js';
import type { Hints, Json, Operation } from './openapi-walk.js';

/**
 * One of every resource an id in a path can name, all in one account, so each placeholder of the
 * OpenAPI document has a real value: `ids[key]` where key is what `placeholderKeys` gives
 * (`promptId`, `promptId.versionId`, `contextPackId.versionId`, `providerId.modelId`…).
 */
export interface ResourceFixture {
  account: TestAccount;
  /** The default workspace, holding every workspace resource. */
  workspaceId: string;
  ids: Record<string, string>;
  /** Values of required query parameters that name a resource (the diff's `from` and `to`). */
  query: Record<string, string>;
  /** A signed-in owner user of the account: what session-only operations are called with. */
  session: UserSession;
}

async function created(t: TestApp, a: TestAccount, method: string, url: string, body: unknown) {
  const res = await t.request({
    method: method as 'POST',
    url,
    key: a.key,
    workspace: a.workspaceId,
    body,
  });
  assert.ok(
    res.statusCode === 201 || res.statusCode === 200,
    `${method} ${url}: ${res.statusCode} ${res.body}`,
  );
  return res.json() as Json;
}

/** Where fuzzed webhook URLs point: loopback's discard port (closed: every delivery is refused). */
const WEBHOOK_URL = 'http://127.0.0.1:9/hook';

/** A loopback receiver answering 204 to anything (unref'd: it never keeps a test process alive). */
async function webhookSink(): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204, { connection: 'close' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const TEXT = 'You are a careful support agent. Answer {{question}} politely.\n\nExample:\nQ: hi\nA: hello';

/**
 * Builds the resources in `a`'s default workspace and account. `accountId` names `spareAccount`
 * when given (the fuzz run patches and deletes whatever `{accountId}` names, so not its own).
 */
export async function buildResources(
  t: TestApp,
  a: TestAccount,
  options: { providerModel?: boolean; spareAccountId?: string } = {},
): Promise<ResourceFixture> {
  const post = (url: string, body: unknown) => created(t, a, 'POST', url, body);
  const project = await post('/v1/projects', { name: 'Victim project', brief: 'support' });
  const prompt = await post('/v1/prompts', {
    name: 'Victim prompt',
    use_case: 'support',
    content: TEXT,
    project_id: project.project_id,
  });
  const firstVersion = prompt.versions[0].version_id as string;
  const second = await post(`/v1/prompts/${prompt.prompt_id}/versions`, {
    name: 'second',
    content: `${TEXT}\nBe brief.`,
  });
  await created(t, a, 'PUT', `/v1/prompts/${prompt.prompt_id}/labels/production`, {
    version_id: firstVersion,
  });
  // A release request (issue 23): what `{releaseId}` names.
  const release = await post(`/v1/prompts/${prompt.prompt_id}/releases`, {
    label: 'staging',
    version_id: second.version_id,
    note: 'victim release',
  });
  // A prompt including the victim's (its …/dependents and …/dependencies name real things).
  await post('/v1/prompts', { name: 'Victim host', content: 'Intro {{> Victim prompt@production}}' });

  const criteria = await post('/v1/prompts/scoring/criteria', {
    name: 'Victim criteria',
    use_case: 'support',
    criterion_set: [
      { slug: 'clarity', label: 'Clarity', description: 'Clear', questions: 'Is it clear?', weight: 3 },
    ],
  });
  // Stored analyses, so the GET of each analysis names a real result.
  const version = `/v1/prompts/${prompt.prompt_id}/versions/${firstVersion}`;
  await post(`${version}/scoring`, { criteria_id: criteria.criteria_id });
  await post(`${version}/risk`, {});
  await post(`${version}/balance`, { include_examples: true });
  await post(`${version}/heatmap`, { include_examples: true });

  // Files under both paths (a text version has no `/content` to GET), a text in the pack.
  const fileBody = (name: string) => ({
    name,
    filename: 'notes.txt',
    media_type: 'text/plain',
    data: Buffer.from(`${name}.`).toString('base64'),
  });
  const context = await post('/v1/contexts/file', fileBody('Victim context file'));
  const item = await post('/v1/context/items/file', fileBody('Victim item file'));
  const text = await post('/v1/contexts/text', { name: 'Victim text', content: 'Context text.' });
  const pack = await post('/v1/context/packs', {
    name: 'Victim pack',
    items: [{ context_id: text.context_id }, { context_id: item.context_id }],
  });

  const owner = (method: string, url: string, body: unknown) => created(t, a, method, url, body);
  const workspace = await owner('POST', '/v1/account/workspaces', { name: 'Victim spare workspace' });
  const key = await owner('POST', '/v1/account/keys', { name: 'victim spare key', scope: 'read' });
  const client = await owner('POST', '/v1/account/clients', { name: 'victim client' });
  const provider = await owner('POST', '/v1/account/providers', {
    kind: 'openai_compatible',
    name: 'Victim provider',
    base_url: 'https://llm.example.com/v1',
    api_key: 'sk-victim-secret',
  });
  // An owner user signed in twice: the first session reads, the second is what `{sessionId}` names.
  // `{userId}` names another user (invited), so a fuzzed PATCH never disables the reading session.
  const session = await signedInUser(t, a, { owner: true });
  const again = await t.request({
    method: 'POST',
    url: '/v1/auth/sign-in',
    body: { email: session.email, password: PASSWORD },
  });
  assert.equal(again.statusCode, 200, again.body);
  assert.ok(cookieOf(again));
  const invited = await owner('POST', '/v1/account/users', {
    email: `victim-${Math.random().toString(36).slice(2)}@example.com`,
    name: 'Victim invitee',
  });
  const member = await t.request({
    method: 'PUT',
    url: `/v1/account/workspaces/${workspace.workspace_id}/members/${invited.user_id}`,
    key: a.key,
    body: { role: 'viewer' },
  });
  assert.equal(member.statusCode, 200, member.body);
  // Single sign-on configured: the victim's GET /v1/account/sso is part of what no attacker may change.
  await owner('PUT', '/v1/account/sso', {
    issuer: 'https://idp.example.com',
    client_id: 'victim-client',
    client_secret: 'victim-sso-secret',
    allowed_domains: ['victim.example'],
  });
  // A webhook endpoint (issue 26) and one delivery of it: what `{webhookId}` and `{deliveryId}` name.
  // Disabled (no change queues an event); its test event goes to a loopback sink answering 204, and
  // is waited for, so what the victim reads of it no longer changes.
  const webhook = await post('/v1/webhooks', { url: await webhookSink(), events: ['*'], enabled: false });
  const delivery = await post(`/v1/webhooks/${webhook.webhook_id}/test`, undefined);
  // Every 100 ms: the worker polls once a second, and each look is a request (at 20 ms, ~50 of them).
  await waitUntil(async () => {
    const log = await t.request({
      url: `/v1/webhooks/${webhook.webhook_id}/deliveries`,
      key: a.key,
      workspace: a.workspaceId,
    });
    return (log.json() as Json[]).some(
      (d) => d.delivery_id === delivery.delivery_id && d.state === 'delivered',
    );
  }, 100);
  // A stored playground run (issue 25 §3): what `{runId}` names (written directly: no model here).
  const run = await storedRun(
    t,
    { workspaceId: a.workspaceId, promptId: prompt.prompt_id, versionId: firstVersion },
    { question: 'victim' },
  );
  const ids: Record<string, string> = {
    userId: invited.user_id,
    webhookId: webhook.webhook_id,
    'webhookId.deliveryId': delivery.delivery_id,
    'workspaceId.userId': invited.user_id,
    sessionId: again.json().session.session_id,
    promptId: prompt.prompt_id,
    projectId: project.project_id,
    'promptId.versionId': firstVersion,
    'promptId.label': 'production',
    'promptId.releaseId': release.release_id,
    'promptId.runId': run,
    // Not a path placeholder: an experiment's second version (body hint `version_ids`).
    secondVersionId: second.version_id,
    // Fetch by name: the prompt's name and its label.
    name: prompt.name,
    'name.label': 'production',
    criteriaId: criteria.criteria_id,
    'criteriaId.criterionId': criteria.criterion_set[0].criterion_id,
    contextId: context.context_id,
    'contextId.versionId': context.versions[0].version_id,
    contextItemId: item.context_id,
    'contextItemId.versionId': item.versions[0].version_id,
    contextPackId: pack.pack_id,
    'contextPackId.versionId': pack.versions[0].version_id,
    workspaceId: workspace.workspace_id,
    keyId: key.key_id,
    clientId: client.client_id,
    providerId: provider.provider_id,
    accountId: options.spareAccountId ?? a.accountId,
  };
  if (options.providerModel !== false) {
    const model = await owner('POST', `/v1/account/providers/${provider.provider_id}/models`, {
      name: 'victim-model',
    });
    ids['providerId.modelId'] = model.model_id;
  }
  const query = { from: firstVersion, to: second.version_id as string };
  return { account: a, workspaceId: a.workspaceId, ids, query, session };
}

/** Body values the schema alone cannot make valid (a file whose bytes match its media type…). */
export function bodyHints(f: ResourceFixture): Hints {
  return {
    media_type: () => 'text/plain',
    data: () => Buffer.from('hello world').toString('base64'),
    filename: () => 'sample.txt',
    criteria_id: () => f.ids.criteriaId,
    context_id: () => f.ids.contextId,
    // A label's target (PUT …/labels/{label}); a pack item's is optional, so never sampled.
    version_id: () => f.ids['promptId.versionId'],
    // An experiment's versions (issue 25 §3): two of the fixture's prompt.
    version_ids: () => [f.ids['promptId.versionId'], f.ids.secondVersionId],
    // A prompt's project (create, PATCH): the fixture's own, so fuzzed bodies pass the check.
    project_id: () => f.ids.projectId,
    // Account limits: unlimited, so a fuzzed PATCH never locks the run out of its own account.
    rate_limit_per_second: () => null,
    monthly_request_quota: () => null,
    monthly_token_limit: () => null,
    require_api_client: () => false,
    workspace_ids: () => [f.workspaceId],
    // No model call ever leaves the process: analyses run on the built-in analyzer.
    settings: () => undefined,
    models: () => ['gpt-4o'],
    // SSO: an issuer the egress policy takes, and never "SSO only" (the run signs in by password).
    issuer: () => 'https://idp.example.com',
    sso_only: () => false,
    // Webhooks: a URL the (test) egress policy takes, where nothing listens.
    url: () => WEBHOOK_URL,
  };
}

/**
 * The credentials an operation needs: the admin key for operator routes, the owner user's session
 * cookie for session-only ones, else the account's key.
 */
export function ownerAuth(
  op: Operation,
  f: ResourceFixture,
): { key: string | null; workspace: string | null; headers: Record<string, string> } {
  if (op.auth === 'admin') return { key: ADMIN_KEY, workspace: null, headers: {} };
  if (op.auth === 'session') return { key: null, workspace: null, headers: { cookie: f.session.cookie } };
  return { key: f.account.key, workspace: op.auth === 'workspace' ? f.workspaceId : null, headers: {} };
}
