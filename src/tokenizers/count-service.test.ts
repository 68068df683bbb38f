import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, describe, test } from 'node:test';
import { CHILD_NODE_FLAGS, moduleUrl } from '../../test/support/child-node.js';
import { createCountService } from './count-service.js';
import { JsonText } from './json-text.js';
import { TOKENIZER_IDS, type TokenizerId } from './tokenizer.types.js';

const IDS: TokenizerId[] = ['o200k_base', 'cl100k_base', 'llama3', 'mistral_v1'];
const TEXTS = [
  '',
  'hi',
  'Hello, world! <|endoftext|>\n\n  ',
  `${'lorem ipsum dolor '.repeat(5000)}東京 ${'a'.repeat(20_000)}`,
];

describe('CountService', () => {
  const inline = createCountService({ workers: 0, inlineMaxChars: 0 });
  const pooled = createCountService({ workers: 2, inlineMaxChars: 0 });
  after(() => Promise.all([inline.close(), pooled.close()]));

  test('workers count exactly what the inline path counts', async () => {
    for (const text of TEXTS) {
      assert.deepEqual(await pooled.count(text, IDS), await inline.count(text, IDS));
    }
  });

  test('ids sharing a vocabulary are counted once and alike, inline and on workers', async () => {
    const shared: TokenizerId[] = ['o200k_base', 'cl100k_base', 'o200k_harmony'];
    for (const text of TEXTS) {
      const counts = await inline.count(text, shared);
      assert.equal(counts.get('o200k_harmony'), counts.get('o200k_base'), text.slice(0, 20));
      assert.deepEqual([...counts.keys()], shared);
      assert.deepEqual(await pooled.count(text, shared), counts);
      const alone = await inline.count(text, ['o200k_harmony']);
      assert.equal(alone.get('o200k_harmony'), counts.get('o200k_harmony'));
    }
  });

  test('literals counted from their bytes, one after another and at once, as their texts are (pooled buffers)', async () => {
    // Longer then shorter literals of one size class reuse a buffer (its tail holds the old bytes);
    // counts in flight together each have their own.
    const texts = [
      `${'déjà vu "quoted"\n'.repeat(9000)}end`,
      `${'short\tone '.repeat(2000)}東京`,
      `${'x'.repeat(70_000)}`,
      `${'lorem \\ ipsum '.repeat(8000)}😀`,
    ];
    const literal = (text: string) => new JsonText(Buffer.from(JSON.stringify(text)));
    const expected = await Promise.all(texts.map((text) => inline.count(text, IDS)));
    for (const [i, text] of texts.entries())
      assert.deepEqual(await pooled.count(literal(text), IDS), expected[i], `literal ${i}`);
    assert.deepEqual(await Promise.all(texts.map((text) => pooled.count(literal(text), IDS))), expected);
    assert.deepEqual(await Promise.all(texts.map((text) => pooled.count(literal(text), IDS))), expected);
  });

  test('every tokenizer counts a literal from its bytes on the workers as it counts its text here (random texts, every escape)', async () => {
    // Texts of every kind of character the literal path decodes differently, each character
    // written in the literal at random as itself or as any escape JSON allows for it (`\uXXXX` in
    // either case, surrogate pairs as two escapes, lone surrogates as `\uD800`).
    let seed = 29;
    const next = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const PIECES = [
      'word',
      ' The',
      "don't",
      '  ',
      '\n',
      '\r\n',
      '\t',
      '"',
      '\\',
      '/',
      '\b\f',
      '\u0001\u001f',
      'é',
      'ÿ',
      '中文字',
      '，',
      '😀',
      '👍🏽',
      '\ud800',
      '\udfff',
      '\ud83d',
      '12345',
      '<|endoftext|>',
      'Ω≈ç√',
    ];
    const SHORT: Record<string, string> = {
      '"': '\\"',
      '\\': '\\\\',
      '/': '\\/',
      '\b': '\\b',
      '\f': '\\f',
      '\n': '\\n',
      '\r': '\\r',
      '\t': '\\t',
    };
    const hex = (unit: number) => {
      const h = unit.toString(16).padStart(4, '0');
      return `\\u${next() < 0.5 ? h : h.toUpperCase()}`;
    };
    const literalOf = (text: string) => {
      let out = '"';
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] as string;
        const unit = ch.charCodeAt(0);
        const mustEscape = ch === '"' || ch === '\\' || unit < 0x20;
        const r = next();
        if (mustEscape || r < 0.2) out += SHORT[ch] !== undefined && r < 0.1 ? SHORT[ch] : hex(unit);
        else if (unit >= 0xd800 && unit <= 0xdfff)
          out += hex(unit); // a lone half has no UTF-8
        else out += ch;
      }
      return Buffer.from(`${out}"`);
    };
    const texts = Array.from({ length: 12 }, () => {
      const parts: string[] = [];
      const length = 50 + Math.floor(next() * 400);
      for (let k = 0; k < length; k++) parts.push(pick(PIECES));
      return parts.join('');
    });
    const ids = [...TOKENIZER_IDS];
    for (const text of texts) {
      const literal = literalOf(text);
      assert.equal(JSON.parse(literal.toString('utf8')), text, 'the literal is the text');
      assert.deepEqual(await pooled.count(new JsonText(literal), ids), await inline.count(text, ids));
    }
  });

  test('several ids of one request run in parallel and each distinct id is counted once', async () => {
    const text = TEXTS[3]!;
    const result = await pooled.count(text, [
      'o200k_base',
      'cl100k_base',
      'o200k_base',
      'llama3',
      'cl100k_base',
    ]);
    assert.deepEqual([...result.keys()], ['o200k_base', 'cl100k_base', 'llama3']);
    assert.deepEqual(result, await inline.count(text, ['o200k_base', 'cl100k_base', 'llama3']));
  });

  test('small inputs are counted inline once loaded; results do not depend on the path', async () => {
    const service = createCountService({ workers: 1, inlineMaxChars: 1000 });
    try {
      const before = await service.count('short text', ['o200k_base']);
      await service.warm(['o200k_base']);
      assert.deepEqual(await service.count('short text', ['o200k_base']), before);
      assert.equal(
        (await service.count(TEXTS[3]!, ['o200k_base'])).get('o200k_base'),
        (await inline.count(TEXTS[3]!, ['o200k_base'])).get('o200k_base'),
      );
    } finally {
      await service.close();
    }
  });

  test('a small text: ids not loaded yet are built on a worker, then all counted here; counts and order as asked', async () => {
    const service = createCountService({ workers: 1, inlineMaxChars: 1000 });
    try {
      await service.warm(['o200k_base']);
      const ids = ['cl100k_base', 'o200k_base', 'llama3', 'cl100k_base'] as const;
      for (const text of TEXTS.filter((t) => t.length <= 1000)) {
        const result = await service.count(text, ids);
        assert.deepEqual([...result.keys()], ['cl100k_base', 'o200k_base', 'llama3']);
        assert.deepEqual(result, await inline.count(text, ['cl100k_base', 'o200k_base', 'llama3']));
      }
    } finally {
      await service.close();
    }
  });

  test('countNow: at once what count() counts, where count() counts here at once (vocabularies loaded, one vocabulary); else undefined', async () => {
    const service = createCountService({ workers: 1, inlineMaxChars: 1000 });
    try {
      const one = ['o200k_base', 'o200k_harmony', 'o200k_base'] as const;
      assert.equal(service.countNow('short text', one), undefined, 'vocabularies not loaded yet');
      await service.warm(['cl100k_base', 'o200k_base']);
      for (const text of TEXTS.filter((t) => t.length <= 1000)) {
        const now = service.countNow(text, one);
        assert.deepEqual(now, await service.count(text, one), text);
        assert.deepEqual([...(now?.keys() ?? [])], ['o200k_base', 'o200k_harmony']);
        assert.deepEqual(now, await inline.count(text, one));
        assert.deepEqual(service.countNow(text, ['cl100k_base']), await inline.count(text, ['cl100k_base']));
        assert.equal(
          service.countNow(text, ['cl100k_base', 'o200k_base']),
          undefined,
          'several vocabularies: count() counts them in the next batch',
        );
      }
      assert.equal(
        service.countNow(TEXTS[3]!, ['o200k_base']),
        undefined,
        'over inlineMaxChars: a worker counts it',
      );
      await inline.warm(IDS);
      assert.deepEqual(
        inline.countNow(TEXTS[3]!, ['llama3']),
        await inline.count(TEXTS[3]!, ['llama3']),
        'no workers: here',
      );
      await service.close();
      assert.equal(service.countNow('short text', ['o200k_base']), undefined, 'closed');
    } finally {
      await service.close();
    }
  });

  test('counts with several vocabularies asked in one turn are counted together, each as it would be alone', async () => {
    const service = createCountService({ workers: 1, inlineMaxChars: 1000 });
    try {
      const all: TokenizerId[] = [...IDS, 'o200k_harmony'];
      await service.warm(all);
      const asks: [string, TokenizerId[]][] = [
        ['Hello, world! <|endoftext|>\n\n  ', ['llama3', 'o200k_base', 'o200k_harmony']],
        ['東京は日本の首都です。 and some English', ['mistral_v1', 'cl100k_base', 'llama3', 'cl100k_base']],
        ['hi', ['o200k_harmony', 'o200k_base']],
        ['', ['cl100k_base', 'mistral_v1']],
        ['lorem ipsum dolor '.repeat(50), all],
      ];
      // Asked in the same turn: one batch; each answered in its own ids' order.
      const answers = await Promise.all(asks.map(([text, ids]) => service.count(text, ids)));
      asks.forEach(([text, ids], i) => {
        const answer = answers[i]!;
        assert.deepEqual([...answer.keys()], [...new Set(ids)], text);
        for (const id of ids)
          assert.equal(answer.get(id), service.countNow(text, [id])?.get(id), `${text} ${id}`);
      });
      // Unknown ids still reject before any batch, alone.
      const [bad, good] = await Promise.allSettled([
        service.count('x', ['nope' as TokenizerId, 'o200k_base']),
        service.count('x', ['cl100k_base', 'o200k_base']),
      ]);
      assert.equal(bad.status, 'rejected');
      assert.deepEqual(good.status === 'fulfilled' ? [...good.value.values()] : null, [1, 1]);
    } finally {
      await service.close();
    }
  });

  test('errors reject: unknown ids, inline and in a worker', async () => {
    await assert.rejects(inline.count('x', ['nope' as TokenizerId]), /Unknown tokenizer id/);
    await assert.rejects(pooled.count('x', ['nope' as TokenizerId]), /Unknown tokenizer id/);
    // The worker survives an error and keeps counting.
    assert.equal((await pooled.count('hello', ['o200k_base'])).get('o200k_base'), 1);
  });

  test('count() after close() rejects', async () => {
    const service = createCountService({ workers: 1, inlineMaxChars: 10 });
    await service.close();
    await assert.rejects(service.count('x'.repeat(100), ['o200k_base']), /closed/);
  });
});

