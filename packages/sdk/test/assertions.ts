import assert from 'node:assert/strict';
import { PromptkeepError } from '../src/index.js';

/** Awaits a call that must fail with a PromptkeepError, and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<PromptkeepError> {
  const error = await promise.then(
    () => assert.fail('expected a PromptkeepError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof PromptkeepError, String(error));
  return error;
}
