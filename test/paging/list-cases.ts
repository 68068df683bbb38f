import { storedRun } from '../support/run-fixtures.js';
import type { RequestOptions, TestApp } from '../support/test-app.js';
import { ADMIN_KEY } from '../support/test-app.js';

/** An account of the test app: its owner key and default workspace. */
export interface Acct {
  key: string;
  workspaceId: string;
}
type Item = Record<string, unknown>;

/**
 * One list endpoint, as the paging test drives it: how to reach it, how to add an item named
 * `label`, and where a new item lands in the list's order (`before`: ahead of any cursor, so not in
 * later pages; `after`: behind it, so in a later page). `ordered` labels follow the spec order.
 */
export interface ListCase {
  name: string;
  setup(t: TestApp, a: Acct): Promise<{ url: string; add(label: string): Promise<void> }>;
  /** The item's label (what `add` named it). */
  label(item: Item): string;
  /** Items of the list that are not the test's own (the default workspace, the built-in criteria). */
  foreign?: (item: Item) => boolean;
  /** The labels' order: by name ascending, or newest first (versions). */
  order?: 'asc' | 'newest-first';
  before?: string;
  after?: string;
  /** Who asks: the account in its workspace (default), or the operator. */
  as?: 'operator';
  limit?: number;
  /** Fixed lists (the catalog): nothing to add. */
  fixed?: boolean;
}

