// Structural cues of the risk classifier (issue 27, round eleven): forms of the text that do not
// depend on its language — encoded or obfuscated spans and links or addresses to send things to.
// Each is one feature of a window whatever the language it is written in, like a cue group
// (risk-cues.ts), so the weight learned from one author's base64 or look-alike letters applies to
// another author's in another language. Matched on the original window text (not folded: case,
// invisible characters and mixed scripts are the evidence). Chosen by ablation on the authors no
// tuner has read (docs/analyzer.md, "eleventh round (cues31)"): the markup, emphasis, question and
// second-person cues of the same probe were left out (they did not carry, or cost false positives),
// and so was leetspeak (it fired on short base64 and on prompts about leetspeak: "l33t" test cases).

/** Name → form. Presence only: a cue counts once per window however often it occurs. */
export const STRUCTURE_CUES: ReadonlyMap<string, RegExp> = new Map([
  // a base64-like run: 24 or more characters of its alphabet with upper, lower case and a digit
  [
    'b64',
    /(?<![A-Za-z0-9+/])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{24,}={0,2}/,
  ],
  // hex: ten or more separated byte pairs, \x escapes, or a run of 32 hex digits
  ['hex', /(?:\b[0-9a-fA-F]{2}[\s:,]){10,}|(?:\\x[0-9a-fA-F]{2}){6,}|\b[0-9a-fA-F]{32,}\b/],
  // soft hyphen, zero-width and bidirectional controls, word joiners, byte-order mark
  ['invisible', /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/],
  // one word mixing Latin with Cyrillic or Greek letters (look-alike letters)
  ['mixedscript', /(?=\p{L}*\p{Script=Latin})(?=\p{L}*[\p{Script=Cyrillic}\p{Script=Greek}])\p{L}{3,}/u],
  // six or more letters spaced out one by one: "i g n o r e", "и-г-н-о-р"
  ['spaced', /(?:(?<![\p{L}])\p{L}[ .\-_*·]){5,}\p{L}(?![\p{L}])/u],
  // reversed keywords of injections ("erongi", "snoitcurtsni", "tpmorp")
  ['reverse', /\b(?:erongi|snoitcurtsni|tpmorp)\b/i],
  // nine or more digits in a row (card, account or phone numbers, encoded payloads)
  ['digitsrun', /\d{9,}/],
  ['url', /https?:\/\/|www\./i],
  ['email', /[\w.+-]+@[\w-]+\.[\w.]+/],
]);

/** The structural cues of one window of original (not folded) text, as `s_<name>`. */
export function structureCues(text: string): string[] {
  const out: string[] = [];
  for (const [name, re] of STRUCTURE_CUES) if (re.test(text)) out.push(`s_${name}`);
  return out;
}
