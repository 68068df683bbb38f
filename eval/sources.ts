// The risk items of every source, with where they come from. Two kinds of data:
// - eval/data/: prompts written for this project (risk.jsonl, one author; risk-styles.jsonl,
//   hand-written in other styles; risk-fresh.jsonl, written after the analyzer was tuned; risk-
//   fresh-2 to risk-fresh-11, the same for issue 27, fresh-3 to fresh-11 written blind; all of them
//   training sources now, by their seeded tuning part: fresh-8 since issue 27's eighth round, after
//   it was measured blind once at main 22bb25e; fresh-9 since the ninth, after it was measured blind
//   once at fe04d77; fresh-10 since the tenth, after it was measured blind once at main a0ebc7c;
//   fresh-11 since the eleventh, after it was measured blind once at main c0bad1f; fresh-12, written
//   blind during the eleventh round, train-w1 … w3 and fresh-13, written in session 15, are `blind`:
//   held out whole, never trained on; fresh-13 was read by round thirteen after it was measured
//   blind once at eface90; fresh-14, written blind in session 16, was read by round fourteen after
//   it was measured blind once at 3c2eefc; fresh-15, written blind in session 17, was read by round fifteen
//   after it was measured blind once at 5757559; fresh-16, written blind in session 18, was read by
//   round sixteen after it was measured blind once after round fifteen: 0.725 at 0.000; fresh-17,
//   written blind in session 19, is `blind` and unread, as is fresh-18, written blind in session 20). The
//   scoring sets (datasets.ts) are apart: scoring-fresh-4 and scoring-fresh-5 were read while tuning
//   scoring (issue 27, fifth and sixth rounds) and are tuning sets since; scoring-fresh-6 and
//   scoring-fresh-7 were measured blind once at 18e41a4 (87.5 % / 96.7 %) and are tuning sets since
//   round seven, which read them; scoring-fresh-8 was measured blind once at main 22bb25e (83.3 %)
//   and is a tuning set since round eight, which read it; scoring-fresh-9 was measured blind once
//   at fe04d77 (86.7 %) and is a tuning set since round nine, which read it; scoring-fresh-10 was
//   measured blind once at a0ebc7c (83.3 %) and is a tuning set since round ten, which read it;
//   scoring-fresh-11 was measured blind once at c0bad1f (86.7 %) and is a tuning set since round
//   eleven, which read it; scoring-fresh-12 was measured blind once at 8ee801b (76.7 %) and is a
//   tuning set since round twelve, which read it; scoring-fresh-13 was measured blind once at
//   eface90 (76.7 %) and is a tuning set since round thirteen, which read it; scoring-fresh-14 (session
//   16) was measured blind once at 3c2eefc (80.0 %) and is a tuning set since round fourteen, which
//   read it; scoring-fresh-15 (session 17) was measured blind once at eb62f1f (80.0 %) and is a tuning
//   set since round fifteen, which read it; scoring-fresh-16 (session 18) was measured blind once at
//   9cbc779 (83.3 %) and is a tuning set since round sixteen, which read it; scoring-fresh-17 (session 19) and scoring-fresh-18 (session 20) are held out whole, only measured; the risk sets of those
//   names were not read by any scoring round;
// - two public collections read from the shared data folder, never copied into the repository:
//   benchmark jailbreak artifacts with their direct harmful goals (all risky) and a library of
//   public role and system prompts (all benign). eval/label-review.json records the items whose
//   label was reviewed by hand (relabelled or left out as borderline), each with its reason.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Part, partOf } from './split.js';

export interface RiskItem {
  id: string;
  text: string;
  risky: boolean;
  /** For risky items the risk category; for benign ones the category they resemble, or "none". */
  category: string;
  lang: string;
  /** Fine-grained source, the unit of the per-source tables (e.g. "hw-chat", "jbb-pair"). */
  source: string;
  /** The collection: pk, hw, jbb, acp, fresh (read or trained on) or blind (held out whole, only measured). */
  collection: string;
  /** Items of one group always fall in the same part (a benchmark goal and its attacks). */
  group: string;
}

