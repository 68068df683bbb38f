import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { ScoringCriteria } from '../../src/modules/criteria/criteria.schemas.js';
import { parseAs, type TestAccount, type TestApp } from './test-app.js';

/** A prompt the offline analyzer finds examples, a variable and a task in. */
export const EXAMPLES_PROMPT =
  'You are a support analyst. Classify the sentiment of the review as positive, negative or neutral.\n\n' +
  'Example:\nInput: I love it\nOutput: positive\n\nNow classify: {{review}}';

/** The stored analysis rows of a workspace (what a POST stored, or did not). */
export function storedAnalyses(t: TestApp, workspaceId: string) {
  return t.db.kysely
    .selectFrom('version_analyses')
    .select(['kind', 'cache_key'])
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The offline analyzer's token headers: nothing used, a duration given. */
export function tokenHeaders(res: LightMyRequestResponse) {
  assert.equal(res.headers['x-tokens-used'], '0');
  assert.match(String(res.headers['x-tokens-duration']), /^\d+(\.\d+)?$/);
}

/** Within a minute of now: a timestamp the request itself set. */
export const recent = (iso: string) => Math.abs(Date.now() - Date.parse(iso)) < 60_000;

/** Creates the criteria 'Mine' in `a`'s workspace: one criterion, `tone`. */
export async function toneCriteria(t: TestApp, a: TestAccount, description = 'Tone is set.') {
  return parseAs(
    ScoringCriteria,
    await t.call(a, 'POST', '/v1/prompts/scoring/criteria', {
      name: 'Mine',
      criterion_set: [{ slug: 'tone', label: 'Tone', description, questions: 'Is a tone set?', weight: 1 }],
    }),
  );
}
