// An audience that cannot follow the content asked for (issue 27, eleventh scoring round), in
// English, Spanish, Portuguese, French, German, Italian, Russian, Japanese, Chinese, Arabic and
// Korean: children or complete beginners who must "fully understand" every mathematical derivation
// and the full proofs ("让小学生也能完全看懂 … 必须包含所有数学推导"). A proof for a seven-year-old is
// not a matter of wording: one of the two demands has to give. Negated content ("no formulas",
// "不要写公式") and content under a condition or for another reader ("for the teacher's notes") do
// not count. Tested on prompts written for conflict-round11.test.ts, with look-alikes.

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { words } from './word-bounds.js';

/** Children, pupils of a primary school, complete beginners, laypeople. */
const NOVICE_RE = words(
  [
    '(?:\\d|five|six|seven|eight|nine|ten)[-\\s]year[-\\s]olds?|children|kids|(?:primary|elementary|grade)[-\\s]school(?:\\s+(?:students|pupils|kids|children))?|first\\s+graders|complete\\s+beginners?|total\\s+beginners?|laypeople|layperson|someone\\s+with\\s+no\\s+(?:technical|math(?:s|ematical)?|science)\\s+background',
    'ni[ñn]os|ni[ñn]as|un\\s+ni[ñn]o\\s+de\\s+\\d+\\s+a[ñn]os|alumnos\\s+de\\s+primaria|principiantes\\s+absolutos|crian[çc]as|alunos\\s+do\\s+ensino\\s+fundamental|leigos',
    'enfants|un\\s+enfant\\s+de\\s+\\d+\\s+ans|[ée]l[èe]ves\\s+(?:de|du)\\s+(?:primaire|CP|CE\\d)|d[ée]butants\\s+complets|profanes',
    'kindern?|grundsch[üu]ler(?:n|innen)?|laien|absolute[n]?\\s+anf[äa]nger(?:n)?|bambini|alunni\\s+delle\\s+elementari|profani',
    'детей|детям|ребёнку|ребенку|ребёнок|ребенок|младш\\p{L}*\\s+школьник\\p{L}*|первоклассник\\p{L}*|полн\\p{L}*\\s+новичк\\p{L}*|الأطفال|للأطفال|طفل',
  ].join('|'),
  '小学生|子ども|子供|儿童|孩子|完全没有基础|零基础|初心者|초등학생|어린이',
);

/** Content only a trained reader follows: derivations, formal proofs, every equation. */
const EXPERT_RE = words(
  [
    '(?:mathematical|formal|rigorous)\\s+(?:derivations?|proofs?)|full\\s+proofs?|complete\\s+proofs?|every\\s+(?:derivation|proof|equation)|all\\s+(?:the\\s+)?(?:derivations|proofs|equations)|graduate[-\\s]level|phd[-\\s]level',
    '(?:demostraciones|derivaciones)\\s+(?:matem[áa]ticas|formales)|todas\\s+las\\s+(?:f[óo]rmulas|ecuaciones|demostraciones)|(?:demonstra[çc][õo]es|deriva[çc][õo]es)\\s+(?:matem[áa]ticas|formais)|todas\\s+as\\s+(?:f[óo]rmulas|equa[çc][õo]es|demonstra[çc][õo]es)',
    '(?:d[ée]monstrations|d[ée]rivations)\\s+(?:math[ée]matiques|formelles)|toutes\\s+les\\s+(?:formules|[ée]quations|d[ée]monstrations)',
    '(?:mathematische[n]?|formale[n]?)\\s+(?:herleitungen|beweise[n]?)|allen?\\s+(?:formeln|gleichungen|herleitungen|beweisen)|(?:dimostrazioni|derivazioni)\\s+(?:matematiche|formali)|tutte\\s+le\\s+(?:formule|equazioni|dimostrazioni)',
    'математическ\\p{L}*\\s+(?:вывод\\p{L}*|доказательств\\p{L}*)|строг\\p{L}*\\s+доказательств\\p{L}*|все\\s+формулы|все\\s+выкладки|براهين\\s+رياضية|اشتقاقات\\s+رياضية',
  ].join('|'),
  '数学推导|公式(?:的)?证明|完整(?:的)?证明|所有(?:的)?公式|数学的(?:な)?(?:導出|証明)|数式の(?:導出|証明)|すべての数式|수학적\\s*(?:유도|증명)',
);

const CONDITION_RE =
  /(?<![\p{L}])(?:if|when|unless|si|cuando|quand|wenn|falls|если|когда)(?![\p{L}])|場合|如果/iu;
/** Content for another reader: "for the teacher", "in an appendix for parents", "für die Lehrkraft". */
const OTHER_READER_RE =
  /(?<![\p{L}])(?:teachers?|parents?|appendix|footnotes?|maestros?|profesor(?:es)?|pais|professeurs?|enseignants?|annexe|lehrkr[äa]fte?|lehrer(?:innen)?|eltern|anhang|insegnanti|genitori|учител\p{L}*|родител\p{L}*|приложени\p{L}*)(?![\p{L}])|教師|先生|保護者|老师|家长|附录/iu;

function noviceButExpert(clauses: readonly string[], content: string): Conflict[] {
  if (!NOVICE_RE.test(content) || !EXPERT_RE.test(content)) return [];
  const demanded = (re: RegExp) =>
    clauses.find((c) => {
      const m = re.exec(c);
      return m && !negated(c, m.index, m[0].length) && !CONDITION_RE.test(c) && !OTHER_READER_RE.test(c);
    });
  const novice = demanded(NOVICE_RE);
  const expert = demanded(EXPERT_RE);
  if (!novice || !expert) return [];
  if (Math.abs(content.indexOf(novice) - content.indexOf(expert)) > 400) return [];
  return [[NOVICE_RE.exec(novice)![0], EXPERT_RE.exec(expert)![0]]];
}

export function audienceConflicts(text: string): Conflict[] {
  return detectAll(text, [noviceButExpert]);
}
