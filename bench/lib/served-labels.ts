import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.js';
import { deliveryCases, labelAll } from './delivery-cases.js';
import type { Target } from './load.js';
import { seedBenchData } from './prompts-seed.js';
import { startService } from './servers.js';

/**
 * delivery.bench.ts's prompts (3 versions each, a `production` label on the first, across 10
 * workspaces) written into a served process's own database (its data dir, the process stopped),
 * and its "label" case over them — GET /v1/prompts-by-name/{name}/labels/production, a different
 * prompt each request — with a key of an account made here, which the served process then reads.
 */
export async function servedLabelTargets(dataDir: string, prompts: number): Promise<Target[]> {
  const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'promptkeep.db') });
  const service = await startService({ db, workers: 1 });
  try {
    const seeded = await seedBenchData(db, service, { prompts, workspaces: 10, versions: 3, small: 1 });
    await labelAll(db, seeded.workspaces);
    const cases = await deliveryCases(db, seeded.workspaces, service.key);
    const label = cases.find((c) => c.key === 'label');
    if (label === undefined) throw new Error('no label case');
    return label.targets;
  } finally {
    await service.close();
  }
}
