import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { fastPathAppPerFile, fastPathProbe } from '../support/fast-path-probe.js';
import { createKey, createWorkspace, requireClientIds, revokeKey } from '../support/fixtures.js';
import { type LiveAnswer, liveGet, liveSend, readUntilClosed } from '../support/live-server.js';
import { parseAs } from '../support/test-app.js';

// Issue 29: cache hits of the prompt reads are answered in front of Fastify (src/http/fast-path.ts)
// with Fastify's own answer: the same status, headers (but Date and the request id) and bytes, after
// the same auth, access checks and limits, with the same log line and metrics. Real sockets: the
// fast path sits on the server's request listener, which inject() does not pass through. The clock
// stands still, so the rate limit's bucket never refills while the test counts.
const { logs, live, agent } = fastPathAppPerFile();

type Answer = LiveAnswer;
const get = (url: string, headers: Record<string, string>) => liveGet(live, url, headers, agent());

const { metric, served } = fastPathProbe(() => live);

/** The one `request` log line of the request `traceId`, without what differs by request. */
const logLine = (traceId: string) => logs.requestLine(traceId);

const long = (word: string) => `${word} `.repeat(400);

async function labelledPrompt(who: { key: string; workspaceId: string }, name: string, content: string) {
  const p = parseAs(Prompt, await live.call(who, 'POST', '/v1/prompts', { name, content }));
  const put = await live.call(who, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, {
    version_id: p.versions[0]!.version_id,
  });
  assert.equal(put.statusCode, 200, put.body);
  // The ETags read with the workspace in the query: URLs the fast path does not take up.
  const etagOf = async (url: string) =>
    (await live.request({ url: `${url}?workspace-id=${who.workspaceId}`, key: who.key })).headers
      .etag as string;
  return {
    etag: await etagOf(`/v1/prompts/${p.prompt_id}`),
    labelEtag: await etagOf(`/v1/prompts/${p.prompt_id}/labels/production`),
    urls: [
      `/v1/prompts/${p.prompt_id}`,
      `/v1/prompts/${p.prompt_id}?expand=versions`,
      `/v1/prompts-by-name/${name}`,
      `/v1/prompts/${p.prompt_id}/labels/production`,
      `/v1/prompts-by-name/${name}/labels/production`,
    ],
  };
}

