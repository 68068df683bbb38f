// The derived gates' requirements (risk-gates.ts requiredLiterals) of every risk rule, read from a
// table made from the rules ahead of time (risk-gates.data.json, written by
// scripts/generate-risk-gates.ts) instead of from the ~430,000 characters of patterns in every
// process that analyses risk: reading them was ~0.5–0.6 s of CPU per process, in each server, its
// offline workers and ~40 test processes; the table is one JSON file.
//
// The table is only a cache of requiredLiterals: a pattern is found in it by a digest of its flags
// and source, so a rule written or changed after the table was made is read from its pattern as
// before (the gates stay sound, only that rule's reading costs again; a test fails until the table is
// made again). The folding the requirements are compared by (risk-gate-fold.ts) follows the
// runtime's Unicode tables, so a table made under another Unicode version is not used at all.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { requiredLiterals } from './risk-gates.js';

export interface GateTable {
  /** `process.versions.unicode` of the runtime that made it. */
  unicode: string;
  /** gateKey(pattern) → requiredLiterals(pattern). */
  literals: Record<string, string[][]>;
}

export const GATE_TABLE_URL = new URL('./risk-gates.data.json', import.meta.url);

/** A pattern's place in the table: flags and source, digested. */
export function gateKey(pattern: RegExp): string {
  return createHash('sha256').update(`${pattern.flags}/${pattern.source}`).digest('base64url').slice(0, 22);
}

/** The table of these patterns, as the generator writes it (and the staleness test compares it). */
export function makeGateTable(patterns: readonly RegExp[]): GateTable {
  const literals: Record<string, string[][]> = {};
  for (const p of patterns) literals[gateKey(p)] ??= requiredLiterals(p);
  return { unicode: process.versions.unicode ?? '', literals };
}

function readTable(): GateTable['literals'] {
  const table = JSON.parse(readFileSync(GATE_TABLE_URL, 'utf8')) as GateTable;
  return table.unicode === process.versions.unicode ? table.literals : {};
}

/** Each pattern's requirements: from the table when it holds the pattern, else read from it. */
export function gateLiterals(patterns: readonly RegExp[]): string[][][] {
  const known = readTable();
  return patterns.map((p) => known[gateKey(p)] ?? requiredLiterals(p));
}
