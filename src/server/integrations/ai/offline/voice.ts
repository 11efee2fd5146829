import type { AvatarFields } from '../../../../model/avatars/avatar';

/**
 * The offline copywriter's grammar: choosing a variant deterministically, turning the coach's notes
 * about their client ("she works late") into words addressed to that client ("you work late"),
 * and reading the avatar with fallbacks, noting each field it draws on.
 */

/** A stable number for a string (FNV-1a), so each slot starts at its own template. */
export function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `options`, different for each variant (while there are options left to differ by). */
export function pick<T>(options: readonly T[], variant: number, salt: string): T {
  const index = (hashOf(salt) + variant) % options.length;
  return options[index] as T;
}

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

/** Verbs a coach's note often starts with, its subject left out ("Wants to double her income"). */
const LEADING_VERBS =
  'wants|needs|feels|has|is|works|struggles|hates|loves|fears|worries|spends|keeps|tries|gets|knows|thinks|believes|runs|earns|lacks|juggles|doubts|avoids|dreads|wonders';

type Rule = [RegExp, (...groups: string[]) => string];

function personRules(p: Person): Rule[] {
  const to = (text: string) => () => text;
  return [
    [new RegExp(`^(?:${LEADING_VERBS})\\b`, 'i'), (verb) => `${p.subject} ${verbFor(p, verb)}`],
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

const TO_YOU = personRules(YOU);
const TO_ME = personRules(ME);

function said(note: string, rules: Rule[]): string {
  let text = note;
  for (const [pattern, replacement] of rules) {
    // A group that did not take part arrives as undefined: it is said as nothing.
    text = text.replace(pattern, (match: string, ...groups: unknown[]) =>
      replacement(match, ...groups.map((g) => (typeof g === 'string' ? g : ''))),
    );
  }
  return text;
}

/** The coach's note about their client, said to the client: "she works late" -> "you work late". */
export function toYou(note: string): string {
  return said(note, TO_YOU);
}

/** The coach's note about their client, in the client's own voice: "she works late" -> "I work late". */
export function toMe(note: string): string {
  return said(note, TO_ME);
}

export function lowerFirst(value: string): string {
  if (/^[A-Z][a-z]/.test(value) && !/^I\b/.test(value)) {
    return value.charAt(0).toLowerCase() + value.slice(1);
  }
  return value;
}

export function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Without a closing full stop (the template adds its own punctuation). */
export function bare(value: string): string {
  return value.trim().replace(/[.!?;:,]+$/, '');
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Ends with one full stop (or the question or exclamation mark it had). */
export function sentence(value: string): string {
  const trimmed = value.trim();
  return /[.!?]$/.test(trimmed) ? upperFirst(trimmed) : `${upperFirst(trimmed)}.`;
}

/** At most `max` characters: whole sentences if they fit, else whole words. */
export function fit(value: string, max: number): string {
  if (value.length <= max) return value;
  const sentences = value.match(/[^.!?]+[.!?]+/g) ?? [];
  let kept = '';
  for (const s of sentences) {
    if ((kept + s).trim().length > max) break;
    kept += s;
  }
  if (kept.trim()) return kept.trim();
  const words = value.slice(0, max + 1).split(/\s+/);
  words.pop();
  return bare(words.join(' ')) || value.slice(0, max);
}

/**
 * Reads an avatar for copy, noting the fields it uses (they become the answer's `sources`). Each
 * reader answers null when the field is empty, so templates fall back to what is there.
 */
export class AvatarReader {
  readonly used = new Set<string>();

  constructor(readonly avatar: AvatarFields) {}

  private note<T>(field: string, value: T | null): T | null {
    if (value !== null) this.used.add(field);
    return value;
  }

  text(
    field:
      | 'summary'
      | 'quote'
      | 'currentSituation'
      | 'desiredSituation'
      | 'dreamOutcome'
      | 'timeframe'
      | 'identityShift'
      | 'costOfInaction'
      | 'awarenessLevel',
  ): string | null {
    const value = this.avatar[field].trim();
    return this.note(field, value ? bare(value) : null);
  }

  item(
    field:
      | 'goals'
      | 'values'
      | 'desires'
      | 'pains'
      | 'fears'
      | 'frustrations'
      | 'triedBefore'
      | 'buyingTriggers'
      | 'phrases'
      | 'powerWords'
      | 'wateringHoles'
      | 'notFor',
    index = 0,
  ): string | null {
    const list = this.avatar[field];
    if (list.length === 0) return null;
    return this.note(field, bare(list[index % list.length] as string));
  }

  items(
    field:
      | 'goals'
      | 'desires'
      | 'pains'
      | 'fears'
      | 'frustrations'
      | 'triedBefore'
      | 'powerWords'
      | 'values',
    max: number,
  ): string[] {
    const list = this.avatar[field].slice(0, max).map(bare);
    if (list.length > 0) this.used.add(field);
    return list;
  }

  objection(index = 0): { objection: string; answer: string } | null {
    const list = this.avatar.objections;
    if (list.length === 0) return null;
    const found = list[index % list.length] as { objection: string; answer: string };
    return this.note('objections', {
      objection: bare(found.objection),
      answer: found.answer.trim(),
    });
  }

  who(): string | null {
    const d = this.avatar.demographics;
    const value = d.profession || d.occupation;
    return this.note(
      d.profession ? 'demographics.profession' : 'demographics.occupation',
      value ? bare(value) : null,
    );
  }

  /** The client's dream outcome as something they can do ("lead a calm team"). */
  outcome(): string | null {
    const value = this.text('dreamOutcome') ?? this.text('desiredSituation') ?? this.item('goals');
    return value ? asDoing(lowerFirst(toYou(value))) : null;
  }

  /** Up to `max` different pains (then frustrations, then fears), said to the client. */
  pains(max: number): string[] {
    const all = [
      ...this.items('pains', max),
      ...this.items('frustrations', max),
      ...this.items('fears', max),
    ];
    return [...new Set(all)].slice(0, max).map((p) => lowerFirst(toYou(p)));
  }

  /** The first pain (or frustration, or fear), said to the client. */
  pain(index = 0): string | null {
    const value =
      this.item('pains', index) ?? this.item('frustrations', index) ?? this.item('fears', index);
    return value ? lowerFirst(toYou(value)) : null;
  }

  timeframe(): string | null {
    const value = this.text('timeframe');
    return value ? lowerFirst(value) : null;
  }
}

/** A pain said after "you are": "working late" stays, "meetings that drag" is dealt with. */
export function asState(pain: string): string {
  return /^[a-z]+ing\b/i.test(pain) ? pain : `dealing with ${pain}`;
}

/** A pain to be rid of: "Stop working late", "No more meetings that drag". */
export function stopping(pain: string): string {
  return /^[a-z]+ing\b/i.test(pain) ? `Stop ${pain}` : `No more ${pain}`;
}

const NOUN_STARTS = /^(a|an|the|my|our|your|more|less|fewer|one|two|three|\d)/i;

/** "a calm team" reads as "have a calm team"; "lead a calm team" stays as it is. */
export function asDoing(outcome: string): string {
  return NOUN_STARTS.test(outcome) ? `have ${outcome}` : outcome;
}