describe('the delivery fast path answers as Fastify does', () => {
  test('status, headers and bytes, plain, br, gzip and 304, large and small; its log line and metrics', async () => {
    // A token limit: its X-Tokens-* headers come from the limits, on both paths.
    const who = await live.account({ monthly_token_limit: 1_000_000 });
    const as = { 'x-api-key': who.key, 'x-workspace-id': who.workspaceId };
    for (const [name, content] of [
      ['large', long('one')],
      ['small', 'short'],
    ] as const) {
      const p = await labelledPrompt(who, name, content);
      for (const url of p.urls) {
        for (const coding of [null, 'br', 'gzip']) {
          const headers = coding ? { ...as, 'accept-encoding': coding } : as;
          // The first is Fastify's (for `null`: the URL unknown to the fast path; for a coding: not
          // yet kept in it when large, but by name, which shares the answer kept by id), the second
          // the fast path's.
          const first = await served(() => get(url, headers));
          const second = await served(() => get(url, headers));
          assert.equal(first.status, 200, `${url} ${first.body}`);
          const shared = url.startsWith('/v1/prompts-by-name/') && coding !== null;
          if (coding === null || (name === 'large' && !shared))
            assert.equal(first.fast, false, `${url} ${coding}`);
          assert.equal(second.fast, true, `${url} ${coding}`);
          assert.deepEqual(second.headers, first.headers, `${url} ${coding}`);
          assert.deepEqual(second.body, first.body, `${url} ${coding}`);
          assert.deepEqual(logLine(second.traceId), logLine(first.traceId), url);
        }
      }
      // 304s: the first conditional read of a URL is Fastify's, the next the fast path's.
      const q = await labelledPrompt(who, `${name}-304`, content);
      for (const [i, url] of q.urls.entries()) {
        const headers = { ...as, 'if-none-match': i < 3 ? q.etag : q.labelEtag };
        const first = await served(() => get(url, headers));
        const second = await served(() => get(url, headers));
        assert.equal(first.status, 304, url);
        assert.deepEqual([first.fast, second.fast], [false, true], url);
        assert.deepEqual(second.headers, first.headers, url);
        assert.equal(second.body.length, 0);
        assert.deepEqual(logLine(second.traceId), logLine(first.traceId), url);
      }
    }
  });

  test('every access rule runs before a kept answer: revoked key, other workspace, client ids, bad key', async () => {
    const owner = await live.account();
    const ws = owner.workspaceId;
    const second = (await createWorkspace(live, owner, 'second')).workspace_id;
    const p = await labelledPrompt(owner, 'guarded', long('two'));
    const reader = await createKey(live, owner, { name: 'reader', scope: 'read' });
    const elsewhere = await createKey(live, owner, {
      name: 'elsewhere',
      scope: 'read',
      workspace_ids: [second],
    });
    const asKey = (key: string, workspace = ws, extra: Record<string, string> = {}) => ({
      'x-api-key': key,
      'x-workspace-id': workspace,
      ...extra,
    });
    for (const url of p.urls) {
      for (const key of [owner.key, reader.api_key]) {
        await get(url, asKey(key));
        assert.equal((await served(() => get(url, asKey(key)))).fast, true, url);
      }
    }
    await revokeKey(live, owner, reader.key_id);
    const refusals: [Record<string, string>, number, string][] = [
      [asKey(reader.api_key), 401, 'Invalid API key.'],
      [asKey(`${owner.key}x`), 401, 'Invalid API key.'],
      [asKey(elsewhere.api_key), 403, 'This API key or client may not use the requested workspace.'],
      [asKey(owner.key, second), 404, 'Prompt'],
    ];
    for (const [i, url] of p.urls.entries()) {
      const etag = i < 3 ? p.etag : p.labelEtag;
      for (const [headers, status, message] of refusals) {
        for (const extra of [{}, { 'if-none-match': etag }] as Record<string, string>[]) {
          const refused = await served(() => get(url, { ...headers, ...extra }));
          assert.equal(refused.fast, false, url);
          assert.equal(refused.status, status, `${url} ${refused.body}`);
          assert.match(refused.body.toString(), new RegExp(message));
        }
      }
    }
    // Client ids required from now on: a key alone is refused, a key and a client are served.
    const clientId = await requireClientIds(live, owner);
    const noClient = await served(() => get(p.urls[0]!, asKey(owner.key)));
    assert.deepEqual([noClient.status, noClient.fast], [401, false]);
    const withClient = await served(() =>
      get(p.urls[0]!, asKey(owner.key, ws, { 'x-api-client': clientId })),
    );
    assert.deepEqual([withClient.status, withClient.fast], [200, true]);
  });

  test('the rate limit counts fast answers once each; its refusal is Fastify’s 429, counted once', async () => {
    // 9 requests a second, and the clock stands still: 9 in all. The set-up spends 4 (create,
    // label, two reads), the first read 1 (Fastify's); 4 fast reads spend the rest.
    const who = await live.account({ rate_limit_per_second: 9 });
    const p = await labelledPrompt(who, 'limited', long('three'));
    const as = { 'x-api-key': who.key, 'x-workspace-id': who.workspaceId };
    const rejections = () => metric('promptkeep_limit_rejections_total\\{limit="rate"\\}');
    const rejected = await rejections();
    const url = p.urls[3]!;
    assert.equal((await served(() => get(url, as))).fast, false);
    for (let i = 0; i < 4; i++) {
      const read = await served(() => get(url, as));
      assert.deepEqual([read.status, read.fast], [200, true], `read ${i}`);
    }
    for (let i = 0; i < 2; i++) {
      const refused = await served(() => get(url, as));
      assert.deepEqual([refused.status, refused.fast], [429, false], refused.body.toString());
      assert.match(refused.body.toString(), /Rate limit exceeded/);
    }
    assert.equal(await rejections(), rejected + 2);
  });

  test('its headers as Node reads them: any case, repeated, lists, *, weak; pipelined on one connection', async () => {
    const who = await live.account();
    const p = await labelledPrompt(who, 'raw-headers', long('four'));
    const url = p.urls[3]!;
    const as = { 'x-api-key': who.key, 'x-workspace-id': who.workspaceId };
    const plain = await get(url, as); // Fastify's: from now on the URL is the fast path's
    assert.equal((await served(() => get(url, { ...as, 'if-none-match': p.labelEtag }))).fast, true);
    const key = `X-Api-Key: ${who.key}`;
    const ws = `X-Workspace-Id: ${who.workspaceId}`;
    const inm = `If-None-Match: ${p.labelEtag}`;
    // [header lines, status, answered by the fast path]
    const cases: [string[], number, boolean][] = [
      [
        [`X-API-KEY: ${who.key}`, `x-workspace-ID: ${who.workspaceId}`, `IF-NONE-MATCH: ${p.labelEtag}`],
        304,
        true,
      ],
      [[key, ws, 'If-None-Match: "nope"', `if-none-match: ${p.labelEtag}`], 304, true], // joined: a list
      [[key, ws, `If-None-Match: "nope", W/${p.labelEtag}`], 304, true],
      [[key, ws, 'If-None-Match: *'], 304, true],
      [[key, ws, 'If-None-Match: "nope"', 'If-None-Match: W/"nope.2"'], 200, true],
      [[key, ws], 200, true],
      // A repeated key or workspace is joined ("k, k"), as Fastify's hooks read it: refused alike.
      [[key, key, ws, inm], 401, false],
      [[key, ws, ws, inm], 403, false],
      // A body announced, even an empty one: Fastify's.
      [[key, ws, inm, 'content-length: 0'], 304, false],
      [[key, ws, inm], 304, true],
    ];
    const text = cases
      .map(([lines], i) =>
        [
          `GET ${url} HTTP/1.1`,
          'Host: localhost',
          ...lines,
          ...(i === cases.length - 1 ? ['Connection: close'] : []),
        ]
          .concat('', '')
          .join('\r\n'),
      )
      .join('');
    const fastTotal = () => metric('promptkeep_http_fast_path_total');
    for (let round = 0; round < 2; round++) {
      const before = await fastTotal();
      const socket = await live.connect();
      const read = readUntilClosed(socket);
      socket.write(text); // every request at once: pipelined on one connection
      const responses = splitResponses((await read).text);
      assert.deepEqual(
        responses.map((r) => r.status),
        cases.map(([, status]) => status),
      );
      for (const r of responses.filter((r) => r.status === 200)) assert.deepEqual(r.body, plain.body);
      for (const r of responses.filter((r) => r.status === 304)) assert.equal(r.etag, p.labelEtag);
      // One per fast answer, none for the others.
      const fast = cases.filter(([, , f]) => f).length;
      assert.equal((await fastTotal()) - before, fast, `round ${round}`);
    }
  });

  test('pipelined GETs on one keep-alive connection are each answered by the fast path (their streams left unread)', async () => {
    const who = await live.account();
    const p = await labelledPrompt(who, 'stream-end', long('five'));
    const url = p.urls[0]!;
    const as = { 'x-api-key': who.key, 'x-workspace-id': who.workspaceId };
    await get(url, as); // Fastify's: from now on the URL is the fast path's
    const lines = [`X-Api-Key: ${who.key}`, `X-Workspace-Id: ${who.workspaceId}`];
    const count = 4;
    const text = Array.from({ length: count }, (_, i) =>
      [`GET ${url} HTTP/1.1`, 'Host: localhost', ...lines, ...(i === count - 1 ? ['Connection: close'] : [])]
        .concat('', '')
        .join('\r\n'),
    ).join('');
    // The fast path marks a bodiless GET's stream dumped (Node then skips running it out): the
    // socket's parser must still read each next request on the connection.
    const before = await metric('promptkeep_http_fast_path_total');
    const socket = await live.connect();
    const read = readUntilClosed(socket);
    socket.write(text);
    const responses = splitResponses((await read).text);
    assert.deepEqual(
      responses.map((r) => r.status),
      Array(count).fill(200),
    );
    assert.equal((await metric('promptkeep_http_fast_path_total')) - before, count, "all the fast path's");
  });
});

