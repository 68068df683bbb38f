import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { FAMILIES, familiesApp, familySettings } from '../../../test/support/provider-harness.js';
import { parseAs } from '../../../test/support/test-app.js';
import { Prompt } from '../prompts/prompts.schemas.js';
import { Model } from '../tokens/tokens.schemas.js';
import { RunResult } from './playground.schemas.js';

// The playground over every protocol family the analyses speak, as platform models on the fake
// LLM server: each provider's wire format carries the rendered messages (system split out where
// the family does), and the usage reported is the provider's own.

const { fake, t } = familiesApp();

describe('POST …/versions/{versionId}/run over each protocol', () => {
  for (const family of FAMILIES) {
    test(`${family.name}: the output and the usage the provider reported`, async () => {
      const a = await t.account();
      const p = parseAs(
        Prompt,
        await t.call(a, 'POST', '/v1/prompts', {
          name: 'run',
          type: 'chat',
          messages: [
            { role: 'system', content: 'Answer in one word.' },
            { role: 'user', content: 'Capital of {{country}}?' },
          ],
          config: { parameters: { max_output_tokens: 20 } },
        }),
      );
      fake.reply({ text: 'Paris', usage: { input: 21, output: 2 } });
      const res = await t.call(
        a,
        'POST',
        `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]!.version_id}/run`,
        {
          variables: { country: 'France' },
          settings: familySettings(family),
        },
      );
      assert.equal(res.statusCode, 200, res.body);
      const run = parseAs(RunResult, res);
      assert.equal(run.output, 'Paris');
      assert.deepEqual(run.usage, { input_tokens: 21, output_tokens: 2 });
      assert.equal(res.headers['x-tokens-used'], '23');
      // Priced at the catalog's prices of the model's name when it has both (null otherwise).
      const [m] = parseAs(
        Type.Array(Model),
        await t.request({ url: `/v1/tokens/models?name=${encodeURIComponent(family.model)}`, key: a.key }),
      );
      const pin = m?.price_per_input_token ?? null;
      const pout = m?.price_per_output_token ?? null;
      assert.equal(run.model_name, family.model);
      if (['gpt-4o-mini', 'claude-sonnet-4-5', 'gemini-2.5-flash'].includes(family.model)) {
        assert.notEqual(run.cost, null, 'a catalog model is priced');
      }
      assert.equal(
        run.cost,
        pin === null || pout === null ? null : Number((21 * pin + 2 * pout).toPrecision(12)),
      );
      const sent = fake.requests.at(-1)!;
      assert.equal(sent.api, family.api);
      const body = JSON.stringify(sent.body);
      assert.ok(body.includes('Capital of France?'), body);
      assert.ok(body.includes('Answer in one word.'), body);
    });
  }
});
