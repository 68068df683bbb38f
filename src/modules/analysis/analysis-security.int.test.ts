import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createWorkspace,
  expectWorkspaceRules,
  type WorkspaceEndpoint,
  workspaceFixture,
} from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { ScoringCriteria } from '../criteria/criteria.schemas.js';
import { Prompt } from '../prompts/prompts.schemas.js';

const t = testAppPerFile();

const CONTENT = 'You are an editor. Summarize {{text}} in three bullet points for busy managers.';

/** Every analysis and generation endpoint, against prompt P with version V and criteria C. */
const endpoints = (p: string, v: string, c: string): WorkspaceEndpoint[] => {
  const base = `/v1/prompts/${p}/versions/${v}`;
  return [
    { method: 'GET', url: `${base}/scoring`, byId: true },
    { method: 'GET', url: `${base}/risk`, byId: true },
    { method: 'GET', url: `${base}/balance`, byId: true },
    { method: 'GET', url: `${base}/heatmap`, byId: true },
    { method: 'POST', url: `${base}/scoring`, body: { criteria_id: 'sca_default' }, byId: true },
    { method: 'POST', url: `${base}/risk`, body: {}, byId: true },
    { method: 'POST', url: `${base}/balance`, body: { include_examples: false }, byId: true },
    { method: 'POST', url: `${base}/heatmap`, body: { include_examples: true }, byId: true },
    { method: 'POST', url: `${base}/improve`, body: {}, byId: true },
    { method: 'POST', url: '/v1/prompts/risk', body: { content: CONTENT }, byId: false },
    { method: 'POST', url: '/v1/prompts/scoring', body: { content: CONTENT }, byId: false },
    {
      method: 'POST',
      url: '/v1/prompts/balance',
      body: { content: CONTENT, include_examples: true },
      byId: false,
    },
    {
      method: 'POST',
      url: '/v1/prompts/heatmap',
      body: { content: CONTENT, include_examples: true },
      byId: false,
    },
    { method: 'POST', url: '/v1/prompts/generate', body: { use_case: 'Summaries' }, byId: false },
    {
      method: 'POST',
      url: '/v1/prompts/scoring/criteria/generate',
      body: { use_case: 'Summaries' },
      byId: false,
    },
    { method: 'POST', url: `/v1/prompts/scoring/criteria/${c}/generate`, body: {}, byId: true },
  ];
};

test('every analysis endpoint: 401, 400, 403 and 404; reads need read, every POST write', async () => {
  const f = await workspaceFixture(t);
  const { owner: a, otherWorkspace } = f;
  const inA = (url: string, body: unknown) =>
    t.request({ method: 'POST', url, key: a.key, workspace: a.workspaceId, body });
  const p = parseAs(Prompt, await inA('/v1/prompts', { name: 'P', content: CONTENT }));
  const v = p.versions[0]!;
  const c = parseAs(
    ScoringCriteria,
    await inA('/v1/prompts/scoring/criteria', { name: 'C', use_case: 'Summaries for managers' }),
  );
  const list = endpoints(p.prompt_id, v.version_id, c.criteria_id);
  // Store one result of each kind so the reader's GETs find something.
  for (const e of list.slice(4, 8)) assert.equal((await inA(e.url, e.body)).statusCode, 200, e.url);

  for (const e of list) {
    const send = await expectWorkspaceRules(t, f, e);
    if (!e.byId) assert.equal((await send(a.key, otherWorkspace)).statusCode, 200, `${e.method} ${e.url}`);
  }
});

test('criteria of another workspace named in a body are not found', async () => {
  const a = await t.account();
  const other = await createWorkspace(t, a, 'second');
  const inWs = (ws: string, url: string, body: unknown) =>
    t.request({ method: 'POST', url, key: a.key, workspace: ws, body });
  const foreign = parseAs(
    ScoringCriteria,
    await inWs(other.workspace_id, '/v1/prompts/scoring/criteria', {
      name: 'Elsewhere',
      criterion_set: [{ slug: 'tone', label: 'Tone', description: 'Tone.', questions: 'Tone?', weight: 1 }],
    }),
  );
  const p = parseAs(Prompt, await inWs(a.workspaceId, '/v1/prompts', { name: 'P', content: CONTENT }));
  const base = `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}`;
  const id = foreign.criteria_id;
  for (const [url, body] of [
    [`${base}/scoring`, { criteria_id: id }],
    [`${base}/improve`, { criteria_id: id }],
    ['/v1/prompts/scoring', { content: CONTENT, criteria_id: id }],
    ['/v1/prompts/generate', { use_case: 'x', criteria_id: id }],
  ] as const) {
    expectError(await inWs(a.workspaceId, url, body), 404, 'Scoring criteria not found.');
  }
});