describe('process lifetime', () => {
  const serviceUrl = moduleUrl('src/tokenizers/count-service.ts');
  /** Runs `body` in a fresh Node process and resolves with its exit code (null if it hangs). */
  function runChild(body: string): Promise<number | null> {
    const code = `import { createCountService } from ${JSON.stringify(serviceUrl)};\n${body}`;
    const child = spawn(process.execPath, [...CHILD_NODE_FLAGS, '--input-type=module', '-e', code], {
      stdio: 'inherit',
    });
    return new Promise((resolve) => {
      // A liveness guard, not a timing assertion: a hung child fails the test instead of the run.
      const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('exit', (status) => {
        clearTimeout(guard);
        resolve(status);
      });
    });
  }

  test('close() lets the process exit', async () => {
    const status = await runChild(`
      const s = createCountService({ workers: 2, inlineMaxChars: 10 });
      await s.count('hello world '.repeat(1000), ['o200k_base', 'cl100k_base']);
      await s.close();`);
    assert.equal(status, 0);
  });

  test('an idle pool does not keep the process alive even without close()', async () => {
    const status = await runChild(`
      const s = createCountService({ workers: 2, inlineMaxChars: 10 });
      await s.count('hello world '.repeat(1000), ['o200k_base']);`);
    assert.equal(status, 0);
  });
});
