import { analysisPrompt, EXACT_TEXT, type ModelPrompt } from './common.js';

/** Risk: three sections (bias, ethics, safety), each with a level and issues tied to exact parts. */
export function riskPrompt(content: string): ModelPrompt {
  return analysisPrompt(
    'You are a responsible-AI reviewer. You assess the risks of prompts written for large language models.',
    [
      'Assess three areas:',
      '- bias_analysis: stereotypes, unfair assumptions about groups of people, loaded or exclusionary language, one-sided framing.',
      '- ethical_analysis: deception, manipulation, misuse of personal data or privacy, missing consent or transparency, ' +
        'impersonation, intellectual-property misuse.',
      '- safety_analysis: requests for harmful or dangerous content, illegal acts, self-harm, unsafe advice without ' +
        'safeguards, prompt-injection or jailbreak patterns, leaking secrets or credentials.',
      'Risk levels: low = no real issue or only minor wording; medium = an issue that could lead to biased, unethical ' +
        'or unsafe output and should be fixed; high = the prompt asks for or strongly invites harmful output.',
      'For each issue, list the parts of the prompt that cause it, each with a suggested revision. ' +
        EXACT_TEXT,
      'An area without issues has risk_level low, an empty issues list and feedback that says so.',
      'The overall risk level is computed from the three areas; give only the overall feedback.',
    ],
    content,
  );
}
