import nlp from 'compromise';
import type { AvatarFields } from '../../../../model/avatars/avatar';
import { toYou } from './person';

/**
 * The offline copywriter's grammar: choosing a variant deterministically, shaping phrases
 * into sentences, and reading the avatar with fallbacks, noting each field it draws on (the
 * person a note speaks of is said again in person.ts).
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

export function lowerFirst(value: string): string {
  // 'Calm' and 'A business' start a sentence; 'I', 'UK', 'LinkedIn', 'Leeds' and 'Nursing Times'
  // keep their letters (a name, by compromise, or a word the next capital names with).
  const word = /^[A-Z][a-z'’-]*(?=[\s,;:.!?]|$)/.exec(value)?.[0];
  // A capital after it names with it ('Nursing Times'), unless it is an acronym ('A CV review').
  const namesWith = /^\S+\s+[A-Z]/.test(value) && !/^\S+\s+[A-Z]{2,}\b/.test(value);
  if (!word || word === 'I' || namesWith) return value;
  if (word.length > 1 && remembered(`name:${word}`, () => nlp(word).has('#ProperNoun'))) {
    return value;
  }
  return value.charAt(0).toLowerCase() + value.slice(1);
}

export const firstWords = (text: string, count = 8) => text.split(/\s+/, count).join(' ');

/** What compromise said of a text lately (a page asks the same few hundreds of times). */
const said = new Map<string, boolean>();
function remembered(key: string, ask: () => boolean): boolean {
  let answer = said.get(key);
  if (answer === undefined) {
    if (said.size >= 2000) said.clear();
    answer = ask();
    said.set(key, answer);
  }
  return answer;
}

/** "registered nurse" -> "registered nurses", "plumber with two vans" -> "plumbers with two vans". */
export function plural(noun: string): string {
  const [head = noun, ...rest] = noun.split(/(?=\s(?:with|at|in|for|from|of|on|who)\s)/);
  const doc = nlp(head);
  doc.nouns().toPlural();
  return [doc.text(), ...rest].join('');
}

/** "a nurse", "an engineer". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function upperFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Without a closing full stop (the template adds its own punctuation). */
export function bare(value: string): string {
  return value
    .trim()
    .replace(/[.!?;:,]+$/, '')
    .trimEnd();
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
    return this.note(field, value ? lowerFirst(bare(value)) : null);
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
    return this.note(field, lowerFirst(bare(list[index % list.length] as string)));
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
    const list = this.avatar[field].slice(0, max).map((v) => lowerFirst(bare(v)));
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
    // 'Registered nurse (charge nurse)': what the brackets add is the coach's aside, not copy.
    const value = (d.profession || d.occupation).replace(/\s*\([^)]*\)/g, '');
    return this.note(
      d.profession ? 'demographics.profession' : 'demographics.occupation',
      value ? lowerFirst(bare(value)) : null,
    );
  }

  /** The client's dream outcome as something they can do ("lead a calm team"). */
  outcome(): string | null {
    const value = this.text('dreamOutcome') ?? this.text('desiredSituation') ?? this.item('goals');
    // 'I want to be promoted' is what they want: 'be promoted'.
    const wanted = (text: string) => text.replace(/^(?:you|I) (?:want|need|would like) to /i, '');
    return value ? asDoing(wanted(lowerFirst(toYou(value)))) : null;
  }

  /** Up to `max` different pains (then frustrations, then fears), said to the client. */
  pains(max: number, withFears = true): string[] {
    const all = [
      ...this.items('pains', max),
      ...this.items('frustrations', max),
      ...(withFears ? this.items('fears', max) : []),
    ];
    return [...new Set(all)].slice(0, max).map((p) => doing(lowerFirst(toYou(unThat(p)))));
  }

  /** The first pain (or frustration, or fear), said to the client. */
  pain(index = 0): string | null {
    const value =
      this.item('pains', index) ?? this.item('frustrations', index) ?? this.item('fears', index);
    return value ? doing(lowerFirst(toYou(unThat(value)))) : null;
  }

  timeframe(): string | null {
    const value = this.text('timeframe');
    return value ? lowerFirst(value) : null;
  }
}

/** A fear as its coach wrote it, "that she is too old", without its "that". */
const unThat = (note: string) => note.replace(/^that\s+/i, '');

/**
 * A pain said as a clause ("you check your phone at dinner") said as what one is doing, so it
 * reads after "you are" and "stop": "checking your phone at dinner"; "you are on call" -> "being
 * on call". Other pains stay as they are.
 */
export function doing(pain: string): string {
  const clause = /^you (?:(are|were) )?(\S+)(.*)$/.exec(pain);
  if (!clause) return pain;
  const [, be, verb = '', rest = ''] = clause;
  if (be) return /^[a-z]+ing$/.test(verb) ? `${verb}${rest}` : `being ${verb}${rest}`;
  const gerund = nlp(verb).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  return gerund?.Gerund ? `${gerund.Gerund}${rest}` : pain;
}

