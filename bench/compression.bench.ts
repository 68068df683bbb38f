// CPU cost of response compression against bytes saved (src/http/compression.ts): gzip (default
// level) and br (quality 4, as served) of a 50-prompt list and of the OpenAPI document, time per
// body on one core (median of 20 after 3 warm-ups), in-process, no HTTP.
//
//   node --import tsx bench/compression.bench.ts
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prose } from './lib/corpus.js';
import { startService } from './lib/servers.js';
import { median, pinSelfToCpu0 } from './lib/wrk.js';

pinSelfToCpu0();
const service = await startService({ workers: 1 });
const headers = { 'x-api-key': service.key, 'x-workspace-id': service.workspaceId };
for (let i = 0; i < 50; i++) {
  const res = await service.app.inject({
    method: 'POST',
    url: '/v1/prompts',
    headers,
    payload: { name: `Prompt ${i}`, content: prose(1000, 500 + i) },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}
const bodies = {
  'GET /v1/prompts (50 prompts)': (await service.app.inject({ url: '/v1/prompts', headers })).rawPayload,
  'GET /v1/openapi.json': (await service.app.inject({ url: '/v1/openapi.json' })).rawPayload,
};
const codings = {
  gzip: (b: Buffer) => gzipSync(b),
  'br q4': (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  'br q11 (default, not served)': (b: Buffer) => brotliCompressSync(b),
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('| body | size | coding | compressed | saved | CPU per body (ms) | µs per KB saved |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, body] of Object.entries(bodies)) {
  for (const [coding, fn] of Object.entries(codings)) {
    const times: number[] = [];
    let out = Buffer.alloc(0);
    const runs = coding.includes('q11') ? 5 : 20;
    for (let i = 0; i < runs + 3; i++) {
      const t0 = performance.now();
      out = fn(body);
      if (i >= 3) times.push(performance.now() - t0);
    }
    const t = median(times);
    const saved = body.length - out.length;
    console.log(
      `| ${name} | ${kb(body.length)} | ${coding} | ${kb(out.length)} | ${((saved / body.length) * 100).toFixed(0)}% | ${t.toFixed(2)} | ${((t * 1000) / (saved / 1024)).toFixed(1)} |`,
    );
  }
}
await service.close();
