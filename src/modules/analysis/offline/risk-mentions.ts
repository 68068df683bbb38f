// Mention shapes the matcher skips (issue 27, fifth and eleventh rounds), from false positives of
// blind sets read since: a labelling guide whose quoted examples of attacks follow a note that they
// are examples to classify, not instructions; "kill" said of processes in a shell session; and an
// attack in a system prompt's example dialogue that the example's assistant turn refuses.

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

// A third shape (issue 27, eleventh round, from a false positive of fresh-11): a system prompt's
// example dialogue whose user turn holds the attack and whose assistant turn refuses it. The match
// must sit inside the user turn (an XML-like <user>/<customer>/<human> element or a "User:" line),
// and the next assistant turn, right after it, must refuse in so many words.
const EXAMPLE_USER_TURN_RE =
  /<(user|customer|human|client|usuario|cliente|utilisateur|nutzer|kunde)>([^<]{1,600})<\/\1>\s*<(?:assistant|bot|agent|asistente|assistente)>([^<]{1,400})<\/(?:assistant|bot|agent|asistente|assistente)>|^(?:user|customer|human|usuario|cliente|utilisateur|nutzer|kunde)\s*:\s*([^\n]{1,600})\n\s*(?:assistant|bot|agent|asistente|assistente)\s*:\s*([^\n]{1,400})/gim;
const REFUSAL_RE =
  /\b(?:I\s+(?:can(?:no|')t|am\s+not\s+able\s+to|won't|will\s+not)\s+(?:help|do|share|assist|reveal|provide)|I'm\s+(?:not\s+able|unable)\s+to|I\s+must\s+decline|no\s+puedo\s+(?:ayudar|hacer|compartir)|não\s+posso\s+(?:ajudar|fazer|compartilhar)|je\s+ne\s+peux\s+pas|ich\s+kann\s+(?:dabei\s+)?nicht|non\s+posso)\b/i;

/**
 * The example dialogues' user turns that the next assistant turn refuses, as [start, end) offsets
 * (end: where the assistant's text begins): found once per text, then asked of every match.
 */
export function refusedExampleTurns(content: string): readonly (readonly [number, number])[] {
  if (
    !/<(?:assistant|bot|agent|asistente|assistente)>|^(?:assistant|bot|agent|asistente|assistente)\s*:/im.test(
      content,
    )
  )
    return [];
  const turns: [number, number][] = [];
  EXAMPLE_USER_TURN_RE.lastIndex = 0;
  for (const m of content.matchAll(EXAMPLE_USER_TURN_RE)) {
    const reply = m[3] ?? m[5] ?? '';
    const start = m.index ?? 0;
    if (REFUSAL_RE.test(reply)) turns.push([start, start + m[0].length - reply.length]);
  }
  return turns;
}

/** Whether offset `at` lies inside one of `turns` (refusedExampleTurns). */
export const insideRefusedExample = (turns: readonly (readonly [number, number])[], at: number) =>
  turns.some(([start, end]) => at >= start && at < end);