/** The HTTP/1.1 responses in `text`, one after another (Content-Length bodies or none). */
function splitResponses(text: string): { status: number; etag: string | undefined; body: Buffer }[] {
  const bytes = Buffer.from(text, 'latin1');
  const out: { status: number; etag: string | undefined; body: Buffer }[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    assert.ok(end > 0, `an incomplete response at ${at}`);
    const [statusLine, ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const header = (name: string) =>
      lines
        .find((l) => l.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const length = Number(header('content-length') ?? 0);
    out.push({
      status: Number(statusLine?.split(' ')[1]),
      etag: header('etag'),
      body: bytes.subarray(end + 4, end + 4 + length),
    });
    at = end + 4 + length;
  }
  return out;
}

// POST /v1/prompts/{id}/render (src/http/fast-render.ts): answered in front of Fastify once Fastify
// rendered the URL; the same URL with the workspace in the query is never taken up (its answer is
// Fastify's), so each body is sent both ways and the answers compared byte for byte.
describe('the render fast path answers as Fastify does', () => {
  const json = { 'content-type': 'application/json' };
  const post = (url: string, headers: Record<string, string>, body: string) =>
    liveSend(live, { method: 'POST', url, headers: { ...json, ...headers }, body }, agent());
  /** The same body to the fast URL and to Fastify's (the workspace in the query too). */
  async function both(url: string, as: Record<string, string>, body: string) {
    const slow = await served(() => post(`${url}?workspace-id=${as['x-workspace-id']}`, as, body));
    const fast = await served(() => post(url, as, body));
    assert.equal(slow.fast, false);
    return { slow, fast };
  }
  const sameLog = (a: Answer, b: Answer) => {
    const { url: _a, ...one } = logLine(a.traceId);
    const { url: _b, ...two } = logLine(b.traceId);
    assert.deepEqual(two, one);
  };

  async function renderable(who: { key: string; workspaceId: string }, name: string, content: string) {
    const p = parseAs(Prompt, await live.call(who, 'POST', '/v1/prompts', { name, content }));
    const v1 = p.versions[0]!.version_id;
    const put = await live.call(who, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, {
      version_id: v1,
    });
    assert.equal(put.statusCode, 200, put.body);
    return { url: `/v1/prompts/${p.prompt_id}/render`, id: p.prompt_id, v1 };
  }

  test('same status, headers and bytes: labels, versions, unicode, variables missing or extra, codings, 4xx', async () => {
    const who = await live.account({ monthly_token_limit: 1_000_000 });
    const as = { 'x-api-key': who.key, 'x-workspace-id': who.workspaceId };
    for (const [name, content] of [
      ['render-large', `${long('héllo')} {{who}} 😀`],
      ['render-small', 'Hi {{who}}, ünïcode ✓'],
    ] as const) {
      const r = await renderable(who, name, content);
      // Fastify's first answer of the URL, then the fast path's of the same body.
      const ok = JSON.stringify({ label: 'production', variables: { who: 'Wörld 🌍' } });
      assert.equal((await served(() => post(r.url, as, ok))).fast, false);
      assert.equal((await served(() => post(r.url, as, ok))).fast, true);
      const fine = [
        ok,
        JSON.stringify({ variables: { who: 'x', extra: 'unused' } }),
        JSON.stringify({ version_id: r.v1, variables: { '{{who}}': 'braces', who: 'plain' } }),
        JSON.stringify({ label: 'primary', variables: { who: '{{not a placeholder}}' }, model: 'gpt-4o' }),
      ];
      const refused = [
        JSON.stringify({ variables: {} }), // missing value: the service's 400
        JSON.stringify({ variables: { who: 'x' }, label: 'nope' }), // no such label: 404
        JSON.stringify({ variables: { who: 'x' }, bogus: 1 }), // the schema's 400
        JSON.stringify({ variables: { who: 1 } }),
        JSON.stringify({ variables: { who: 'nul \u0000' } }), // the NUL guard's 400
        '{"__proto__": {"x": 1}, "variables": {}}', // Fastify's parser refuses poisoning
        '{"variables": {',
        '[]',
      ];
      for (const body of [...fine, ...refused]) {
        for (const coding of [null, 'br', 'gzip']) {
          const headers = coding ? { ...as, 'accept-encoding': coding } : as;
          const { slow, fast } = await both(r.url, headers, body);
          assert.equal(fast.fast, fine.includes(body), `${name} ${body} ${coding}`);
          assert.equal(fast.status, slow.status, `${body} ${fast.body}`);
          if (fine.includes(body)) assert.equal(fast.status, 200, `${body} ${fast.body}`);
          assert.deepEqual(fast.headers, slow.headers, `${name} ${body} ${coding}`);
          if (fast.status === 200) assert.deepEqual(fast.body, slow.body, `${name} ${body} ${coding}`);
          // Errors name the request id: the same body but for it.
          else
            assert.equal(
              fast.body.toString().replace(fast.traceId, ''),
              slow.body.toString().replace(slow.traceId, ''),
            );
          sameLog(fast, slow);
        }
      }
    }
  });

  test('access rules run before a render; a new version is rendered at once; the rate limit counts once', async () => {
    const owner = await live.account();
    const ws = owner.workspaceId;
    const second = (await createWorkspace(live, owner, 'render-second')).workspace_id;
    const r = await renderable(owner, 'render-guarded', 'v1 {{x}}');
    const reader = await createKey(live, owner, { name: 'render-reader', scope: 'read' });
    const body = JSON.stringify({ label: 'production', variables: { x: '1' } });
    const asKey = (key: string, workspace = ws) => ({ 'x-api-key': key, 'x-workspace-id': workspace });
    for (const key of [owner.key, reader.api_key]) {
      await post(r.url, asKey(key), body);
      assert.equal((await served(() => post(r.url, asKey(key), body))).fast, true);
    }
    await revokeKey(live, owner, reader.key_id);
    for (const [headers, status] of [
      [asKey(reader.api_key), 401],
      [asKey(`${owner.key}x`), 401],
      [asKey(owner.key, second), 404],
    ] as const) {
      const refused = await served(() => post(r.url, headers, body));
      assert.deepEqual([refused.status, refused.fast], [status, false], refused.body.toString());
    }
    // A second version under the label: the next fast render is of it.
    const v2 = await live.call(owner, 'POST', `/v1/prompts/${r.id}/versions`, { content: 'v2 {{x}}' });
    assert.equal(v2.statusCode, 201, v2.body);
    const moved = await live.call(owner, 'PUT', `/v1/prompts/${r.id}/labels/production`, {
      version_id: JSON.parse(v2.body).version_id,
    });
    assert.equal(moved.statusCode, 200, moved.body);
    for (let i = 0; i < 2; i++) {
      // Rendered, then its kept bytes (the same body, the same revision).
      const now = await served(() => post(r.url, asKey(owner.key), body));
      assert.deepEqual([now.fast, JSON.parse(now.body.toString()).content], [true, 'v2 1']);
    }

    // An include is another prompt: a render that has one is made again each time, so a move of
    // the piece's label shows at once though the including prompt did not change.
    const piece = await renderable(owner, 'render-piece', 'piece one');
    const whole = await renderable(owner, 'render-whole', 'a {{> render-piece@production}} {{x}}');
    const asOwner = asKey(owner.key);
    await post(whole.url, asOwner, body);
    const before = await served(() => post(whole.url, asOwner, body));
    assert.deepEqual([before.fast, JSON.parse(before.body.toString()).content], [true, 'a piece one 1']);
    const p2 = await live.call(owner, 'POST', `/v1/prompts/${piece.id}/versions`, { content: 'piece two' });
    assert.equal(p2.statusCode, 201, p2.body);
    const pieceMoved = await live.call(owner, 'PUT', `/v1/prompts/${piece.id}/labels/production`, {
      version_id: JSON.parse(p2.body).version_id,
    });
    assert.equal(pieceMoved.statusCode, 200, pieceMoved.body);
    const after = await served(() => post(whole.url, asOwner, body));
    assert.deepEqual([after.fast, JSON.parse(after.body.toString()).content], [true, 'a piece two 1']);

    // Rate limit 6 a second, the clock standing still: create, label, Fastify's render, 3 fast.
    const limited = await live.account({ rate_limit_per_second: 6 });
    const l = await renderable(limited, 'render-limited', 'plain');
    const as = { 'x-api-key': limited.key, 'x-workspace-id': limited.workspaceId };
    const plain = JSON.stringify({ variables: {} });
    assert.equal((await served(() => post(l.url, as, plain))).fast, false);
    for (let i = 0; i < 3; i++) {
      const read = await served(() => post(l.url, as, plain));
      assert.deepEqual([read.status, read.fast], [200, true], read.body.toString());
    }
    const refused = await served(() => post(l.url, as, plain));
    assert.deepEqual([refused.status, refused.fast], [429, false], refused.body.toString());
  });
});
