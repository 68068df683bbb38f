// Writes src/modules/analysis/offline/risk-gates.data.json: every risk rule's derived gate
// requirements (risk-gate-table.ts), so a process reads them instead of every pattern. Run it when
// a risk rule is added or changed (risk-gates.test.ts fails until then) and commit the result:
//   node --import tsx scripts/generate-risk-gates.ts
import { renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GATE_TABLE_URL, makeGateTable } from '../src/modules/analysis/offline/risk-gate-table.js';
import { RISK_RULES } from '../src/modules/analysis/offline/risk-matcher.js';

const file = fileURLToPath(GATE_TABLE_URL);
const table = makeGateTable(RISK_RULES.map((r) => r.pattern));
writeFileSync(`${file}.tmp`, `${JSON.stringify(table)}\n`);
renameSync(`${file}.tmp`, file);
process.stdout.write(`${file}: ${Object.keys(table.literals).length} patterns\n`);
