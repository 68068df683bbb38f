import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { MIGRATIONS, migrateToLatest, migratorFor } from '../../src/db/migrator.js';
import { sha256Hex } from '../../src/lib/secrets.js';
import { emptyDb } from '../support/empty-db.js';
import { createTestApp } from '../support/test-app.js';

/**
 * The upgrade path's fixtures and test (migrations.int.test.ts and migrations-recent.int.test.ts
 * each take half of the starting points, so neither file nears the per-file timeout). Upgrades: a database left at every earlier schema version, holding representative rows, is
 * migrated to the latest; the rows read back unchanged (SQL) and through the API.
 */

// biome-ignore lint/suspicious/noExplicitAny: rows are written against the schema of their version.
type AnyDb = Kysely<any>;
export const NAMES = Object.keys(MIGRATIONS);
const T = '2026-01-15T10:00:00.000Z';
const KEY = `pk_migration_test_${Math.random().toString(36).slice(2)}`;
const ids = {
  account: 'acc_migr0000000000000000000001',
  workspace: 'wrk_migr0000000000000000000001',
  key: 'key_migr0000000000000000000001',
  prompt: 'prm_migr0000000000000000000001',
  version: 'ver_migr0000000000000000000001',
  criteria: 'crt_migr0000000000000000000001',
  context: 'ctx_migr0000000000000000000001',
  provider: 'aip_migr0000000000000000000001',
  model: 'aim_migr0000000000000000000001',
  project: 'prj_migr0000000000000000000001',
  user: 'usr_migr0000000000000000000001',
};
/** Authorship as rows written after migration 0011 carry it: a user made the row, a key last changed it. */
const stampedByIds = {
  created: T,
  created_by: 'Ada',
  created_by_id: ids.user,
  updated: T,
  updated_by: 'owner',
  updated_by_id: ids.key,
};

