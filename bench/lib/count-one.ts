import { proseSamples } from './corpus.js';
import { benchCtx, startService } from './servers.js';

/**
 * The 1 KB one-model count as count-breakdown.ts and count-ceiling.ts load it: the service (one
 * count worker; serve's log with BENCH_SERVE_LOGGING=1), its key's headers, tokens.bench.ts's 4,000
 * distinct 1 KB texts and their bodies (gpt-4o), and the service's answer to the first text (the
 * bytes the bare server sends).
 */
export async function oneModelCount() {
  const service = await startService({ workers: 1, serveLogging: process.env.BENCH_SERVE_LOGGING === '1' });
  const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
  const texts = proseSamples(1024, 4000);
  const bodies = texts.map((input) => JSON.stringify({ input, type: 'text', models: ['gpt-4o'] }));
  const answer = JSON.stringify(
    await service.services.tokens.count({ ctx: benchCtx(), input: texts[0] as string, models: ['gpt-4o'] }),
  );
  return { service, headers, texts, bodies, answer };
}
