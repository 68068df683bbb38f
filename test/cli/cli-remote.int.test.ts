import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { runRemote } from '../../src/cli/remote-cli.js';
import { capturedIo, splitArgs } from '../support/cli-in-process.js';
import { liveAppPerFile } from '../support/live-server.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { ADMIN_KEY } from '../support/test-app.js';

// The remote commands run in-process against a live HTTPS app: what a person at a terminal sees
// (stdout, stderr, exit code) for each command, including the failures.
const { live, dir, caFile } = liveAppPerFile('promptkeep-cli-remote-');

async function cli(key: string, args: string[], opts: Record<string, unknown> = {}) {
  const [command = '', ...rest] = args;
  const values: Record<string, unknown> = { url: `https://localhost:${live.port}`, ca: caFile, key, ...opts };
  const positionals = splitArgs(rest, values, {
    flags: ['json', 'insecure', 'move-prompts'],
    lists: ['workspace'],
  });
  const { io, result } = capturedIo();
  return result(await runRemote(command, values, positionals, io, { port: live.port, dataDir: dir }));
}
const json = (r: { out: string }) => JSON.parse(r.out);

/** Runs a command with --json; it must succeed (exit 0): its output, parsed. */
async function cliJson(key: string, args: string[]) {
  const r = await cli(key, [...args, '--json']);
  assert.equal(r.code, 0, r.err);
  return json(r);
}