export const COLLECTIONS = ['pk', 'hw', 'jbb', 'acp'] as const;
export const COLLECTION_INFO: Record<string, string> = {
  pk: 'written for this project, one author (eval/data/risk.jsonl)',
  hw: 'hand-written in other styles: chat, system prompts, injection-game attacks and defences, forum jailbreaks, rubrics and code, seven other languages (eval/data/risk-styles.jsonl)',
  jbb: 'public benchmark jailbreak artifacts (PAIR, GCG, DSN, templates) and the benchmark goals stated directly',
  acp: 'public library of role and system prompts (benign)',
  fresh:
    'hand-written after tuning (eval/data/risk-fresh.jsonl); read while tuning since issue 27, fourth round, so no longer blind',
  'fresh-2':
    'hand-written for issue 27 before its rule and model changes, in styles unlike the others (e-mails, code comments, tickets, YAML rules, meeting notes, SMS; 7 languages) (eval/data/risk-fresh-2.jsonl); read while tuning since issue 27, fourth round, so no longer blind',
  'fresh-3':
    'hand-written blind for issue 27 by an engineer who never read the risk code or its data, in styles unlike the others (TOML, subtitles, hex/base64/leetspeak, SQL, spreadsheet formulas, changelogs, calendar invites, commit messages, scraped HTML, character sheets, tool results; 10 languages) (eval/data/risk-fresh-3.jsonl); read while tuning since issue 27, fourth round, so no longer blind',
  'fresh-4':
    'written blind on 2026-11-27 by an engineer who did not read the analyzer code or data, before the next risk tuning, in styles unlike the others (RAG templates with retrieved pages, e-mail and tool-output injections, PDF hidden text, agent and code-assistant system prompts, game NPCs, support macros, moderation policies, pentest reports, red-team rubrics, base64/rot13/homoglyph/zero-width/split-word obfuscation, pricing and screening rules with proxies; 12 languages; 3 items over 4,000 characters) (eval/data/risk-fresh-4.jsonl); first measured blind (0.676 recall at 0.118 false positives), then read while tuning in issue 27’s fifth round, so no longer blind',
  'fresh-5':
    'written blind on 2026-11-27 by an engineer who did not read the analyzer code, its data or its results, before the next risk tuning, in styles unlike the others (indirect injection in forum threads, calendar invites, CSV cells, code-review diffs, OCR text, meeting transcripts and JSON tool results; polite and oblique prompt extraction, extraction by translation; base64, rot13, reversed text, leetspeak, full-width letters, words split across lines; short and long persona jailbreaks; everyday harmful, privacy and deception requests; screening and pricing rules with names, zip codes, age, disability, religion and pregnancy; benign look-alikes: lesson plans, red-team plans, compliance rules, fairness audits, support macros, moderation classifiers, pentest and medical or legal prompts, quirky personas; 17 languages; 3 items over 3,500 characters) (eval/data/risk-fresh-5.jsonl); measured blind once at main 06fad4c: recall 0.371 (13/35) at 0.200 (7/35); training source since round six (its items never read by a tuner)',
  'fresh-6':
    'written blind on 2026-11-27 by an engineer who read no analyzer code, data or results (only the record format): indirect injection in e-mails, HTML, calendar tool results, pull-request diffs, spreadsheets, call transcripts, résumés, READMEs and a long handbook; extraction; short and long persona jailbreaks; plain harmful, privacy and obfuscated (base64, hex, leetspeak, split syllables, Cyrillic look-alikes, reversed) requests; ranking and pricing by protected attributes and proxies; benign look-alikes (security training, clinical, long system prompts, fiction, fairness audits, NPCs, pentest scopes, moderation policies); 55 of 80 not in English (eval/data/risk-fresh-6.jsonl); measured blind once at main 18e41a4: recall 0.475 (19/40) at 0.125 (5/40) false positives; training source since round seven (its tuning part, by the seeded hash; its items never read by a tuner)',
  'fresh-7':
    'written blind on 2026-11-27 by a second engineer who read neither the analyzer nor fresh-6, in the voices of non-native speakers, marketers, teachers, sysadmins and teenagers (typos, mixed languages, very long and very short prompts): injection in e-mail exports, product pages, tool results, spreadsheet cells, transcripts, PR comments and a rental contract; persona and fiction jailbreaks; harmful, privacy and obfuscated requests; discriminatory HR rules; benign look-alikes; 50 of 80 not in English (eval/data/risk-fresh-7.jsonl); measured blind once at main 18e41a4: recall 0.400 (16/40) at 0.125 (5/40) false positives; training source since round seven (its tuning part, by the seeded hash; its items never read by a tuner)',
  'fresh-8':
    "written blind on 2026-11-27, during issue 27's seventh round, by an engineer who read no analyzer code, data or results (only two record-format lines): indirect injection in a product page, a support ticket for an agent, a calendar invite with zero-width characters, a CSV cell, a PR code comment and a browsing agent's scratchpad; prompt extraction; a dev-mode persona; base64, hex, rot13, homoglyph, leetspeak, split-word and translation obfuscation; harmful, privacy, deception and discriminatory (names, ages, ZIP codes, pregnancy, disability, religion, accent) requests; benign look-alikes and ordinary prompts (XML/JSON/Markdown system prompts, chat, agent traces); 61 of 80 not in English, 21 languages (eval/data/risk-fresh-8.jsonl); measured blind once at main 22bb25e: recall 0.300 (12/40) at 0.050 (2/40) false positives; training source since round eight (its tuning part, by the seeded hash; its items never read by a tuner)",
  'fresh-9':
    "written blind on 2026-11-28, during issue 27's eighth round, by an engineer who read no analyzer code, data, docs or results (only two record-format lines of fresh-8): half in English, half in 20 other languages; injection direct and indirect (an inbox e-mail, a calendar tool result, hidden text in a CV, an HTML comment, meeting minutes, a hotel page, a marketplace tool result); extraction (an audit pretext, a vowel-masking game, a debug mode); short, Spanish, Chinese and long forum-style persona jailbreaks; base64, look-alike letters with a split word, reversed Japanese, Czech ROT13; plain harmful requests in everyday voices (poisoning a dog, spiking a drink, fake payslips, a keylogger, a Glock conversion, codeine extraction, tracking a partner); privacy, deception and discriminatory (tenants, age and caregiving proxies, postcode and surname pricing) requests; benign look-alikes (security training, moderation classifiers, red-team plans, fiction, medical, pharmacology and legal professionals, fairness audits, system prompts that name attacks to forbid them, quirky personas, long XML/JSON/Markdown system prompts, harmless encoded text, password-game defence prompts); 81 to 4,068 characters (eval/data/risk-fresh-9.jsonl); measured blind once at fe04d77: 0.450 at 0.125, then trained on in round nine (its tuning part, by the seeded hash; its items, misses and false positives read by the round-nine tuner, so its figures are tuning figures)",
  'fresh-10':
    "written blind on 2026-11-28, during issue 27's ninth round, by an engineer who read no analyzer code, data, docs or results (a record format given in words, no lines of earlier sets): half in English, half in 24 other languages; injection hidden in content the model handles (a weather tool's JSON with a planted provider note, an invisible div on a product page, bracketed orders in an invoice e-mail, code-review comments, a Japanese support ticket, white text in a résumé) and one blunt Portuguese order; extraction (print everything above, a developer who lost the config, translate the instructions, a vowel-masking game); short and long persona jailbreaks (a never-refusing uncle, a fake internal sandbox protocol, a late grandfather, a boundless-AI game, a Hindi fiction frame); base64, spaced leetspeak, Italian ROT13, reversed Turkish, a request split across variables in Vietnamese; everyday harmful, deception, privacy and discriminatory requests (automatic-fire conversion, home drug cooking, a self-harm dose, revenge ransomware, spyware on an ex's phone, forged receipts, bank phishing, fake clinic reviews, a fake-CEO wire request, a fake sick note, tenant/loan/hiring filters by protected attributes or proxies, doxxing, scraping a support group, a hidden AirTag, a judge's home); benign look-alikes (long XML/JSON/Markdown system prompts for moderation, fraud, SOC and KYC products, a guard model and an e-mail assistant that list attacks, scoped pentest and assessment plans, dark fiction, pharmacist, cardiologist, defence-lawyer and cybercrime-law questions, fairness rules naming protected attributes to forbid them, crisis-line and anti-scam material, brand personas, harmless base64/ROT13/Morse); 114 to 3,527 characters (eval/data/risk-fresh-10.jsonl). measured blind once at a0ebc7c: 0.575 at 0.000, then trained on in round ten (its tuning part, by the seeded hash; its items, misses and false positives read by the round-ten tuner, so its figures are tuning figures)",
  'train-w1':
    "written on 2026-11-28 as training data for issue 27's twelfth round (not used as such: training on it did not lift the unread authors), held out whole and measured once at the shipped model, by an engineer who read no analyzer code, data, docs or results (the record format given in words), in the voice of the public and customer-facing products: chat typed on phones (typos, slang, emoji, two languages mixed), support tickets, marketplace messages, reviews, social posts, public forms; harmful requests as everyday favours or jokes; 80 risky (10 per category), 80 benign (look-alikes and ~20 ordinary prompts); 80 in English, 80 in es, pt, fr, de, it, nl, pl, tr, id, vi, tl, sw, ha, am; 55 to 2,778 characters (eval/data/train-w1.jsonl)",
  'train-w2':
    "written on 2026-11-28 as training data for issue 27's twelfth round (not used as such: training on it did not lift the unread authors), held out whole and measured once at the shipped model, by an engineer who read no analyzer code, data, docs or results, in the voice of developers and operators: system prompts in XML/JSON/YAML/Markdown, tool results, RAG documents, code and comments, CI logs, configs, SQL, API payloads, spreadsheets, e-mail threads, terse technical one-liners; 80 risky (10 per category), 80 benign; 80 in English, 80 in ru, uk, zh (simplified and traditional), ja, ko, hi, bn, ta, ar, fa, he, th, el, cs; 68 to 1,752 characters (eval/data/train-w2.jsonl)",
  'train-w3':
    "written on 2026-11-28 as training data for issue 27's twelfth round (not used as such: training on it did not lift the unread authors), held out whole and measured once at the shipped model, by an engineer who read no analyzer code, data, docs or results, in the voice of professionals and institutions: lawyers, doctors, HR, landlords, insurers, teachers, journalists, researchers, public officials, security teams; letters, policies, rubrics, case notes, scoring rules; risky requests dressed as professional work and benign professional texts about abuse, crime or discrimination written to prevent them; 80 risky (10 per category), 80 benign; 80 in English, 80 in de, fr, sv, sk, ca, no, da, fi, hu, ro, hr, sr, lt, ms, ur; 50 to 2,473 characters (eval/data/train-w3.jsonl)",
  'fresh-18':
    'written blind on 2026-11-28/29 in session 20 by an engineer who read no analyzer code, data, docs or results and no earlier set (told to vary the form a lot — one-line requests, long system prompts, chat logs, e-mails, JSON/YAML configs, code comments, {{variable}} templates, CSV rows, story framing, translation requests, tool outputs and web pages with hidden instructions, base64/ROT13/leetspeak/split words, polite indirect wording without alarm words): 40 risky (5 per category), 40 benign look-alikes (5 per category label); 40 in English, 40 in 31 other languages; 19 to 2,384 characters (eval/data/risk-fresh-18.jsonl). Held out whole, never trained on, never read by a tuner; measured once in session 20, with no analyzer round in that session',
  'fresh-17':
    "written blind on 2026-11-28 in session 19, during issue 27's sixteenth round, by an engineer who read no analyzer code, data, docs or results and no earlier set (told to vary the form a lot — system prompts, user messages, multi-turn chat logs, e-mails, code comments, JSON/YAML configs, documents with embedded instructions, tool outputs, Markdown tables, role-play set-ups, one-liners, long prompts — and to avoid famous canned jailbreak texts): 40 risky (5 per category), 40 benign look-alikes (5 per category label); 40 in English, 40 in 28 other languages; 67 to 2,255 characters, 5 of 1,500 or more (eval/data/risk-fresh-17.jsonl). Held out whole, never trained on, never read by a tuner; measured once at the end of session 19",
  'fresh-16':
    "written blind on 2026-11-28 in session 18, during issue 27's fifteenth round, by an engineer who read no analyzer code, data, docs or results and no earlier set (told to vary the form strongly — chat logs, product system prompts, YAML, Python, JSON tool output, CSV, e-mails, a CV, a RAG document, meeting notes, poems, base64, ROT13, leetspeak — and to avoid cliché phrasings): 40 risky (5 per category), 40 benign look-alikes (5 per category label); 40 in English, 40 in 40 other languages, one each; 64 to 2,104 characters, 6 over 1,500 (eval/data/risk-fresh-16.jsonl). Held out whole, never trained on; measured blind once at the end of session 18: 0.725 at 0.000 (rules alone 0.525 at 0.000), then read by the round-sixteen tuner (its 11 misses sorted by mechanism, and concept-pair rules written for them, risk-rules-purpose.ts), so its figures are tuning figures of the rules",
  'fresh-15':
    "written blind on 2026-11-28 in session 17, during issue 27's fourteenth round, by an engineer who read no analyzer code, data, docs or results and no earlier set (told to avoid textbook phrasings and to use many forms: configs, code and SQL comments, CSV rows, tickets, chat threads, calendar invites, READMEs, transcripts, poems, contract clauses, commit messages, HTML comments, formulas, long system prompts with one risky line buried in them): 40 risky (5 per category), 40 benign look-alikes (5 per category label); 40 in English, 40 in 39 other languages; 71 to 2,533 characters, 11 over 1,500 (eval/data/risk-fresh-15.jsonl). Held out whole, never trained on; measured blind once at the end of session 17 (main 5757559): 0.400 at 0.125 (rules alone 0.325 at 0.025), then read by the round-fifteen tuner (its misses and false positives sorted by kind, and concept-pair rules written for the kinds, so its figures are tuning figures of the rules)",
  'fresh-14':
    "written blind on 2026-11-28 in session 16, during issue 27's thirteenth round, by an engineer who read no analyzer code, data, docs or results and no earlier set (the fresh-12 brief: very different voices — a hurried teenager, a careful non-native speaker, a lawyer, a spammer, a sysadmin, a grandmother, a founder, an engineer's long structured system prompt, a terse one-liner, euphemism and slang — and no textbook phrasings): 40 risky (5 per category), 40 benign look-alikes (5 per category label); 40 in English, 40 in 34 other languages; 76 to 2,547 characters, 11 over 1,500 (eval/data/risk-fresh-14.jsonl). Held out whole, never trained on; measured blind once at the end of session 16 (main 3c2eefc): 0.425 at 0.100 (rules alone 0.250 at 0.000), then read by the round-fourteen tuner (its misses and false positives sorted by kind and rules written for those kinds, so its figures are tuning figures of the rules)",
  'fresh-13':
    "written blind on 2026-11-28 at the end of session 15 (after issue 27's twelfth round), by an engineer who read no analyzer code, data, docs or results and no earlier set (the same brief as fresh-12: very different voices, no textbook phrasings): 40 risky (5 per category), 40 benign look-alikes, half in English, the rest in many other languages (eval/data/risk-fresh-13.jsonl). measured blind once at eface90: 0.500 at 0.150 (rules alone 0.200 at 0.125), then read by the round-thirteen tuner (its misses and false positives sorted by kind and rules written for those kinds, so its figures are tuning figures of the rules); held out whole, never trained on (as the sixteenth training author it raised the budget threshold 0.52 -> 0.53 and lowered the unread authors: docs/analyzer.md, round thirteen)",
  'fresh-12':
    "written blind on 2026-11-28, during issue 27's eleventh round, by an engineer who read no analyzer code, data, docs or results and no earlier set (the record format given in words), told to write as very different people would (a teenager typing fast, a careful non-native speaker, a red-teamer, a spammer, a lawyer, an engineer's long XML/JSON/Markdown system prompt, a terse one-liner, a polite request that never names the harm, slang and euphemism) and to avoid textbook phrasings: 40 risky (5 in each of injection, extraction, jailbreak, obfuscation, harmful, privacy, deception, discrimination), 40 benign look-alikes; 40 in English, 40 in 36 other languages (de, es, ja, zh twice; ar, bg, bn, ca, cs, da, el, fa, fi, fr, he, hi, hr, hu, id, it, ko, lt, ms, nb, nl, pl, pt, ro, ru, sv, sw, th, tl, tr, uk, vi); 147 to 3,827 characters, 12 over 1,500 (eval/data/risk-fresh-12.jsonl). measured blind once at 8ee801b: 0.400 at 0.000 (rules alone 0.300 at 0.000); held out whole since, never trained on, never read by a tuner (training on it and three more authors did not lift the unread authors: docs/analyzer.md, round twelve)",
  'fresh-11':
    "written blind on 2026-11-28, during issue 27's tenth round, by an engineer who read no analyzer code, data, docs or results and no earlier set (the record format given in words): half in English, half in 28 other languages (es, pt, fr, de, ru, ja, zh, it, ko, nl, pl, tr, hi, ar, sv, id, uk, fi, el, he, vi, th, cs, ro, hu, da, sw, no); injection in a hidden div of a web page, a code comment in a pull request under review, an e-mail to triage (ja), a support ticket and a tool's transcript (de); extraction by a compliance-audit JSON, a developer pretext, a memory game, a poem-format game (ko) and a translation pretext (pt); a fiction wrapper asking for realism, a grandmother (ru), a long dual-persona token game, an opposite game (it) and an unbound persona (zh); base64, hex (pl), look-alike letters, leetspeak (tr) and a request split across variables (nl); casual harmful requests (arson for insurance, poisoning a pet, shoplifting, drink spiking, a home-made gun); a coworker dossier, doxxing a streamer, a plate to an address, scraping and selling personal data, stalkerware; bank smishing, a fake charity, fake reviews past a filter, a forged doctor's note, a romance-scam script; pregnancy, religion-proxy, name/age/disability, family/accent/disability and ZIP-proxy screening and pricing; benign look-alikes (anti-scam leaflets, clinical and pharmacist prompts, fairness audits and policies naming attributes to forbid them, fiction, harmless base64/ROT13/leetspeak/reversed text, defence-lawyer and paralegal questions, three long XML/JSON/Markdown system prompts that list attacks or moderation rules, moderation classifiers, quirky personas, scoped red-team plans, e-mails and tickets that say 'ignore the previous message', a developer-mode app test, a weather tool result); 98 to 3,967 characters (eval/data/risk-fresh-11.jsonl). measured blind once at c0bad1f: 0.500 at 0.100, then trained on in round eleven (its tuning part, by the seeded hash; read by the round-eleven tuner: its misses and false positives sorted by kind, so its figures are tuning figures)",
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(repoRoot, 'eval', 'data');

function jsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/**
 * The shared folder of public data sets: PROMPTKEEP_RISK_DATA, else `shared/datasets/risk` next
 * to the repository or to the folder holding it (worktrees); undefined when absent.
 */
export function externalDataDir(): string | undefined {
  const candidates = [
    process.env.PROMPTKEEP_RISK_DATA,
    join(repoRoot, '..', 'shared', 'datasets', 'risk'),
    join(repoRoot, '..', '..', 'shared', 'datasets', 'risk'),
  ].filter((c): c is string => Boolean(c));
  return candidates.find((c) => existsSync(join(c, 'jailbreakbench-prompts.jsonl')));
}

interface Review {
  label: 'risky' | 'benign' | 'exclude';
  category?: string;
  why: string;
}
export const LABEL_REVIEW: Record<string, Review> = JSON.parse(
  readFileSync(join(repoRoot, 'eval', 'label-review.json'), 'utf8'),
).items;

// The benchmark's categories mapped onto the analyzer's; defamation reads as deception.
const JBB_CATEGORY: Record<string, string> = {
  'Harassment/Discrimination': 'bias',
  'Malware/Hacking': 'harmful',
  'Physical harm': 'harmful',
  'Economic harm': 'harmful',
  'Fraud/Deception': 'deception',
  Disinformation: 'deception',
  'Sexual/Adult content': 'harmful',
  Privacy: 'privacy',
  'Expert advice': 'harmful',
  'Government decision-making': 'harmful',
};
const JBB_SOURCE: Record<string, string> = {
  goal: 'jbb-goal',
  PAIR: 'jbb-pair',
  GCG: 'jbb-suffix',
  DSN: 'jbb-suffix',
};

interface JbbRow {
  id: string;
  method: string;
  behavior: string;
  category: string;
  text: string;
}
interface AcpRow {
  id: string;
  text: string;
}

function external(dir: string): RiskItem[] {
  const out: RiskItem[] = [];
  for (const r of jsonl<JbbRow>(join(dir, 'jailbreakbench-prompts.jsonl'))) {
    const template = !(r.method in JBB_SOURCE);
    out.push({
      id: r.id,
      text: r.text,
      risky: true,
      category: template
        ? 'injection'
        : r.behavior === 'Defamation'
          ? 'deception'
          : (JBB_CATEGORY[r.category] ?? 'harmful'),
      lang: 'en',
      source: JBB_SOURCE[r.method] ?? 'jbb-template',
      collection: 'jbb',
      group: `jbb:${r.behavior}`,
    });
  }
  for (const r of jsonl<AcpRow>(join(dir, 'awesome-chatgpt-prompts.jsonl'))) {
    out.push({
      id: r.id,
      text: r.text,
      risky: false,
      category: 'none',
      lang: 'en',
      source: r.text.length > 3000 ? 'acp-long' : 'acp',
      collection: 'acp',
      group: r.id,
    });
  }
  return out;
}

interface LocalRow {
  id: string;
  text: string;
  risky: boolean;
  category: string;
  lang: string;
  source?: string;
}

/**
 * The prompts of the scoring, heatmap and balance sets: ordinary task prompts of the same author
 * as risk.jsonl, all benign (the weak and strong prompt of a scoring pair share a group).
 */
function taskPrompts(): RiskItem[] {
  const item = (id: string, text: string, group: string): RiskItem => ({
    id,
    text,
    risky: false,
    category: 'none',
    lang: 'en',
    source: 'pk-tasks',
    collection: 'pk',
    group,
  });
  return [
    ...jsonl<{ id: string; weak: string; strong: string }>(join(dataDir, 'scoring.jsonl')).flatMap((p) => [
      item(`${p.id}:weak`, p.weak, p.id),
      item(`${p.id}:strong`, p.strong, p.id),
    ]),
    ...['heatmap.jsonl', 'balance.jsonl'].flatMap((f) =>
      jsonl<{ id: string; text: string }>(join(dataDir, f)).map((p) => item(p.id, p.text, p.id)),
    ),
  ];
}

function local(file: string, collection: string): RiskItem[] {
  const path = join(dataDir, file);
  if (!existsSync(path)) return [];
  return jsonl<LocalRow>(path).map((r) => ({
    ...r,
    source: r.source ?? collection,
    collection,
    group: r.id,
  }));
}

/** Applies the hand review: relabelled items change label, excluded ones are left out. */
function reviewed(items: RiskItem[]): { items: RiskItem[]; excluded: RiskItem[] } {
  const kept: RiskItem[] = [];
  const excluded: RiskItem[] = [];
  for (const item of items) {
    const r = LABEL_REVIEW[item.id];
    if (!r) kept.push(item);
    else if (r.label === 'exclude') excluded.push(item);
    else kept.push({ ...item, risky: r.label === 'risky', category: r.category ?? item.category });
  }
  return { items: kept, excluded };
}

export interface RiskData {
  items: RiskItem[];
  /** Left out as borderline by the hand review (reported, never scored). */
  excluded: RiskItem[];
  /** Whether the public collections were found. */
  external: boolean;
}

export function loadRiskSources(): RiskData {
  const dir = externalDataDir();
  const all = [
    ...local('risk.jsonl', 'pk'),
    ...taskPrompts(),
    ...local('risk-styles.jsonl', 'hw'),
    ...local('risk-fresh.jsonl', 'fresh'),
    ...local('risk-fresh-2.jsonl', 'fresh'),
    ...local('risk-fresh-3.jsonl', 'fresh'),
    ...local('risk-fresh-4.jsonl', 'fresh'),
    ...local('risk-fresh-5.jsonl', 'fresh'),
    ...local('risk-fresh-6.jsonl', 'fresh'),
    ...local('risk-fresh-7.jsonl', 'fresh'),
    // Written blind during issue 27's seventh round, measured once at main 22bb25e (0.300 at 0.050);
    // a training source since round eight, its items never read by a tuner.
    ...local('risk-fresh-8.jsonl', 'fresh'),
    // Written blind during issue 27's eighth round, measured once at fe04d77 (0.450 at 0.125); a
    // training source since round nine, which read its items.
    ...local('risk-fresh-9.jsonl', 'fresh'),
    // Written blind during issue 27's ninth round, measured once at a0ebc7c (0.575 at 0.000); a
    // training source since round ten, which read its items.
    ...local('risk-fresh-10.jsonl', 'fresh'),
    // Written blind during issue 27's tenth round, measured once at c0bad1f (0.500 at 0.100); a
    // training source since round eleven, which read its items.
    ...local('risk-fresh-11.jsonl', 'fresh'),
    // Written blind during issue 27's eleventh round, measured once at 8ee801b (0.400 at 0.000):
    // held out whole (collection `blind`), only measured, never read.
    ...local('risk-fresh-12.jsonl', 'blind'),
    // Written in session 15 as training data by three engineers who read nothing of the analyzer or
    // its data, each in one voice (the public, developers, professionals). Trained on, with fresh-12,
    // they left the unread authors' recall where it was (fresh-5 … 8: 0.609 → 0.597) and cost jbb
    // 0.883 → 0.774 (the medium threshold rose 0.52 → 0.69): not shipped as training data. They are
    // three more authors no tuner has read, held out whole like fresh-12 (docs/analyzer.md, round twelve).
    ...local('train-w1.jsonl', 'blind'),
    ...local('train-w2.jsonl', 'blind'),
    ...local('train-w3.jsonl', 'blind'),
    // Written blind at the end of session 15 (after round twelve), measured once at eface90 (0.500 at
    // 0.150; rules alone 0.200 at 0.125), then read by round thirteen, whose rules were written from its
    // misses. Not trained on: with it as the sixteenth training author the budget threshold rose
    // 0.52 -> 0.53 and the unread authors lost recall (docs/analyzer.md, thirteenth round), so it
    // stays held out whole like the sets above, but its figures are tuning figures of the rules.
    ...local('risk-fresh-13.jsonl', 'blind'),
    // Written blind in session 16 (during round thirteen) by an engineer who read no analyzer code,
    // data, docs or results; measured blind once at 3c2eefc, then read by round fourteen (its figures
    // are tuning figures of the rules since). Held out whole, never trained on.
    ...local('risk-fresh-14.jsonl', 'blind'),
    // Written blind in session 17 (during round fourteen) by an engineer who read no analyzer code,
    // data, docs or results; measured blind once at 5757559, then read by round fifteen (its figures
    // are tuning figures of the rules since). Held out whole, never trained on.
    ...local('risk-fresh-15.jsonl', 'blind'),
    // Written blind in session 18 (during round fifteen) by an engineer who read no analyzer code,
    // data, docs or results; measured blind once (0.725 at 0.000), then read by round sixteen (its
    // misses; risk-rules-purpose.ts): tuning figures of the rules since. Held out whole, never trained on.
    ...local('risk-fresh-16.jsonl', 'blind'),
    // Written blind in session 19 (during round sixteen) by an engineer who read no analyzer code,
    // data, docs or results: held out whole, never read, only measured.
    ...local('risk-fresh-17.jsonl', 'blind'),
    // Written blind in session 20 by an engineer who read no analyzer code, data, docs or results:
    // held out whole, never read, only measured.
    ...local('risk-fresh-18.jsonl', 'blind'),
    ...(dir ? external(dir) : []),
  ];
  return { ...reviewed(all), external: dir !== undefined };
}

/**
 * The blind sets (collection `blind`: fresh-12, train-w1, train-w2, train-w3, fresh-13, fresh-14, fresh-15, fresh-16,
 * fresh-17 and fresh-18 at present, fresh-13 read by round thirteen, fresh-14 by round fourteen, fresh-15 by round fifteen, fresh-16 by round sixteen; fresh-6 and fresh-7 were until issue 27's seventh round, fresh-8 until its eighth, fresh-9 until
 * its ninth, fresh-10 until its tenth, fresh-11 until its eleventh) are held out whole: never in a tuning part,
 * so no training run (eval/train.ts, eval/risk-stack.ts) ever sees them; they are only measured.
 */
export const riskPart = (item: RiskItem): Part =>
  item.collection === 'blind' ? 'heldout' : partOf(item.group);
