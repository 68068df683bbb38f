import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '../../lib/domain-error.js';
import { NO_EXPAND, PROMPT_EXPAND, parseExpand, VERSION_EXPAND } from './expand.js';

test('no expand, empty expand and blank names mean nothing expanded', () => {
  assert.deepEqual(parseExpand(undefined, PROMPT_EXPAND), NO_EXPAND);
  assert.deepEqual(parseExpand('', PROMPT_EXPAND), NO_EXPAND);
  assert.deepEqual(parseExpand(' , ,', PROMPT_EXPAND), NO_EXPAND);
});

test('names in any order, with spaces and repeats; kinds come out in a fixed order', () => {
  assert.deepEqual(parseExpand('heatmap, versions,scoring,heatmap', PROMPT_EXPAND), {
    versions: true,
    kinds: ['scoring', 'heatmap'],
  });
  assert.deepEqual(parseExpand('risk,balance,scoring,heatmap', VERSION_EXPAND), {
    versions: false,
    kinds: ['scoring', 'risk', 'balance', 'heatmap'],
  });
});

test('unknown names are a 400 naming each of them once', () => {
  assert.throws(
    () => parseExpand('versions,bogus,Scoring,bogus', PROMPT_EXPAND),
    (e: unknown) =>
      e instanceof DomainError &&
      e.code === 'bad_request' &&
      e.message ===
        'querystring.expand: unknown name(s): bogus, Scoring. Accepted: versions, scoring, risk, balance, heatmap.',
  );
  // `versions` is a prompt-endpoint name only.
  assert.throws(() => parseExpand('versions', VERSION_EXPAND), /unknown name\(s\): versions\./);
});
