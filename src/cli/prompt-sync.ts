import { ApiError, type PromptApi, type ServicePrompt, type ServiceVersion } from './prompt-api.js';
import type { DesiredPrompt, DesiredVersion, FolderPrompt } from './prompt-files.js';

/**
 * Comparing a folder of prompt files with the service, and applying it (`prompts push`).
 *
 * Versions are matched by content: a file version whose content a version of the prompt already
 * has is that version (no new one); other content becomes a new version. Then the primary and the
 * labels are pointed where the file says, version names follow the file, and labels the file does
 * not list are removed. Nothing is ever deleted but labels: versions stay, and prompts that are
 * only on the service are reported, not touched. Pushing a folder twice changes nothing the second
 * time. Each prompt's writes start with a PATCH carrying `If-Match: <the ETag read to plan>`, so a
 * change made on the service between that read and the writes answers 412 and is reported, not
 * overwritten (labels have no revision of their own: a label moved in that same instant is not seen).
 */

/** A version the step is about: one of the service's, or one this push creates (file version `entry`). */
export type VersionRef = { version_id: string } | { entry: number };

export type Step =
  | { step: 'create_prompt'; use_case: string | null; entry: number | null }
  | { step: 'use_case'; from: string | null; to: string | null }
  | { step: 'create_version'; entry: number; name: string | null; primary: boolean }
  | { step: 'rename_version'; version_id: string; from: string | null; to: string | null }
  | { step: 'set_primary'; version: VersionRef; from_version_id: string | null }
  | { step: 'set_label'; label: string; version: VersionRef; from_version_id: string | null }
  | { step: 'remove_label'; label: string; version_id: string };

export interface PromptPlan {
  name: string;
  /** The folder's file, or null for a prompt only on the service. */
  file: string | null;
  desired: DesiredPrompt | null;
  service: ServicePrompt | null;
  /** The ETag the plan was made from: the If-Match of its first write. */
  etag: string | null;
  steps: Step[];
  /** Why this prompt cannot be pushed as the file says (nothing is written for it). */
  refused: string | null;
}

/** What a prompt serves, as a file would hold it: its live versions, equal contents merged. */
export function desiredOf(prompt: ServicePrompt): DesiredPrompt {
  const live = prompt.versions.filter((v) => v.is_primary || v.labels.length > 0);
  const groups = new Map<string, ServiceVersion[]>();
  for (const v of live) groups.set(v.content, [...(groups.get(v.content) ?? []), v]);
  const versions: DesiredVersion[] = [...groups.values()].map((group) => {
    const labels = [...new Set(group.flatMap((v) => v.labels))].sort();
    return {
      name: representative(group, labels)?.name ?? null,
      primary: group.some((v) => v.is_primary),
      labels,
      content: group[0]?.content ?? '',
    };
  });
  return { name: prompt.name, useCase: prompt.use_case, versions };
}

/** The version a file version stands for among several of one content: the primary, or its first label's. */
function representative(group: ServiceVersion[], labels: string[]): ServiceVersion | undefined {
  return group.find((v) => v.is_primary) ?? group.find((v) => v.labels.includes(labels[0] ?? ''));
}

const newest = (versions: ServiceVersion[]) =>
  [...versions].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0))[0];

/** The service's version a file version is (same content; the one already in its place first). */
function matchOf(entry: DesiredVersion, service: ServicePrompt): ServiceVersion | undefined {
  const same = service.versions.filter((v) => v.content === entry.content);
  const placed = same.filter(
    (v) => (entry.primary && v.is_primary) || v.labels.some((l) => entry.labels.includes(l)),
  );
  return representative(placed, entry.labels) ?? placed[0] ?? newest(same);
}

export function planPrompt(
  desired: DesiredPrompt,
  service: ServicePrompt | null,
  etag: string | null,
  file: string,
): PromptPlan {
  const plan: PromptPlan = { name: desired.name, file, desired, service, etag, steps: [], refused: null };
  const entries = desired.versions;
  if (!service) {
    const primary = entries.findIndex((e) => e.primary);
    plan.steps.push({
      step: 'create_prompt',
      use_case: desired.useCase,
      entry: primary < 0 ? null : primary,
    });
    entries.forEach((e, i) => {
      if (!e.primary) plan.steps.push({ step: 'create_version', entry: i, name: e.name, primary: false });
    });
    entries.forEach((e, i) => {
      for (const label of e.labels)
        plan.steps.push({ step: 'set_label', label, version: { entry: i }, from_version_id: null });
    });
    return plan;
  }
  if (entries.length === 0 && service.versions.length > 0) {
    plan.refused = 'the file lists no versions; push never deletes versions (use the console or the API)';
    return plan;
  }
  if (desired.useCase !== service.use_case)
    plan.steps.push({ step: 'use_case', from: service.use_case, to: desired.useCase });
  const primary = service.versions.find((v) => v.is_primary) ?? null;
  const labelled = new Map(service.versions.flatMap((v) => v.labels.map((l) => [l, v] as const)));
  entries.forEach((entry, i) => {
    const match = matchOf(entry, service);
    const ref: VersionRef = match ? { version_id: match.version_id } : { entry: i };
    if (!match)
      plan.steps.push({ step: 'create_version', entry: i, name: entry.name, primary: entry.primary });
    else if (match.name !== entry.name)
      plan.steps.push({
        step: 'rename_version',
        version_id: match.version_id,
        from: match.name,
        to: entry.name,
      });
    if (match && entry.primary && match !== primary)
      plan.steps.push({ step: 'set_primary', version: ref, from_version_id: primary?.version_id ?? null });
    for (const label of entry.labels) {
      const current = labelled.get(label);
      if (current?.content === entry.content) continue;
      plan.steps.push({
        step: 'set_label',
        label,
        version: ref,
        from_version_id: current?.version_id ?? null,
      });
    }
  });
  const wanted = new Set(entries.flatMap((e) => e.labels));
  for (const [label, v] of labelled)
    if (!wanted.has(label)) plan.steps.push({ step: 'remove_label', label, version_id: v.version_id });
  return plan;
}

