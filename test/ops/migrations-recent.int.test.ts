import { describe } from 'node:test';
import { NAMES, upgradeTestFrom } from './migration-upgrades.js';

/** Upgrades from the later half of the earlier schema versions (migrations.int.test.ts has the rest). */
const HALF = Math.ceil((NAMES.length - 1) / 2);

describe('upgrading to the latest schema (from the recent versions)', () => {
  for (const from of NAMES.slice(0, -1).slice(HALF)) upgradeTestFrom(from);
});