/** Rows each migration's tables get, keyed by migration: a new migration must add its own. */
export const FIXTURES: Record<string, { table: string; row: Record<string, unknown> }[]> = {
  '0001-foundation': [
    {
      table: 'accounts',
      row: {
        id: ids.account,
        name: 'Upgraded account',
        rate_limit_per_second: 40,
        monthly_request_quota: 100000,
        monthly_token_limit: null,
        require_api_client: 0,
        created: T,
        updated: T,
      },
    },
    {
      table: 'workspaces',
      row: {
        id: ids.workspace,
        account_id: ids.account,
        name: 'Main',
        is_default: 1,
        created: T,
        updated: T,
      },
    },
    {
      table: 'api_keys',
      row: {
        id: ids.key,
        account_id: ids.account,
        name: 'owner',
        scope: 'owner',
        all_workspaces: 1,
        key_hash: sha256Hex(KEY),
        display_prefix: KEY.slice(0, 10),
        created: T,
      },
    },
    { table: 'usage', row: { account_id: ids.account, period: '2026-01', requests: 12, tokens: 3400 } },
  ],
  '0002-prompts': [
    {
      table: 'prompts',
      row: {
        id: ids.prompt,
        workspace_id: ids.workspace,
        name: 'Greeter',
        name_key: 'greeter',
        use_case: 'Say hello',
        revision: 1,
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
    {
      table: 'scoring_criteria',
      row: {
        id: ids.criteria,
        workspace_id: ids.workspace,
        name: 'Clarity',
        name_key: 'clarity',
        use_case: null,
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
  ],
  '0003-contexts': [
    {
      table: 'contexts',
      row: {
        id: ids.context,
        workspace_id: ids.workspace,
        name: 'Handbook',
        name_key: 'handbook',
        description: 'Team handbook',
        revision: 1,
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
  ],
  '0004-ai-providers': [
    {
      table: 'ai_providers',
      row: {
        id: ids.provider,
        account_id: ids.account,
        kind: 'openai',
        name: 'Team OpenAI',
        base_url: null,
        options: '{}',
        secret: null,
        secret_fields: '[]',
        created: T,
        updated: T,
      },
    },
    {
      table: 'ai_models',
      row: { id: ids.model, account_id: ids.account, provider_id: ids.provider, name: 'gpt-4o', created: T },
    },
  ],
  // Indexes only: the rows written before it (prompts, versions) must read back through them.
  '0005-prompt-read-indexes': [],
  // A label on a version written at this schema (the version too: 0002 wrote none).
  '0006-prompt-labels': [
    {
      table: 'prompt_versions',
      row: {
        id: ids.version,
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        name: 'v1',
        is_primary: 1,
        content: 'Hello',
        variables: '[]',
        token_info: JSON.stringify({
          model: 'gpt-4o',
          token_count: 1,
          cost_per_use: 0.0000025,
          cost_per_1k: 0.0025,
          cost_per_1m: 2.5,
        }),
        revision: 1,
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
    {
      table: 'prompt_labels',
      row: {
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        label: 'production',
        version_id: ids.version,
        created_at: T,
        updated_at: T,
      },
    },
  ],
  '0010-people': [
    {
      table: 'users',
      row: {
        id: ids.user,
        account_id: ids.account,
        email: 'ada@example.com',
        name: 'Ada',
        status: 'active',
        owner: 0,
        password_hash: 'scrypt$14$8$1$c2FsdA$aGFzaA',
        created: T,
        updated: T,
      },
    },
    {
      table: 'user_invitations',
      row: {
        id: 'uin_migr0000000000000000000001',
        account_id: ids.account,
        user_id: ids.user,
        token_hash: sha256Hex('inv_migration'),
        expires_at: T,
        used_at: T,
        created_by: ids.key,
        created: T,
      },
    },
    {
      table: 'user_sessions',
      row: {
        id: 'ses_migr0000000000000000000001',
        account_id: ids.account,
        user_id: ids.user,
        token_hash: sha256Hex('pks_migration'),
        method: 'password',
        ip: '127.0.0.1',
        user_agent: 'test',
        created: T,
        last_seen_at: T,
        expires_at: T,
      },
    },
    {
      table: 'workspace_members',
      row: {
        workspace_id: ids.workspace,
        user_id: ids.user,
        account_id: ids.account,
        role: 'editor',
        created: T,
        updated: T,
      },
    },
  ],
  '0011-actor-ids': [
    {
      table: 'prompts',
      row: {
        id: 'prm_migr0000000000000000000011',
        workspace_id: ids.workspace,
        name: 'Stamped',
        name_key: 'stamped',
        use_case: null,
        revision: 1,
        ...stampedByIds,
      },
    },
  ],
  '0012-audit-log': [
    {
      table: 'audit_log',
      row: {
        id: 'aud_migr0000000000000000000001',
        account_id: ids.account,
        workspace_id: ids.workspace,
        at: T,
        actor_type: 'user',
        actor_id: ids.user,
        actor_name: 'Ada',
        ip: '127.0.0.1',
        action: 'prompt.create',
        resource_type: 'prompt',
        resource_id: 'prm_migr0000000000000000000011',
        before_hash: null,
        after_hash: null,
      },
    },
  ],
  // A project; the prompts written before it are in none (project_id null).
  '0025-projects': [
    {
      table: 'projects',
      row: {
        id: ids.project,
        workspace_id: ids.workspace,
        name: 'Support',
        name_key: 'support',
        brief: 'Support prompts',
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
  ],
  // A project written with who made it, by id.
  '0026-project-actor-ids': [
    {
      table: 'projects',
      row: {
        id: 'prj_migr0000000000000000000026',
        workspace_id: ids.workspace,
        name: 'Billing',
        name_key: 'billing',
        brief: null,
        ...stampedByIds,
      },
    },
  ],
  '0030-sso': [
    {
      table: 'account_sso',
      row: {
        account_id: ids.account,
        issuer: 'https://id.example.com',
        client_id: 'promptkeep',
        client_secret: 'sealed:v1:0000',
        allowed_domains: '["example.com"]',
        sso_only: 0,
        enabled: 1,
        created: T,
        updated: T,
        updated_by_id: ids.key,
      },
    },
    {
      table: 'sso_logins',
      row: {
        id: 'ssl_migr0000000000000000000030',
        account_id: ids.account,
        state_hash: sha256Hex('state'),
        nonce: 'nonce-0030',
        code_verifier: 'sealed:v1:0001',
        created: T,
        expires_at: '2026-01-15T10:10:00.000Z',
      },
    },
  ],
  // Issue 23: a workspace's release settings, a label move and a release request.
  '0040-releases': [
    {
      table: 'release_settings',
      row: {
        workspace_id: ids.workspace,
        protected_labels: '["production"]',
        protect_primary: 0,
        allow_self_approval: 0,
        gates: '{"production":{"max_risk":"medium"}}',
        updated: T,
        updated_by: 'owner',
        updated_by_id: ids.key,
      },
    },
    {
      table: 'prompt_label_history',
      row: {
        id: 'lmv_migr0000000000000000000040',
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        label: 'production',
        from_version_id: null,
        to_version_id: ids.version,
        via: 'direct',
        release_id: null,
        actor_type: 'api_key',
        actor_id: ids.key,
        actor_name: 'owner',
        at: T,
      },
    },
    {
      table: 'prompt_releases',
      row: {
        id: 'rel_migr0000000000000000000040',
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        label: 'staging',
        version_id: ids.version,
        content_hash: 'a'.repeat(64),
        base_version_id: null,
        note: 'ship',
        state: 'open',
        gate_results:
          '{"passed":true,"checked_at":"2026-01-15T10:00:00.000Z","analyzer":"offline","results":[]}',
        gates_passed: 1,
        approval_gate_results: null,
        requested_by_type: 'api_key',
        requested_by_id: ids.key,
        requested_by: 'owner',
        requested_at: T,
        decided_by_type: null,
        decided_by_id: null,
        decided_by: null,
        decided_at: null,
        decision_note: null,
        override_reason: null,
      },
    },
  ],
  // Issue 25: a chat version with its messages and model configuration.
  '0045-chat-versions': [
    {
      table: 'prompt_versions',
      row: {
        id: 'ver_migr0000000000000000000045',
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        name: 'chat',
        is_primary: 0,
        content: 'system: Be brief.\nuser: {{question}}',
        variables: '["question"]',
        token_info: JSON.stringify({ model: 'gpt-4o', token_count: 9, cost_per_use: 0.0000225 }),
        revision: 1,
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
        type: 'chat',
        messages: JSON.stringify([
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: '{{question}}' },
        ]),
        config: JSON.stringify({ model: 'gpt-4o', parameters: { temperature: 0.2 } }),
      },
    },
  ],
  // A user's identity at the account's identity provider.
  '0056-sso-identities': [
    {
      table: 'user_sso_identities',
      row: {
        user_id: ids.user,
        account_id: ids.account,
        issuer: 'https://login.example.com',
        subject: 'ada',
        created: T,
      },
    },
  ],
  // Issue 26 §1: a webhook endpoint (its sealed secret) and one outbox row of it, mid-retry.
  '0057-webhooks': [
    {
      table: 'webhook_endpoints',
      row: {
        id: 'whk_migr0000000000000000000050',
        workspace_id: ids.workspace,
        url: 'https://hooks.example.com/promptkeep',
        description: 'CI',
        events: '["*"]',
        enabled: 1,
        secret: 'v1.aXY.dGFn.Ym9keQ',
        created: T,
        created_by: 'owner',
        updated: T,
        updated_by: 'owner',
      },
    },
    {
      table: 'webhook_deliveries',
      row: {
        id: 'whd_migr0000000000000000000050',
        workspace_id: ids.workspace,
        endpoint_id: 'whk_migr0000000000000000000050',
        event_type: 'prompt.created',
        event_id: 'evt_migr0000000000000000000050',
        payload: '{"type":"prompt.created"}',
        state: 'pending',
        attempts: 2,
        next_attempt_at: T,
        lease_until: null,
        last_status: 503,
        last_latency_ms: 12,
        last_error: 'HTTP 503',
        created: T,
        last_attempt_at: T,
        delivered_at: null,
      },
    },
  ],
  // Issue 25 §3: a stored playground run of the version (a single run: no experiment).
  '0060-prompt-runs': [
    {
      table: 'prompt_runs',
      row: {
        id: 'run_migr0000000000000000000060',
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        version_id: ids.version,
        experiment_id: null,
        variables: '{"name":"Ada"}',
        messages: null,
        model_id: 'aim_migr0000000000000000000060',
        model_source: 'platform',
        model_name: 'gpt-4o-mini',
        output: 'Hello Ada',
        finish_reason: 'stop',
        input_tokens: 12,
        output_tokens: 3,
        cost: 0.0000036,
        latency_ms: 420,
        error_code: null,
        error_message: null,
        actor_type: 'api_key',
        actor_id: ids.key,
        actor_name: 'owner',
        created: T,
      },
    },
  ],
  // Issue 25 §3: an experiment's cell names its input (input_index), here a failed one.
  '0061-prompt-run-input-index': [
    {
      table: 'prompt_runs',
      row: {
        id: 'run_migr0000000000000000000061',
        workspace_id: ids.workspace,
        prompt_id: ids.prompt,
        version_id: ids.version,
        experiment_id: 'exp_migr0000000000000000000061',
        input_index: 1,
        variables: '{"name":"Grace"}',
        messages: null,
        model_id: 'aim_migr0000000000000000000060',
        model_source: 'platform',
        model_name: 'gpt-4o-mini',
        output: null,
        finish_reason: null,
        input_tokens: 0,
        output_tokens: 0,
        cost: null,
        latency_ms: 0,
        error_code: 'upstream_timeout',
        error_message: 'The model did not answer in time.',
        actor_type: 'user',
        actor_id: ids.user,
        actor_name: 'Ada',
        created: T,
      },
    },
  ],
  // A trigger on PostgreSQL (prompt changes notify the delivery caches): no rows of its own; the
  // rows above are read back after it, and the API reads and writes prompts through it.
  '0065-prompt-change-notify': [],
};

async function migrateTo(db: Db, schema: string | undefined, name: string) {
  const { error } = await migratorFor(db.kysely, MIGRATIONS, schema).migrateTo(name);
  if (error) throw error;
}

async function readRow(db: AnyDb, table: string, row: Record<string, unknown>) {
  const keys = Object.keys(row);
  const where =
    table === 'usage'
      ? { account_id: row.account_id, period: row.period }
      : table === 'prompt_labels'
        ? { prompt_id: row.prompt_id, label: row.label }
        : table === 'workspace_members'
          ? { workspace_id: row.workspace_id, user_id: row.user_id }
          : table === 'account_sso'
            ? { account_id: row.account_id }
            : table === 'release_settings'
              ? { workspace_id: row.workspace_id }
              : table === 'user_sso_identities'
                ? { user_id: row.user_id, issuer: row.issuer }
                : { id: row.id };
  let query = db.selectFrom(table).select(keys.map((k) => sql.ref(k).as(k)));
  for (const [k, v] of Object.entries(where)) query = query.where(k, '=', v);
  const rows = await query.execute();
  assert.equal(rows.length, 1, `${table} row`);
  return rows[0];
}

/** The upgrade test from `from`: its rows and those of every earlier migration, migrated to the latest. */
export function upgradeTestFrom(from: string) {
  const index = NAMES.indexOf(from);
  test(`from ${from}: rows written then read back after migrating`, async () => {
    const { db, schema, cleanup } = await emptyDb();
    const kysely = db.kysely as AnyDb;
    try {
      await migrateTo(db, schema, from);
      const written = NAMES.slice(0, index + 1).flatMap((name) => FIXTURES[name]!);
      for (const { table, row } of written) await kysely.insertInto(table).values(row).execute();

      const applied = await migrateToLatest(db);
      assert.deepEqual(applied, NAMES.slice(index + 1));
      for (const { table, row } of written) {
        assert.deepEqual(await readRow(kysely, table, row), row, `${table} after upgrade`);
      }

      // And through the API, as the service would serve them after the upgrade.
      const app = await createTestApp({ sharedDb: { db, drop: async () => {} } });
      try {
        const account = await app.request({ url: '/v1/account', key: KEY });
        assert.equal(account.statusCode, 200, account.body);
        assert.equal(account.json().name, 'Upgraded account');
        const checks: [string, string, string][] = [
          ['0002-prompts', `/v1/prompts/${ids.prompt}`, 'Greeter'],
          ['0003-contexts', `/v1/contexts/${ids.context}`, 'Handbook'],
          ['0025-projects', `/v1/projects/${ids.project}`, 'Support'],
        ];
        for (const [since, url, name] of checks) {
          if (NAMES.indexOf(since) > index) continue;
          const res = await app.request({ url, key: KEY, workspace: ids.workspace });
          assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
          assert.equal(res.json().name, name);
          if (since === '0002-prompts') assert.equal(res.json().project_id, null, 'in no project');
        }
        // Rows of later migrations can be written after the upgrade.
        const created = await app.request({
          method: 'POST',
          url: '/v1/prompts',
          key: KEY,
          workspace: ids.workspace,
          body: { name: 'After upgrade', content: 'hello' },
        });
        assert.equal(created.statusCode, 201, created.body);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
      cleanup();
    }
  });
}
