import { fillPlaceholders } from './placeholders.js';

/**
 * Filling a version's remaining placeholders at read time (POST …/render), with the grammar and the
 * one-pass fill of placeholders.ts (the SDK's fillTemplate fills the same way): a value is plain
 * text, never substituted again. Pure: no I/O, no errors thrown.
 */

export type RenderOutcome =
  | { ok: true; content: string; used: string[]; unused: string[] }
  | { ok: false; missing: string[]; invalidKeys: string[]; sectionError: string | null };

export function renderContent(content: string, variables: Record<string, string>): RenderOutcome {
  const filled = fillPlaceholders(content, variables);
  const { missing, invalidKeys, sectionError } = filled;
  if (sectionError !== null || invalidKeys.length || missing.length)
    return { ok: false, missing, invalidKeys, sectionError };
  return { ok: true, content: filled.content, used: filled.placeholders, unused: filled.unused };
}
