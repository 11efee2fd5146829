import nlp from 'compromise';
import type { AvatarFields } from '../../../../model/avatars/avatar';
import { toYou } from './person';
import { known } from './memo';
import { asDoing, doing, unThat } from './pains';

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
  // 'I', and 'I'm', 'I've', 'I'd', 'I'll': never small.
  if (!word || /^I(?:['’][a-z]+)?$/.test(word) || namesWith) return value;
  if (word.length > 1 && known(`name:${word}`, () => nlp(word).has('#ProperNoun'))) {
    return value;
  }
  return value.charAt(0).toLowerCase() + value.slice(1);
}

/** "registered nurse" -> "registered nurses", "plumber with two vans" -> "plumbers with two vans". */
export function plural(noun: string): string {
  const [head = noun, ...rest] = noun.split(/(?=\s(?:with|at|in|for|from|of|on|who)\s)/);
  const doc = nlp(head);
  doc.nouns().toPlural();
  // compromise can end its text with a space ('<3' becomes '<3 '): a heading would end with one.
  return [doc.text().trim(), ...rest].join('');
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
