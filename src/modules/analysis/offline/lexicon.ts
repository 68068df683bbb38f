// Word lists shared by the offline analyzer's parts. Lower-case; matched against lower-cased words.

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

export const STOPWORDS = set(`
a an the and or but nor so yet for of to in on at by with from into onto upon about above below over under
between among through during before after since until within without against across along around behind
beyond near off out up down than then too very just also only even still already again ever not no
is are was were be been being am do does did doing done have has had having will would shall should can
could may might must ought it its it's this that these those there here their theirs them they he him his
she her hers we us our ours you your yours i me my mine who whom whose which what when where why how
all any both each every few more most other some such own same as if else while because though although
whether either neither one ones s t don't doesn't isn't aren't can't won't etc e.g i.e via per
`);

/** Verbs that open an instruction ("Write…", "List…"). Also used for generation templates. */
export const IMPERATIVE_VERBS = set(`
act add adjust align analyse analyze answer apply arrange ask assess assign assume avoid begin break
brainstorm build calculate categorize categorise check choose cite clarify classify clean combine compare
compile complete compose condense consider construct continue convert correct count create critique debug
decide define demonstrate derive describe design detect determine develop diagnose discuss do document
draft edit elaborate emphasize emphasise end ensure estimate evaluate examine explain explore express
extract fill filter find finish fix flag focus follow format formulate generate give group guide help
highlight identify ignore illustrate imagine implement improve include incorporate infer inform interpret
introduce investigate keep label limit list locate look make map mark match measure mention merge
minimize model modify name note organize organise outline output paraphrase pick plan point predict
prepare present preserve prioritize prioritise produce propose provide rank rate read recommend refactor
refer reflect refuse reformat remember remove rename reorder rephrase replace reply report represent
request rescore research resolve respond restate restructure return review revise rewrite run say score
search select separate share show simplify solve sort specify split start state stay stick structure
suggest summarize summarise supply support tag take teach tell test think tidy track transform translate
treat trim turn update use validate verify walk weigh write
 escalate route forward redirect greet welcome hand transfer refer flag tag label reply respond acknowledge apologise apologize thank confirm verify validate check decline refuse reject approve accept book schedule cancel refund collect gather record log notify alert remind warn follow stay keep maintain preserve retain mirror match prefer prioritise prioritize rank sort group cluster merge split tailor adapt adjust localise localize cite quote reference link attach upload download open close stop start end finish resume pause skip ignore omit exclude include insert append prepend replace substitute rewrite rephrase paraphrase shorten lengthen expand condense trim
`);

/** Directive words that raise the weight of an instruction. */
export const DIRECTIVE_WORDS = set(
  `must never always required require important critical essential crucial mandatory only ensure`,
);

/** Words that soften or hedge an instruction. */
export const HEDGE_WORDS = set(
  `maybe perhaps possibly might somewhat probably try ideally optionally hopefully`,
);

/** Vague words that lower specificity and clarity. */
export const VAGUE_WORDS = set(`
something stuff things thing somehow whatever etc some various several good nice bad appropriate
relevant interesting certain kind sort lots many stuff generally basically
`);

/** Nouns naming people, roles, organisations and concrete artefacts → balance category Entity. */
export const ENTITY_NOUNS = set(`
user users customer customers client clients assistant agent model ai bot chatbot team teams company
companies organization organisation business businesses manager managers employee employees developer
developers engineer engineers student students teacher teachers doctor doctors patient patients lawyer
reader readers audience author authors person people child children parent parents expert experts analyst
analysts writer writers editor editors candidate candidates applicant applicants recruiter stakeholder
stakeholders executive executives ceo cfo cto founder founders colleague colleagues partner partners vendor
vendors supplier suppliers buyer buyers seller sellers member members admin administrator owner owners
report reports email emails article articles document documents code function functions file files
dataset datasets database databases table tables spreadsheet product products service services app apps
application applications website websites page pages message messages ticket tickets invoice invoices
contract contracts letter letters essay essays story stories post posts blog tweet tweets review reviews
text texts input inputs output outputs response responses answer answers question questions transcript
transcripts paper papers book books chapter chapters slide slides deck presentation recipe recipes query
queries api endpoint repository script scripts log logs record records form forms survey receipt menu
image images video videos meeting meetings course lesson lessons campaign newsletter resume cv profile
summary summaries list lists note notes draft manual guide policy policies prompt prompts platform tool
tools system systems account accounts order orders brand market
`);

/** Abstract ideas → balance category Concept. */
export const CONCEPT_NOUNS = set(`
quality clarity accuracy tone style voice goal goals purpose objective objectives context idea ideas
concept concepts principle principles strategy strategies approach method theory value values risk risks
ethics safety fairness bias privacy security trust empathy creativity simplicity readability relevance
consistency coherence engagement impact benefit benefits problem problems issue issues solution solutions
insight insights reasoning logic argument arguments perspective perspectives meaning intent emotion
emotions feeling mood culture growth success performance efficiency productivity sustainability innovation
knowledge understanding learning experience experiences relationship relationships trend trends pattern
patterns theme themes topic topics focus priority priorities balance nuance depth tradeoff tradeoffs
sentiment motivation behavior behaviour structure logic feedback improvement progress opportunity
opportunities challenge challenges need needs expectation expectations requirement requirements
`);

/** Output formats and structural artefacts → balance category Detail, heatmap constraints. */
export const FORMAT_WORDS = set(`
json yaml xml csv markdown html table tables bullet bullets bulleted numbered heading headings header
headers column columns row rows field fields key keys schema template paragraph paragraphs sentence
sentences word words character characters line lines page pages item items step steps token tokens
`);

export const NUMBER_WORDS = set(`
one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred
thousand single double triple first second third fourth fifth last half dozen
`);

export const LIMIT_WORDS = set(
  `maximum minimum max min exactly exact limit limits least most under fewer less within between`,
);

/** Suffixes of abstract nouns (Concept) when no lexicon entry matches. */
export const ABSTRACT_SUFFIXES = [
  'tion',
  'sion',
  'ity',
  'ness',
  'ment',
  'ance',
  'ence',
  'ism',
  'ship',
  'ology',
  'acy',
  'ics',
  'hood',
  'dom',
];

/** Acronyms that are names or formats, not emphasis, when written in capitals. */
export const KNOWN_ACRONYMS = set(`
ai api apis json yaml xml csv html css sql url urls pdf faq faqs ceo cfo cto coo hr it ui ux seo kpi kpis
roi b2b b2c saas llm llms gpt usa uk eu us un id ids http https rest sdk cli os ios usd eur gdpr hipaa
pii ssn cv qa pr crm erp etl nlp ml
`);