const post = async (t: TestApp, a: Acct, url: string, body: unknown) => {
  const res = await t.call(a, 'POST', url, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Item;
};
const named = (t: TestApp, a: Acct, url: string, body: (label: string) => object) => ({
  url,
  add: async (label: string) => void (await post(t, a, url, body(label))),
});
const byName = (item: Item) => String(item.name);
/** Name-ordered lists: `a0` lands before any cursor, `z9` after. */
const asc = { label: byName, order: 'asc', before: 'a0', after: 'z9' } as const;
/** Version lists (newest first): a new version lands at the top, before any cursor. */
const versions = { label: byName, order: 'newest-first', before: 'v9' } as const;
/** Id-ordered lists: a new item gets a later id, after the cursor. */
const later = { label: byName, after: 'z9' } as const;

export const LIST_CASES: ListCase[] = [
  {
    name: 'prompts',
    ...asc,
    setup: async (t, a) => named(t, a, '/v1/prompts', (name) => ({ name, content: 'c' })),
  },
  {
    name: 'prompts named',
    label: (item) => String(item.use_case),
    after: 'z9',
    setup: async (t, a) => ({
      url: '/v1/prompts?name=same&expand=versions',
      add: async (use_case) =>
        void (await post(t, a, '/v1/prompts', { name: 'same', use_case, content: 'c' })),
    }),
  },
  {
    name: 'prompt versions',
    ...versions,
    setup: async (t, a) => {
      const p = await post(t, a, '/v1/prompts', { name: `pv-${Math.random()}` });
      return named(t, a, `/v1/prompts/${p.prompt_id}/versions`, (name) => ({ name, content: 'v' }));
    },
  },
  {
    // Newest first by id (issue 23): a new request lands ahead of any cursor.
    name: 'prompt releases',
    label: (item) => String(item.note),
    before: 'v9',
    setup: async (t, a) => {
      const p = await post(t, a, '/v1/prompts', { name: `rel-${Math.random()}` });
      const url = `/v1/prompts/${p.prompt_id}/releases`;
      const add = async (note: string) => {
        const v = await post(t, a, `/v1/prompts/${p.prompt_id}/versions`, { content: `v ${note}` });
        await post(t, a, url, { label: 'production', version_id: v.version_id, note });
      };
      return { url, add };
    },
  },
  {
    // Newest first by id (issue 25 §3): a new run lands ahead of any cursor.
    name: 'prompt runs',
    label: (item) => String((item.variables as Record<string, string>).n),
    before: 'v9',
    setup: async (t, a) => {
      const p = await post(t, a, '/v1/prompts', { name: `run-${Math.random()}`, content: 'c' });
      const at = { workspaceId: a.workspaceId, promptId: String(p.prompt_id), versionId: '' };
      at.versionId = String((p.versions as Item[])[0]?.version_id);
      return {
        url: `/v1/prompts/${at.promptId}/runs`,
        add: async (n) => void (await storedRun(t, at, { n })),
      };
    },
  },
  {
    name: 'scoring criteria',
    ...asc,
    foreign: (item) => item.name === 'Default',
    setup: async (t, a) => named(t, a, '/v1/prompts/scoring/criteria', (name) => ({ name })),
  },
  {
    name: 'contexts',
    ...asc,
    setup: async (t, a) => ({
      url: '/v1/contexts',
      add: async (name) => void (await post(t, a, '/v1/contexts/text', { name, content: 'c' })),
    }),
  },
  {
    name: 'context versions',
    ...versions,
    foreign: (item) => item.name === null, // the context's first version
    setup: async (t, a) => {
      const c = await post(t, a, '/v1/contexts/text', { name: `cv-${Math.random()}`, content: 'c' });
      const url = `/v1/contexts/${c.context_id}/versions`;
      return { url, add: async (name) => void (await post(t, a, `${url}/text`, { name, content: 'v' })) };
    },
  },
  {
    name: 'context packs',
    ...asc,
    setup: async (t, a) => named(t, a, '/v1/context/packs', (name) => ({ name })),
  },
  {
    name: 'context pack versions',
    ...versions,
    setup: async (t, a) => {
      const c = await post(t, a, '/v1/contexts/text', { name: `pk-${Math.random()}`, content: 'c' });
      const p = await post(t, a, '/v1/context/packs', { name: `pk-${Math.random()}` });
      const items = [{ context_id: c.context_id }];
      return named(t, a, `/v1/context/packs/${p.pack_id}/versions`, (name) => ({ name, items }));
    },
  },
  {
    name: 'workspaces',
    ...asc,
    foreign: (item) => !/^[a-z]\d$/.test(String(item.name)),
    setup: async (t, a) => named(t, a, '/v1/account/workspaces', (name) => ({ name })),
  },
  {
    name: 'API keys',
    ...later,
    foreign: (item) => !/^[a-z]\d$/.test(String(item.name)),
    setup: async (t, a) => named(t, a, '/v1/account/keys', (name) => ({ name, scope: 'read' })),
  },
  {
    name: 'API clients',
    ...later,
    setup: async (t, a) => named(t, a, '/v1/account/clients', (name) => ({ name })),
  },
  {
    name: 'admin accounts',
    ...later,
    as: 'operator',
    foreign: (item) => !/^[a-z]\d$/.test(String(item.name)),
    setup: async (t) => ({
      url: '/v1/admin/accounts',
      add: async (name) => {
        const res = await t.request({
          method: 'POST',
          url: '/v1/admin/accounts',
          key: ADMIN_KEY,
          body: { name },
        });
        if (res.statusCode !== 201) throw new Error(res.body);
      },
    }),
  },
  {
    name: 'provider models',
    ...asc,
    setup: async (t, a) => {
      const p = await post(t, a, '/v1/account/providers', { kind: 'openai', name: 'pm', api_key: 'k' });
      return named(t, a, `/v1/account/providers/${p.provider_id}/models`, (name) => ({ name }));
    },
  },
  {
    name: 'AI models',
    label: byName,
    foreign: (item) => item.source !== 'provider',
    setup: async (t, a) => {
      const p = await post(t, a, '/v1/account/providers', { kind: 'openai', name: 'am', api_key: 'k' });
      const models = named(t, a, `/v1/account/providers/${p.provider_id}/models`, (name) => ({ name }));
      return { url: '/v1/ai/models', add: models.add };
    },
  },
  {
    name: 'token models',
    label: byName,
    fixed: true,
    limit: 200,
    setup: async () => ({ url: '/v1/tokens/models', add: async () => {} }),
  },
  {
    name: 'token models by author',
    label: byName,
    fixed: true,
    setup: async () => ({ url: '/v1/tokens/models?author=OpenAI', add: async () => {} }),
  },
  {
    name: 'token authors',
    label: String,
    fixed: true,
    limit: 5,
    setup: async () => ({ url: '/v1/tokens/authors', add: async () => {} }),
  },
];

/** The request options of a case's caller. */
export const caller = (c: ListCase, a: Acct): Pick<RequestOptions, 'key' | 'workspace'> =>
  c.as === 'operator' ? { key: ADMIN_KEY } : { key: a.key, workspace: a.workspaceId };
