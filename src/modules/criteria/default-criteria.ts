import type { CriterionInput } from './criteria.schemas.js';

// The built-in criterion set used when a workspace has not defined its own scoring criteria.
// Weights sum to 100 so each weight reads as the criterion's share of the overall score.

export const DEFAULT_CRITERIA_NAME = 'Default';

export const DEFAULT_CRITERION_SET: CriterionInput[] = [
  {
    slug: 'clarity',
    label: 'Clarity',
    description: 'The task is stated directly and unambiguously, in short sentences without vague wording.',
    questions:
      'Is the task stated as a clear, direct instruction? Is the prompt unambiguous, with a single reasonable interpretation? Is vague wording (something, stuff, etc.) avoided?',
    weight: 20,
  },
  {
    slug: 'specificity',
    label: 'Specificity',
    description:
      'The prompt gives concrete details: exact inputs, names, numbers, scope and the expected result.',
    questions:
      'Does the prompt give concrete details such as numbers, names and scope? Is the expected result described precisely?',
    weight: 15,
  },
  {
    slug: 'context',
    label: 'Context',
    description: 'The prompt explains the background, the goal and the purpose of the result.',
    questions:
      'Does the prompt explain the background or situation? Does it say what the result is for and why it matters?',
    weight: 15,
  },
  {
    slug: 'structure_format',
    label: 'Structure and output format',
    description:
      'The prompt is organised into clear sections and specifies the format of the output (sections, list, table, JSON).',
    questions:
      'Is the prompt organised into clear sections? Does it specify the output format, such as headings, a bullet list, a table or JSON fields?',
    weight: 15,
  },
  {
    slug: 'constraints',
    label: 'Constraints',
    description: 'The prompt sets rules and limits: what to include, what to avoid, length limits and scope.',
    questions:
      'Does the prompt state what must or must not be done? Does it set limits such as length or scope?',
    weight: 10,
  },
  {
    slug: 'examples',
    label: 'Examples',
    description: 'The prompt shows an example of the expected input and output, or of the desired style.',
    questions: 'Does the prompt include an example of the expected output or an input/output pair?',
    weight: 10,
  },
  {
    slug: 'role',
    label: 'Role',
    description: 'The prompt tells the model who to be: a role or persona with the relevant expertise.',
    questions: 'Does the prompt assign the model a role or persona with relevant expertise?',
    weight: 8,
  },
  {
    slug: 'tone',
    label: 'Tone and audience',
    description: 'The prompt sets the tone and style of the answer and names the audience it is written for.',
    questions: 'Does the prompt describe the desired tone or style? Does it say who the audience is?',
    weight: 7,
  },
];
