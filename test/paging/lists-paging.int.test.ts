import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ErrorBody } from '../../src/http/errors.js';
import { encodeCursor } from '../../src/lib/paging.js';
import { parseAs, testAppPerFile } from '../support/test-app.js';
import { caller, LIST_CASES, type ListCase } from './list-cases.js';

// Every list endpoint is paged the same way (docs/api.md, "Paging"), on both databases.
const t = testAppPerFile();
const nextLink = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];
type Item = Record<string, unknown>;

const PRE = ['m1', 'm2', 'm3', 'm4'];

async function walk(
  c: ListCase,
  who: ReturnType<typeof caller>,
  firstUrl: string,
  between?: () => Promise<void>,
) {
  const seen: Item[] = [];
  let url: string | undefined = firstUrl;
  let pages = 0;
  while (url) {
    const res = await t.request({ url, ...who });
    assert.equal(res.statusCode, 200, `${c.name} ${url}: ${res.body}`);
    const items = res.json() as Item[];
    assert.ok(items.length <= (c.limit ?? 2), `${c.name}: page of ${items.length}`);
    seen.push(...items);
    url = nextLink(res.headers.link);
    if (url) assert.ok(!url.includes('api-key'), url);
    if (pages++ === 0 && between) await between();
  }
  return seen;
}

const inOrder = (c: ListCase, labels: string[]) => {
  const sorted = [...labels].sort();
  return c.order === 'newest-first' ? sorted.reverse() : sorted;
};

describe('every list is paged: limit, after, Link rel="next"', () => {
  for (const c of LIST_CASES) {
    test(c.name, async () => {
      const a = await t.account();
      const who = caller(c, a);
      const { url, add } = await c.setup(t, a);
      if (!c.fixed) for (const label of PRE) await add(label);
      const own = (items: Item[]) => items.filter((i) => !c.foreign?.(i));

      // Without `limit`: everything (the default page holds a typical list), no Link.
      const all = await t.request({ url, ...who });
      assert.equal(all.statusCode, 200, all.body);
      assert.equal(all.headers.link, undefined, `${c.name}: Link on a complete list`);
      const before = all.json() as Item[];
      if (!c.fixed) assert.deepEqual(own(before).map(c.label).sort(), [...PRE].sort());
      if (c.order) assert.deepEqual(own(before).map(c.label), inOrder(c, PRE), `${c.name}: spec order`);

      // Paged, with an item added before and one after the cursor once the first page is read.
      const sep = url.includes('?') ? '&' : '?';
      const seen = await walk(c, who, `${url}${sep}limit=${c.limit ?? 2}`, async () => {
        if (c.before) await add(c.before);
        if (c.after) await add(c.after);
      });
      const labels = seen.map(c.label);
      assert.equal(new Set(labels).size, labels.length, `${c.name}: repeated items ${labels}`);
      for (const item of before)
        assert.ok(labels.includes(c.label(item)), `${c.name}: skipped ${c.label(item)}`);
      if (c.before) assert.ok(!labels.includes(c.before), `${c.name}: ${c.before} was before the cursor`);
      if (c.after) assert.ok(labels.includes(c.after), `${c.name}: ${c.after} was after the cursor`);
      const mine = own(seen).map(c.label);
      if (c.order) assert.deepEqual(mine, inOrder(c, mine), `${c.name}: spec order across pages`);
      if (c.fixed) assert.deepEqual(labels, before.map(c.label));

      // Out of range, garbage, or a cursor of another list: 400 in the spec's error body.
      const foreign = encodeCursor(c.name.startsWith('prompts') ? 'contexts' : 'prompts', ['m1', 'x', 'y']);
      for (const q of ['limit=0', 'limit=1001', 'after=garbage', `after=${foreign}`]) {
        const bad = await t.request({ url: `${url}${sep}${q}`, ...who });
        assert.equal(bad.statusCode, 400, `${c.name} ${q}: ${bad.body}`);
        assert.match(parseAs(ErrorBody, bad).message, /querystring\.(limit|after)/, `${c.name} ${q}`);
      }
    });
  }
});
