// Criteria generation: a use-case alignment criterion and one criterion per key term of the use
// case, then a generic pool. Never repeats an existing slug, and skips pool entries whose topic an
// existing criterion already covers (e.g. an existing "voice_and_style" covers "tone").

import type { CriterionInput } from '../../criteria/criteria.schemas.js';
import { DEFAULT_CRITERION_SET } from '../../criteria/default-criteria.js';
import type { AnalysisEstimate } from '../analysis.schemas.js';
import { signalsFor } from './criterion-checks.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { GENERIC_TERMS } from './prompt-templates.js';
import { capitalize, keyTerms } from './text-utils.js';

const EXTRA_POOL: readonly CriterionInput[] = [
  {
    slug: 'audience',
    label: 'Audience',
    description: 'The prompt names who the answer is for and what they already know.',
    questions: 'Does the prompt say who the audience is? Does it say what the audience already knows?',
    weight: 8,
  },
  {
    slug: 'success_criteria',
    label: 'Success criteria',
    description: 'The prompt says what a good answer must contain, so the result can be checked.',
    questions:
      'Does the prompt state what a good response must include? Could someone check the answer against it?',
    weight: 10,
  },
  {
    slug: 'edge_cases',
    label: 'Edge cases',
    description: 'The prompt says what to do when input is missing, ambiguous or out of scope.',
    questions:
      'Does the prompt say what to do when information is missing or unknown? Does it give a fallback?',
    weight: 8,
  },
  {
    slug: 'output_length',
    label: 'Output length',
    description: 'The prompt sets a length limit or a target size for the response.',
    questions: 'Does the prompt set a word, sentence or item limit? Is the expected length stated?',
    weight: 6,
  },
  {
    slug: 'safety_guardrails',
    label: 'Safety guardrails',
    description: 'The prompt says what the model must refuse or avoid and how to treat sensitive data.',
    questions: 'Does the prompt say what to refuse or avoid? Does it address privacy and sensitive data?',
    weight: 8,
  },
  {
    slug: 'step_by_step',
    label: 'Step-by-step process',
    description: 'The prompt breaks the work into ordered steps the model should follow.',
    questions: 'Does the prompt list the steps to follow, in order?',
    weight: 6,
  },
  {
    slug: 'input_variables',
    label: 'Input variables',
    description: 'The parts that change per use are marked as template variables or placeholders.',
    questions: 'Are the changing inputs marked as variables or placeholders?',
    weight: 5,
  },
];

export const CRITERIA_POOL: readonly CriterionInput[] = [...DEFAULT_CRITERION_SET, ...EXTRA_POOL];

/** Lower-case ASCII letters and underscores only, as the criterion slug rule requires. */
export function toSlug(text: string, maxLength = 64): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, maxLength)
    .replace(/_+$/g, '');
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function criteriaForUseCase(useCase: string): CriterionInput[] {
  const text = useCase.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const terms = keyTerms(text, 3, GENERIC_TERMS).filter((t) => toSlug(t).length >= 3);
  const out: CriterionInput[] = [
    {
      slug: 'use_case_alignment',
      label: 'Use-case alignment',
      description: `The prompt asks for exactly what the use case needs: ${shorten(text, 200)}`,
      questions: terms.length
        ? `Does the prompt state the task the use case describes? Does it mention ${terms.join(', ')}?`
        : 'Does the prompt state the task the use case describes?',
      weight: 15,
    },
  ];
  for (const term of terms.slice(0, 2)) {
    out.push({
      slug: `${toSlug(term, 40)}_coverage`,
      label: `${capitalize(term)} coverage`,
      description: `The prompt tells the model what matters about ${term} in this use case and which details about it the answer must cover.`,
      questions: `Does the prompt mention ${term} explicitly? Does it say which details about ${term} the response must cover?`,
      weight: 10,
    });
  }
  return out;
}

export function generateCriterionSet(useCase: string, existing: readonly CriterionInput[]): CriterionInput[] {
  const taken = new Set(existing.map((c) => c.slug));
  const covered = new Set(existing.flatMap((c) => signalsFor(`${c.slug.replace(/_/g, ' ')} ${c.label}`)));
  const limit = existing.length > 0 ? 5 : 10;
  const out: CriterionInput[] = [];
  const add = (c: CriterionInput) => {
    if (out.length >= limit || taken.has(c.slug) || !/^[a-z_]{1,64}$/.test(c.slug)) return;
    taken.add(c.slug);
    out.push({ ...c });
  };
  for (const c of criteriaForUseCase(useCase)) add(c);
  for (const c of CRITERIA_POOL) {
    const topics = signalsFor(`${c.slug.replace(/_/g, ' ')} ${c.label}`);
    if (topics.length > 0 && topics.every((t) => covered.has(t))) continue;
    add(c);
  }
  // When every topic is covered already, fall back to any pool entry with a free slug.
  if (out.length === 0) for (const c of CRITERIA_POOL) add(c);
  return out;
}

/**
 * How far to trust generated criteria: the use-case-specific ones come from its key terms (none
 * when it has none), the rest from a general pool; criteria with no signal the offline checks know
 * are scored by their key words only.
 */
export function criteriaEstimate(useCase: string, set: readonly CriterionInput[]): AnalysisEstimate {
  const text = useCase.replace(/\s+/g, ' ').trim();
  const adjustments = textAdjustments(text, 5, 'use case');
  const terms = keyTerms(text, 3, GENERIC_TERMS).filter((t) => toSlug(t).length >= 3).length;
  const specific = new Set(criteriaForUseCase(text).map((c) => c.slug));
  const fromUseCase = set.filter((c) => specific.has(c.slug)).length;
  if (terms === 0) adjustments.push([-0.2, 'the use case has no key terms, so only general criteria fit it']);
  const keywordOnly = set.filter(
    (c) => signalsFor(`${c.slug.replace(/_/g, ' ')} ${c.label}`).length === 0,
  ).length;
  if (set.length > 0 && keywordOnly > set.length / 2)
    adjustments.push([-0.1, `${keywordOnly} of ${set.length} criteria are checked by their key words only`]);
  if (set.length === 0) adjustments.push([-0.3, 'no new criterion was left to propose']);
  return estimateOf({
    base: 0.7,
    adjustments,
    rests: `${fromUseCase} of ${set.length} criteria drawn from the use case's wording and the rest from a general pool of prompt-quality criteria; review them and their weights for your use case`,
  });
}
