import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { testAppPerFile } from '../support/test-app.js';
import { dumpDocument, runTool, TOOLS } from './openapi-files.js';

// Clients generated from the document, as an integrator would: openapi-typescript and
// @hey-api/openapi-ts must give named types and readable function names, and the result must
// compile (strict) together with a few lines that use it the way docs/api.md shows.

const t = testAppPerFile();

/** Uses the generated names; compiling it is the check (a missing or renamed one fails tsc). */
const USAGE = `
import type { components, operations } from './schema.js';
import { client } from './hey/client.gen.js';
import { countTokens, createPrompt, createVersion, getPrompt, listModels, listPrompts } from './hey/index.js';
import type { CountResult, Error as ApiError, Model, Prompt, Scoring, Version } from './hey/index.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(value: T) => value;

same<Same<components['schemas']['Prompt']['versions'][number], components['schemas']['Version']>>(true);
same<Same<Prompt['versions'][number], Version>>(true);
same<Same<NonNullable<Version['scoring']>, Scoring>>(true);
same<Same<components['schemas']['Error']['event_id'], null>>(true);

type Expand = NonNullable<NonNullable<operations['getPrompt']['parameters']['query']>['expand']>;
const expand: Expand = ['versions', 'scoring'];
// @ts-expect-error expand takes only its names
const wrong: Expand = ['everything'];

client.setConfig({ baseUrl: 'https://promptkeep.example.com', headers: { 'X-Api-Key': 'pk_x' } });

export async function integrator(): Promise<void> {
  const headers = { 'X-Workspace-Id': 'wrk_1' };
  const page = await listPrompts({ headers, query: { expand, limit: 50 } });
  const first: Prompt | undefined = page.data?.[0];
  const failed: ApiError | undefined = page.error;
  const one = await getPrompt({ headers, path: { promptId: first?.prompt_id ?? 'prm_1' } });
  const made = await createPrompt({ headers, body: { name: 'support-reply', content: 'Hello {{name}}' } });
  const version = await createVersion({
    headers,
    path: { promptId: made.data?.prompt_id ?? 'prm_1' },
    body: { content: 'Hi {{name}}', is_primary: true },
  });
  const counted = await countTokens({ body: { input: 'Hello', type: 'text', models: ['gpt-4o'] } });
  const results: CountResult[] | undefined = counted.data;
  const models: Model[] | undefined = (await listModels({ query: { author: 'OpenAI' } })).data;
  void [wrong, failed, one.data?.versions, version.data?.version_id, results, models];
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
  },
  include: ['*.ts', 'hey/**/*.ts'],
};

test('openapi-typescript and @hey-api/openapi-ts give named types and functions that compile', async () => {
  const dump = await dumpDocument(t);
  try {
    const [types, hey] = await Promise.all([
      runTool(TOOLS.openapiTypescript, [dump.file, '-o', join(dump.dir, 'schema.d.ts')], dump.dir),
      runTool(TOOLS.heyApi, ['-i', dump.file, '-o', join(dump.dir, 'hey')], dump.dir),
    ]);
    assert.equal(types.code, 0, types.stderr.slice(0, 2000));
    assert.equal(hey.code, 0, hey.stderr.slice(0, 2000));

    const schema = readFileSync(join(dump.dir, 'schema.d.ts'), 'utf8');
    for (const name of ['Prompt', 'Version', 'Criteria', 'Context', 'CountResult', 'Error']) {
      assert.match(schema, new RegExp(`^\\s+${name}: \\{`, 'm'), `components['schemas']['${name}']`);
    }
    assert.match(schema, /^\s+listPrompts: \{/m, "operations['listPrompts']");

    const sdk = readFileSync(join(dump.dir, 'hey/sdk.gen.ts'), 'utf8');
    const functions = [...sdk.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]);
    for (const name of [
      'listPrompts',
      'getPrompt',
      'createPrompt',
      'createVersion',
      'countTokens',
      'listModels',
    ]) {
      assert.ok(functions.includes(name), name);
    }
    // No name made of the path (deleteV1PromptsScoringCriteriaBy…): every one is an operationId.
    assert.deepEqual(
      functions.filter((f) => /V1|By[A-Z]\w*Id/.test(f ?? '')),
      [],
    );
    // The key goes in its header only: a generated client never puts it in the URL.
    assert.doesNotMatch(sdk, /in: 'query'/);
    const types_ = readFileSync(join(dump.dir, 'hey/types.gen.ts'), 'utf8');
    assert.match(types_, /^export type Prompt = \{/m);

    writeFileSync(join(dump.dir, 'usage.ts'), USAGE);
    writeFileSync(join(dump.dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const tsc = await runTool(TOOLS.tsc, ['-p', join(dump.dir, 'tsconfig.json')], dump.dir);
    assert.equal(tsc.code, 0, `${tsc.stdout.slice(0, 3000)}${tsc.stderr.slice(0, 1000)}`);
  } finally {
    dump.cleanup();
  }
});