/**
 * Reads the service and plans every prompt of the folder (and lists those only on the service).
 * When several prompts share a name, the oldest is the one a file stands for (as the API's reads
 * by name do); the others are listed in `shadowed`.
 */
export async function planPush(api: PromptApi, folder: FolderPrompt[]) {
  const all = await api.listPrompts();
  const byName = new Map<string, ServicePrompt>();
  const shadowed: ServicePrompt[] = [];
  for (const p of [...all].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0))) {
    if (byName.has(p.name)) shadowed.push(p);
    else byName.set(p.name, p);
  }
  const plans: PromptPlan[] = [];
  for (const { file, prompt } of folder) {
    const listed = byName.get(prompt.name) ?? null;
    let plan = planPrompt(prompt, listed, null, file);
    if (listed && plan.steps.length > 0) {
      // Plan again from a fresh read of the prompt with its ETag: the If-Match of its writes.
      const { prompt: current, etag } = await api.getPrompt(listed.prompt_id);
      plan = planPrompt(prompt, current, etag, file);
    }
    plans.push(plan);
  }
  const inFolder = new Set(folder.map((f) => f.prompt.name));
  const onlyOnService = [...byName.values()].filter((p) => !inFolder.has(p.name));
  return { plans, onlyOnService, shadowed };
}

export type PushOutcome = 'created' | 'updated' | 'unchanged' | 'conflict' | 'refused' | 'failed';
export interface PushResult {
  name: string;
  file: string | null;
  outcome: PushOutcome;
  steps: Step[];
  /** Why it was not pushed (conflict, refused, failed), with the API's message and trace id. */
  message?: string;
}

/** Applies the plans, prompt by prompt; a prompt that fails is reported and the others go on. */
export async function applyPlans(api: PromptApi, plans: PromptPlan[]): Promise<PushResult[]> {
  const results: PushResult[] = [];
  for (const plan of plans) {
    const base = { name: plan.name, file: plan.file, steps: plan.steps };
    if (plan.refused) {
      results.push({ ...base, outcome: 'refused', message: plan.refused });
      continue;
    }
    if (plan.steps.length === 0) {
      results.push({ ...base, outcome: 'unchanged' });
      continue;
    }
    try {
      await applyPlan(api, plan);
      results.push({ ...base, outcome: plan.service ? 'updated' : 'created' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 412)
        results.push({
          ...base,
          outcome: 'conflict',
          message: `changed on the service since it was read; nothing written (pull, merge, push again). ${error.describe()}`,
        });
      else results.push({ ...base, outcome: 'failed', message: error.describe() });
    }
  }
  return results;
}

async function applyPlan(api: PromptApi, plan: PromptPlan) {
  const entries = plan.desired?.versions ?? [];
  const created = new Map<number, string>();
  const idOf = (ref: VersionRef) =>
    'version_id' in ref ? ref.version_id : (created.get(ref.entry) as string);
  let promptId = plan.service?.prompt_id ?? '';
  if (plan.service) {
    // The fence: nothing is written unless the prompt is still as it was read (If-Match).
    await api.patchPrompt(promptId, { use_case: plan.desired?.useCase ?? null }, plan.etag ?? '*');
  }
  for (const step of plan.steps) {
    if (step.step === 'create_prompt') {
      const first = step.entry === null ? null : entries[step.entry];
      const prompt = await api.createPrompt({
        name: plan.name,
        use_case: step.use_case,
        ...(first ? { content: first.content, version_name: first.name } : {}),
      });
      promptId = prompt.prompt_id;
      const version = prompt.versions[0];
      if (step.entry !== null && version) created.set(step.entry, version.version_id);
    } else if (step.step === 'create_version') {
      const entry = entries[step.entry] as DesiredVersion;
      const version = await api.createVersion(promptId, {
        content: entry.content,
        name: entry.name,
        ...(step.primary ? { is_primary: true } : {}),
      });
      created.set(step.entry, version.version_id);
    } else if (step.step === 'rename_version') {
      await api.patchVersion(promptId, step.version_id, { name: step.to });
    } else if (step.step === 'set_primary') {
      await api.patchVersion(promptId, idOf(step.version), { is_primary: true });
    } else if (step.step === 'set_label') {
      await api.setLabel(promptId, step.label, idOf(step.version));
    } else if (step.step === 'remove_label') {
      await api.removeLabel(promptId, step.label);
    }
    // 'use_case' was written by the fence.
  }
}
