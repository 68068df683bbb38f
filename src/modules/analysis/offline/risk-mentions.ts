// Two mention shapes the matcher skips (issue 27, fifth round), from false positives of a blind
// set read since: a labelling guide whose quoted examples of attacks follow a note that they are
// examples to classify, not instructions; and "kill" said of processes in a shell session.

// A classifier's or moderator's prompt: one label per message.
const LABELLER_RE =
  /\b(?:output|return|reply\s+with|respond\s+with|answer\s+with|assign|choose|pick)\s+(?:exactly\s+|only\s+)?(?:one|a\s+single)\s+(?:\S+\s+)?(?:label|category|class|tag|verdict)\b|\b(?:classify|label|categori[sz]e|moderate)\s+(?:each|every|one|the|this|incoming)\s+(?:\S+\s+)?(?:message|text|comment|post|prompt|request|input)s?\b|\b(?:clasifica|etiqueta|classifique|classifie|klassifizier\w*|classifica)\b/i;
// The note that what follows are examples, not instructions, in the languages of the cue groups.
const EXAMPLES_NOTE_RE =
  /\bquoted\s+examples?\b|\bexamples?\s+of\s+(?:\S+\s+){0,2}?(?:messages?|inputs?|prompts?|texts?|requests?)\s+to\s+(?:classify|label|moderate)\b|\bnot\s+instructions\s+(?:to|for)\s+you\b|\bno\s+son\s+instrucciones\s+para\s+(?:ti|usted)\b|\bnão\s+são\s+instruções\s+para\s+(?:você|ti)\b|\bne\s+sont\s+pas\s+des\s+(?:instructions|consignes)\s+pour\s+(?:toi|vous)\b|\bkeine\s+anweisungen\s+an\s+(?:dich|sie)\b|\bnon\s+sono\s+istruzioni\s+per\s+te\b|\bне\s+инструкции\s+для\s+тебя/i;

/**
 * Where the quoted examples of a labelling guide start (the end of its note), or Infinity: a rule
 * match after it is an example to classify. Both a labeller's task and the note are needed, so a
 * prompt cannot silence the rules with the note alone.
 */
export function quotedExamplesStart(content: string): number {
  const m = EXAMPLES_NOTE_RE.exec(content);
  return m && LABELLER_RE.test(content) ? m.index + m[0].length : Number.POSITIVE_INFINITY;
}

const KILL_PRONOUN_RE = /\b(?:kill|nuke|terminate)\w*\s+(?:them|it|those|these|all|every\s*one)\b/i;
const PROCESS_RE =
  /\b(?:process(?:es)?|pids?|ps\s+aux|threads?|daemons?|containers?|pods?|docker|scripts?|python|node|servers?|jobs?|cron|orphans?|zombies?|sig(?:kill|term)|terminal|shell|cpu|tasks?|instances?|workers?)\b/i;
const PERSON_RE =
  /\b(?:people|persons?|neighbou?rs?|wife|husband|family|man|woman|men|women|kids?|children|guards?|witness(?:es)?|hostages?|animals?|dogs?|cats?)\b/i;

/** "how do I kill them all?" when "them" are processes: the text around is about a shell, not people. */
export function isProcessKill(match: string, around: () => string): boolean {
  if (!KILL_PRONOUN_RE.test(match)) return false;
  const near = around();
  return PROCESS_RE.test(near) && !PERSON_RE.test(near);
}
