import nlp from 'compromise';
import { remembered } from './memo';

/**
 * Who a coach's note speaks of, said again: their notes about a client ("she works late") turned
 * into words addressed to that client ("you work late") or in the client's own voice ("I work late").
 */

/** How one person is said: "you" (to the client) or "I" (the client speaking). */
type Person = {
  subject: string;
  object: string;
  possessive: string;
  self: string;
  /** "is" and "was" after this subject. */
  be: string;
  was: string;
  contracted: string;
};

const YOU: Person = {
  subject: 'you',
  object: 'you',
  possessive: 'your',
  self: 'yourself',
  be: 'are',
  was: 'were',
  contracted: "you're",
};

const ME: Person = {
  subject: 'I',
  object: 'me',
  possessive: 'my',
  self: 'myself',
  be: 'am',
  was: 'was',
  contracted: "I'm",
};

/** A verb after "she" or "he" as it is after "you" or "I": works -> work, tries -> try. */
function verbFor(p: Person, verb: string): string {
  const irregular: Record<string, string> = {
    is: p.be,
    was: p.was,
    has: 'have',
    does: 'do',
    "doesn't": "don't",
    "isn't": p.be === 'am' ? 'am not' : "aren't",
    "wasn't": p.was === 'was' ? "wasn't" : "weren't",
  };
  const lower = verb.toLowerCase();
  if (lower in irregular) return irregular[lower] ?? lower;
  if (/ies$/.test(lower) && lower.length > 4) return lower.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|zz|o)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Words that may stand between "she" and her verb without changing it. */
const ADVERB =
  '(?:always|often|never|still|usually|really|just|also|only|constantly|already|rarely|sometimes)';
/** "her" is the one something happens to, not whose it is, before a pause or the end. */
const CLAUSE_END =
  '(?=\\s*(?:[.,;:!?)]|$|\\s(?:and|or|but|to|for|with|at|in|on|up|out|off|back|again|anymore)\\b))';

type Rule = [RegExp, (...groups: string[]) => string];

function personRules(p: Person): Rule[] {
  const to = (text: string) => () => text;
  return [
    [/\b(she's|he's|they're)\b/gi, to(p.contracted)],
    [/\bthey are\b/gi, to(`${p.subject} ${p.be}`)],
    [/\bthey were\b/gi, to(`${p.subject} ${p.was}`)],
    [
      new RegExp(`\\b(?:she|he) (${ADVERB} )?([a-z']+)`, 'gi'),
      (_match, adverb = '', verb = '') => `${p.subject} ${adverb}${verbFor(p, verb)}`,
    ],
    [/\b(herself|himself|themselves)\b/gi, to(p.self)],
    [new RegExp(`\\bher\\b${CLAUSE_END}`, 'gi'), to(p.object)],
    [/\b(him|them)\b/gi, to(p.object)],
    [/\b(her|his|their)\b/gi, to(p.possessive)],
    [/\b(she|he|they)\b/gi, to(p.subject)],
  ];
}

/** The client's own words ("I get interrupted") said back to them: "you get interrupted". */
const FROM_ME: Rule[] = [
  [/\b(?:I am|I'm|I’m)\b/g, () => 'you are'],
  [/\bI was\b/g, () => 'you were'],
  [/\bI\b/g, () => 'you'],
  [/\bmyself\b/gi, () => 'yourself'],
  [/\bmy\b/gi, () => 'your'],
  [/\bme\b/gi, () => 'you'],
];
const TO_YOU = [...personRules(YOU), ...FROM_ME];
const TO_ME = personRules(ME);

/** Whether a clause opens on a verb said of someone ("covers for her manager"), by compromise. */
export function opensOnVerb(clause: string): boolean {
  const [word = '', next = ''] = clause.toLowerCase().split(' ');
  // 'quotes that never get answered' is a thing, not something she does.
  if (!/^[a-z']+s$/.test(word) || /^(that|which|who|from|of)$/.test(next)) return false;
  // "is covering two roles": compromise reads "is" before a verb as a helper, not a verb.
  if (/^(?:is|was|has)$/.test(word)) return true;
  const term = nlp(`she ${word} ${clause.split(' ').slice(1, 3).join(' ')}`)
    .terms()
    .eq(1);
  return term.has('#PresentTense') && !term.has('#Infinitive');
}

/**
 * A note's clauses that open on a verb, their subject left out, said of `p`: "works 12-hour
 * shifts, covers for her manager" -> "you work 12-hour shifts, cover for her manager". A later
 * clause is a verb of the same subject only while the clauses before it were.
 */
function subjectsSaid(note: string, p: Person): string {
  let chain = false;
  return note
    .split(/(,\s+|;\s+|\s+and\s+)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      if (/^(she|he|they)\b/i.test(part)) {
        chain = true;
        return part;
      }
      const adverb = new RegExp(`^${ADVERB} `, 'i').exec(part)?.[0] ?? '';
      const clause = part.slice(adverb.length);
      if ((i === 0 || chain) && opensOnVerb(clause)) {
        chain = true;
        const [verb = '', ...rest] = clause.split(' ');
        const said = [adverb + verbFor(p, verb), ...rest].join(' ');
        return i === 0 ? `${p.subject} ${said}` : said;
      }
      chain = false;
      return part;
    })
    .join('');
}

function said(note: string, rules: Rule[], p: Person): string {
  let text = subjectsSaid(note, p);
  for (const [pattern, replacement] of rules) {
    // A group that did not take part arrives as undefined: it is said as nothing.
    text = text.replace(pattern, (match: string, ...groups: unknown[]) =>
      replacement(match, ...groups.map((g) => (typeof g === 'string' ? g : ''))),
    );
  }
  return text;
}

/** The notes said to the client and by the client lately: a page asks for the same few. */
const saidToYou = new Map<string, string>();
const saidByMe = new Map<string, string>();

/** The coach's note about their client, said to the client: "she works late" -> "you work late". */
export function toYou(note: string): string {
  return remembered(saidToYou, note, () => said(note, TO_YOU, YOU));
}

/** The coach's note about their client, in the client's own voice: "she works late" -> "I work late". */
export function toMe(note: string): string {
  return remembered(saidByMe, note, () => said(note, TO_ME, ME));
}
