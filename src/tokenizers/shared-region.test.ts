import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JsonText } from './json-text.js';
import { SharedRegion } from './shared-region.js';

const literalIn = (region: SharedRegion, text: string) => {
  const bytes = Buffer.from(JSON.stringify(text));
  const view = new Uint8Array(region.buffer, 0, bytes.length);
  view.set(bytes);
  return view;
};

test('SharedRegion: held while any owner holds it, then its buffer is the next region of its size', () => {
  const a = SharedRegion.acquire(100_000);
  assert.ok(a !== null);
  assert.ok(a.buffer.byteLength >= 100_000);
  const dropTask = a.retain();
  a.release();
  a.release(); // the first owner's release counts once
  assert.equal(a.live, true, 'a task still holds it');
  dropTask();
  dropTask();
  assert.equal(a.live, false);
  assert.throws(() => a.retain());
  const b = SharedRegion.acquire(90_000);
  assert.equal(b?.buffer, a.buffer, 'the same size class reuses the free buffer');
  const c = SharedRegion.acquire(90_000);
  assert.notEqual(c?.buffer, b?.buffer, 'a region in use is never handed out twice');
  b?.release();
  c?.release();
});

test('SharedRegion: regions in use stay within the budget (64 MB); a release makes room again', () => {
  const held: SharedRegion[] = [];
  for (let region = SharedRegion.acquire(4 << 20); region !== null; region = SharedRegion.acquire(4 << 20)) {
    held.push(region);
  }
  assert.equal(held.length, 16);
  held.pop()?.release();
  const again = SharedRegion.acquire(4 << 20);
  assert.ok(again !== null);
  again.release();
  for (const region of held) region.release();
});

test('JsonText in a region: the workers get the region itself; no read once the request let it go', () => {
  const text = `a "quoted" text ${'é中😀'.repeat(20_000)}`;
  const region = SharedRegion.acquire(200_000);
  assert.ok(region !== null);
  const json = new JsonText(literalIn(region, text), region);
  assert.equal(json.text(), text);
  const shared = json.shared();
  assert.equal(shared.view.buffer, region.buffer, 'no copy');
  region.release(); // the response was sent while a worker still reads it
  assert.equal(json.text(), text, 'the task still holds it');
  shared.release();
  assert.throws(() => json.text(), /after its request ended/);
  assert.throws(() => json.shared(), /after its request ended/);
  // A literal outside a region is copied into one, as before.
  const plain = new JsonText(Buffer.from(JSON.stringify(text)));
  const copy = plain.shared();
  assert.deepEqual(Buffer.from(copy.view), Buffer.from(JSON.stringify(text)));
  copy.release();
  assert.equal(plain.text(), text);
});
