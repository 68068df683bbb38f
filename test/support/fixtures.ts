import { CreatedKey, Workspace } from '../../src/modules/account/account.schemas.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { parseAs, type TestAccount, type TestApp } from './test-app.js';

/** A key of `a`'s account, created with its owner key (scope read, write or owner). */
export async function createKey(
  t: TestApp,
  a: TestAccount,
  body: { name: string; scope: 'owner' | 'write' | 'read'; workspace_ids?: string[] },
) {
  return parseAs(CreatedKey, await t.request({ method: 'POST', url: '/v1/account/keys', key: a.key, body }));
}

/** A further workspace of `a`'s account. */
export async function createWorkspace(t: TestApp, a: TestAccount, name: string) {
  return parseAs(
    Workspace,
    await t.request({ method: 'POST', url: '/v1/account/workspaces', key: a.key, body: { name } }),
  );
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