/**
 * A pain said straight after "you are": "being on call" is "on call" ("you are being on call" is
 * not English), "being too old to change" is a feeling, "being passed over" stays (a passive).
 */
export function afterYouAre(pain: string): string {
  const state = asState(pain);
  // "you are having no time for yourself" is not English: "stuck with no time for yourself".
  const having = /^having\s+(.*)$/i.exec(state);
  if (having) return `stuck with ${having[1]}`;
  const being = /^being\s+(\S+)(.*)$/i.exec(state);
  if (!being) return state;
  const [, next = '', rest = ''] = being;
  if (/^(?:too|so|very|not|never)$/i.test(next)) return `feeling ${next}${rest}`;
  return isParticiple(next) ? state : `${next}${rest}`;
}

/** "passed", "told", "taken": a word that makes "being ..." a passive ("stuck" is a state). */
const isParticiple = (word: string) =>
  !STATES.has(word.toLowerCase()) &&
  remembered(
    `participle:${word}`,
    () => nlp(word).has('(#Participle|#PastTense)') && !nlp(word).has('#Adjective'),
  );
const STATES = new Set([
  'stuck',
  'tired',
  'burnt',
  'burned',
  'worn',
  'exhausted',
  'stressed',
  'bored',
]);

/** A pain said after "you are": "working late" stays, "meetings that drag" is dealt with. */
export function asState(pain: string): string {
  if (/^[a-z]+ing\b/i.test(pain)) return pain;
  return hasSubject(pain) ? `dealing with the fact that ${pain}` : `dealing with ${pain}`;
}

/**
 * A pain to be rid of: "Stop working late", "Stop feeling too old to change direction", "No more
 * worrying that the company will stall", "No more weeks where the tickets pile up", "No more
 * meetings that drag".
 */
export function stopping(pain: string): string {
  // Being too old is a feeling to be rid of, not something she does.
  const state = /^being\s+((?:too|so|very|not|never)\s+\w+.*)$/i.exec(pain);
  if (state) return `Stop feeling ${state[1]}`;
  if (/^[a-z]+ing\b/i.test(pain)) return `Stop ${pain}`;
  // "This is just how it will be now" is a thought she has, not a thing.
  if (/^(?:this|that|it|there)\s+(?:is|was|will|would|'s|’s)\b/i.test(pain))
    return `No more feeling that ${pain}`;
  if (!hasSubject(pain)) return `No more ${pain}`;
  return /\b(will|would|might|could|may)\b/i.test(firstWords(pain))
    ? `No more worrying that ${pain}`
    : `No more weeks where ${pain}`;
}

/** A whole clause with its own subject ("investors keep asking"), by compromise. */
function hasSubject(pain: string): boolean {
  return remembered(`subject:${pain}`, () =>
    // Its first words say it; compromise takes long over a paragraph.
    nlp(firstWords(pain)).has(
      '^(#Determiner|#Possessive)? #Adjective? #Noun+ #Adverb? (#PresentTense|#Modal)',
    ),
  );
}

/** Words a noun phrase starts with, as whole words: 'ask for a raise' starts with no 'a'. */
const NOUN_STARTS = /^(?:(?:a|an|another|the|my|our|your|more|less|fewer|one|two|three)\b|\d)/i;

/**
 * A note (already in the reader's person) as something to do: 'leave the office by six', 'have a
 * calm team'; null for a whole clause ('I want to...', 'you work...') or a gerund, which read
 * wrong after 'Will I', 'Proud to' or 'your goal is to'.
 */
export function asAction(note: string): string | null {
  const said = note.replace(/^to /, '');
  return /^(I|you|my|your|we|our)\b|^[a-z]+ing\b/i.test(said) ? null : asDoing(said);
}

/** "a calm team" reads as "have a calm team"; "lead a calm team" stays as it is. */
export function asDoing(outcome: string): string {
  if (NOUN_STARTS.test(outcome)) return `have ${outcome}`;
  return beAsDoing(outcome);
}

/**
 * "be promoted" reads after "until you" as "get promoted", "be a partner" as "become a partner",
 * "be confident" as "feel confident": "until you be promoted" is not English (issue 24).
 */
function beAsDoing(outcome: string): string {
  const be = /^be\s+(\S+)(.*)$/i.exec(outcome);
  if (!be) return outcome;
  const [, next = '', rest = ''] = be;
  if (/^(?:a|an|the|my|your|our)$/i.test(next)) return `become ${next}${rest}`;
  if (isParticiple(next)) return `get ${next}${rest}`;
  if (remembered(`adjective:${next}`, () => nlp(next).has('#Adjective')))
    return `feel ${next}${rest}`;
  return outcome;
}