describe('CLI commands over the API', () => {
  test('keys: create prints a table with the secret once, list, revoke says what it did', async () => {
    const a = await live.account();
    const created = await cli(a.key, ['keys', 'create', '--name', 'ci', '--scope', 'read']);
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /^api_key:\s+pk_/m);
    assert.match(created.err, /shown only now/);
    const keyId = /^key_id:\s+(\S+)/m.exec(created.out)?.[1];
    assert.ok(keyId);
    const list = await cli(a.key, ['keys', 'list']);
    assert.match(list.out.split('\n')[0] ?? '', /^KEY_ID\s+NAME\s+SCOPE/);
    assert.ok(list.out.includes(keyId));
    assert.deepEqual(await cli(a.key, ['keys', 'revoke', keyId]), {
      code: 0,
      out: `revoked key ${keyId}\n`,
      err: '',
    });
    const listed = json(await cli(a.key, ['keys', 'list', '--json'])) as { key_id: string }[];
    assert.ok(!listed.some((k) => k.key_id === keyId));
  });

  test('projects: in the workspace given by --workspace; delete refused while it holds prompts', async () => {
    const a = await live.account();
    const ws = ['--workspace', a.workspaceId];
    const missing = await cli(a.key, ['projects', 'list']);
    assert.deepEqual(
      [missing.code, missing.err],
      [2, 'promptkeep: --workspace (or PROMPTKEEP_WORKSPACE) is required\n'],
    );
    const made = await cliJson(a.key, [
      'projects',
      'create',
      '--name',
      'Support',
      '--brief',
      'Help desk',
      ...ws,
    ]);
    const id = made.project_id as string;
    assert.match(id, /^prj_/);
    const list = await cli(a.key, ['projects', 'list', ...ws]);
    assert.match(list.out, /^PROJECT_ID\s+WORKSPACE_ID/);
    assert.ok(list.out.includes('Support'));
    const updated = await cli(a.key, ['projects', 'update', id, '--brief', 'null', ...ws, '--json']);
    assert.equal(json(updated).brief, null);
    assert.match((await cli(a.key, ['projects', 'get', id, ...ws])).out, /^name:\s+Support$/m);
    const prompt = await live.request({
      method: 'POST',
      url: '/v1/prompts',
      key: a.key,
      workspace: a.workspaceId,
      body: { name: 'inside', project_id: id },
    });
    assert.equal(prompt.statusCode, 201, prompt.body);
    const refused = await cli(a.key, ['projects', 'delete', id, ...ws]);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /holds 1 prompt/);
    const moved = await cli(a.key, ['projects', 'delete', id, '--move-prompts', ...ws]);
    assert.deepEqual(moved, { code: 0, out: `deleted project ${id}\n`, err: '' });
  });

  test('releases: request, list, approve (the owner key), reject', async () => {
    const a = await live.account();
    const ws = ['--workspace', a.workspaceId];
    const call = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const res = await live.request({ method, url, key: a.key, workspace: a.workspaceId, body });
      assert.ok(res.statusCode < 300, res.body);
      return res.json();
    };
    const p = await call('POST', '/v1/prompts', { name: 'released', content: 'one' });
    const v2 = (await call('POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'two' })).version_id;
    const v3 = (await call('POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'three' })).version_id;
    await call('PUT', '/v1/workspace/release-settings', {
      protected_labels: ['production'],
      protect_primary: false,
      allow_self_approval: true,
      gates: {},
    });
    /** `releases request` for production on `version`. */
    const request = (version: string, ...more: string[]) =>
      cliJson(a.key, [
        'releases',
        'request',
        p.prompt_id,
        '--label',
        'production',
        '--version',
        version,
        ...more,
        ...ws,
      ]);
    const asked = await request(v2, '--note', 'go');
    const id = asked.release_id as string;
    assert.match(id, /^rel_/);
    const list = json(await cli(a.key, ['releases', 'list', '--state', 'open', ...ws, '--json'])) as {
      release_id: string;
    }[];
    assert.deepEqual(
      list.map((r) => r.release_id),
      [id],
    );
    const approved = await cliJson(a.key, ['releases', 'approve', p.prompt_id, id, ...ws]);
    assert.equal(approved.state, 'approved');
    const other = await request(v3);
    const rejected = await cli(a.key, [
      'releases',
      'reject',
      p.prompt_id,
      other.release_id,
      '--note',
      'no',
      ...ws,
      '--json',
    ]);
    assert.equal(json(rejected).state, 'rejected');
    const usage = await cli(a.key, ['releases', 'request', p.prompt_id, ...ws]);
    assert.equal(usage.code, 2);
  });

  test('audit: the log of the changes, filtered', async () => {
    const a = await live.account();
    const key = json(await cli(a.key, ['keys', 'create', '--name', 'audited', '--scope', 'read', '--json']));
    await cli(a.key, ['keys', 'revoke', key.key_id]);
    const all = json(await cli(a.key, ['audit', '--json'])) as { action: string; resource_id: string }[];
    assert.deepEqual(
      all.map((e) => e.action),
      ['key.delete', 'key.create'],
    );
    const deleted = json(await cli(a.key, ['audit', '--action', 'key.delete', '--json'])) as unknown[];
    assert.equal(deleted.length, 1);
    const table = await cli(a.key, ['audit', '--resource-id', key.key_id]);
    assert.equal(table.code, 0, table.err);
    assert.match(table.out, /key\.create/);
  });

  test('workspaces, clients, account update and usage', async () => {
    const a = await live.account();
    const ws = json(await cli(a.key, ['workspaces', 'create', '--name', 'second', '--json']));
    assert.equal((await cli(a.key, ['workspaces', 'rename', ws.workspace_id, '--name', 'renamed'])).code, 0);
    assert.match((await cli(a.key, ['workspaces', 'get', ws.workspace_id])).out, /^name:\s+renamed$/m);
    const client = json(await cli(a.key, ['clients', 'create', '--name', 'app', '--json']));
    assert.match((await cli(a.key, ['clients', 'list'])).out, new RegExp(client.client_id));
    assert.equal(
      (await cli(a.key, ['clients', 'delete', client.client_id])).out,
      `deleted client ${client.client_id}\n`,
    );
    assert.equal((await cli(a.key, ['workspaces', 'delete', ws.workspace_id])).code, 0);
    const updated = await cli(a.key, ['account', 'update', '--name', 'Renamed Inc', '--json']);
    assert.equal(json(updated).name, 'Renamed Inc');
    assert.match((await cli(a.key, ['account'])).out, /^require_api_client:\s+false$/m);
    assert.match((await cli(a.key, ['usage'])).out, /^requests_this_month:\s+\d+$/m);
    assert.deepEqual(await cli(a.key, ['account', 'update']), {
      code: 2,
      out: '',
      err: 'promptkeep: give at least one of --name, --require-api-client\n',
    });
  });

  test('providers: create, update (key rotation), get, list, delete; secrets never printed', async () => {
    const a = await live.account();
    const created = await cli(a.key, [
      'providers',
      'create',
      '--kind',
      'openai',
      '--name',
      'oa',
      '--api-key',
      'sk-secret-one',
      '--json',
    ]);
    assert.equal(created.code, 0, created.err);
    const id = json(created).provider_id as string;
    const rotated = await cli(a.key, [
      'providers',
      'update',
      id,
      '--api-key',
      'sk-secret-two',
      '--name',
      'oa2',
    ]);
    assert.equal(rotated.code, 0, rotated.err);
    assert.match(rotated.out, /^name:\s+oa2$/m);
    assert.match((await cli(a.key, ['providers', 'get', id])).out, /^has_api_key:\s+true$/m);
    const list = await cli(a.key, ['providers', 'list']);
    assert.ok(list.out.includes(id));
    for (const r of [created, rotated, list]) assert.ok(!/sk-secret/.test(r.out + r.err));
    assert.equal((await cli(a.key, ['providers', 'delete', id])).out, `deleted provider ${id}\n`);
  });

  test('accounts (operator): create and update with every limit, unlimited removes one', async () => {
    const created = await cliJson(ADMIN_KEY, [
      'accounts',
      'create',
      '--name',
      'Team',
      '--rate-limit',
      '7',
      '--request-quota',
      '1000',
      '--token-limit',
      '5000',
      '--require-api-client',
      'false',
    ]);
    const id = created.account_id as string;
    const got = json(await cli(ADMIN_KEY, ['accounts', 'get', id, '--json']));
    assert.equal(got.rate_limit_per_second, 7);
    assert.equal(got.monthly_request_quota, 1000);
    assert.equal(got.monthly_token_limit, 5000);
    const updated = json(
      await cli(ADMIN_KEY, [
        'accounts',
        'update',
        id,
        '--rate-limit',
        'unlimited',
        '--token-limit',
        '9',
        '--json',
      ]),
    );
    assert.equal(updated.rate_limit_per_second, null);
    assert.equal(updated.monthly_token_limit, 9);
    assert.match((await cli(ADMIN_KEY, ['accounts', 'list'])).out, new RegExp(id));
    assert.equal((await cli(ADMIN_KEY, ['accounts', 'delete', id])).out, `deleted account ${id}\n`);
    const bad = await cli(ADMIN_KEY, ['accounts', 'update', id, '--rate-limit', 'fast']);
    assert.deepEqual(bad, {
      code: 2,
      out: '',
      err: "promptkeep: --rate-limit takes a whole number, or 'unlimited'\n",
    });
  });

  test('API errors go to stderr with the message and trace id, exit 1; the wrong key type is named', async () => {
    const a = await live.account();
    const missing = await cli(a.key, ['workspaces', 'get', 'wrk_doesnotexist']);
    assert.equal(missing.code, 1);
    assert.equal(missing.out, '');
    assert.match(missing.err, /^promptkeep: HTTP 404 Not Found: .+ \(trace \S+\)\n$/);
    const ownerOnAccounts = await cli(a.key, ['accounts', 'list']);
    assert.equal(ownerOnAccounts.code, 1);
    assert.match(ownerOnAccounts.err, /needs the operator key \(PROMPTKEEP_ADMIN_KEY\)/);
    const operatorOnKeys = await cli(ADMIN_KEY, ['keys', 'list']);
    assert.equal(operatorOnKeys.code, 1);
    assert.match(operatorOnKeys.err, /needs an owner API key/);
    const reader = json(await cli(a.key, ['keys', 'create', '--name', 'r', '--scope', 'read', '--json']));
    const refused = await cli(reader.api_key, ['keys', 'list']);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /HTTP 403/);
  });

  test('a connection closed before TLS is set up carried nothing: sent again (a write too); three times: exit 3', async () => {
    const a = await live.account();
    const ws = ['--workspace', a.workspaceId];
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: live.port });
    const url = `https://localhost:${proxy.port}`;
    proxy.refuseNext(2);
    const made = await cli(a.key, ['projects', 'create', '--name', 'Once', '--json', ...ws], { url });
    assert.equal(made.code, 0, made.err);
    assert.equal(proxy.accepted(), 3, 'two closed connections, the third carried the request');
    const listed = await cliJson(a.key, ['projects', 'list', ...ws]);
    assert.deepEqual(
      (listed as { name: string }[]).map((p) => p.name),
      ['Once'],
      'created once',
    );
    await proxy.close();
    const down = await startTcpProxy({ host: '127.0.0.1', port: live.port });
    down.refuse(true);
    const refused = await cli(a.key, ['account'], { url: `https://localhost:${down.port}` });
    await down.close();
    assert.equal(refused.code, 3, refused.err);
    assert.equal(down.accepted(), 3, 'three tries');
    assert.match(refused.err, /cannot reach https:\/\/localhost:\d+: /);
  });

  test('TLS trust: an untrusted certificate names --ca and --insecure; --insecure warns; unreachable exits 3', async () => {
    const a = await live.account();
    const untrusted = await cli(a.key, ['account'], { ca: undefined });
    assert.equal(untrusted.code, 3);
    assert.match(
      untrusted.err,
      /cannot verify the TLS certificate of https:\/\/localhost:\d+: .*--ca FILE.*--insecure/,
    );
    const insecure = await cli(a.key, ['account', '--insecure'], { ca: undefined });
    assert.equal(insecure.code, 0);
    assert.match(insecure.err, /warning: --insecure/);
    const missingCa = await cli(a.key, ['account'], { ca: join(dir, 'nope.pem') });
    assert.equal(missingCa.code, 3);
    assert.match(missingCa.err, /cannot read --ca .*nope\.pem/);
    const closed = await cli(a.key, ['account'], { url: 'https://127.0.0.1:1' });
    assert.equal(closed.code, 3);
    assert.match(closed.err, /cannot reach https:\/\/127\.0\.0\.1:1: connection refused/);
  });
});
