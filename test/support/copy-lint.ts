import type { AvatarFields } from '../../src/model/avatars/avatar';

/**
 * The project's own copy linter: what a coach would have to rewrite before publishing a piece the
 * offline writer wrote. Each finding names its rule and the sentence. It reads plain text, so it
 * knows nothing of who a pronoun means: a piece says which person it speaks in.
 */
export const RULES = [
  'capital-inside',
  'doubled-word',
  'third-person',
  'repeated-sentence',
  'empty-slot',
  'foreign-number',
  'tense-mix',
  'fear-as-action',
  'everyday-hashtag',
  'have-verb',
  'far-that',
  'being-state',
  'said-again',
  'you-be',
  'cut-short',
  'no-more-and',
  'verb-again',
  'quote-lowered',
] as const;
export type Rule = (typeof RULES)[number];
export type Finding = { rule: Rule; text: string };

/**
 * One piece of copy: its texts, and how it speaks. 'second' (to the reader) and 'first' (the
 * client or coach speaking) may not say he, she or they; 'third' (about a client) may.
 */
export type Piece = { texts: string[]; person: 'first' | 'second' | 'third'; buttons?: boolean };

/** What the coach's own facts allow: their capitalised words and their numbers. */
export type Facts = { names: Set<string>; numbers: Set<string> };

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const NUMBER = /\d+(?:[.,:]\d+)*/g;

/** The avatar's capitalised words (names, places, "NHS") and numbers: the coach's facts. */
export function factsOf(avatar: AvatarFields | object): Facts {
  const all = strings(avatar).join('\n');
  // A capital that starts a field or a sentence says nothing; one inside says it is a name.
  const inside = all.replace(/(^|[\n.!?:“"]\s*)[A-Z][\w'’-]*/g, '$1');
  // Where the client already is (LinkedIn, Twitter) is named.
  const places = 'wateringHoles' in avatar ? strings(avatar.wateringHoles).join(' ') : '';
  const names = new Set(`${inside} ${places}`.match(/\b[A-Z][\w'’-]*/g) ?? []);
  return { names, numbers: new Set(all.match(NUMBER) ?? []) };
}

/** Sentences: split after . ! ? and at line breaks; quotes stay whole. */
export function sentencesOf(text: string): string[] {
  return (
    text
      .split(/(?<=[.!?][”"]?)\s+(?=[“"(A-Z0-9])|\n+/)
      // A list item ("• Saying yes when you mean no.") is a sentence of its own.
      .map((s) => s.trim().replace(/^[•–-]\s+/, ''))
      .filter(Boolean)
  );
}

/** Words a sentence may capitalise anywhere: "I" and its forms, and the coach's own names. */
const ALWAYS = new Set(['I', "I'm", "I've", "I'll", "I'd", 'I’m', 'I’ve', 'I’ll', 'I’d', 'OK']);

/** A sentence's word that starts with a capital where no sentence starts. */
function capitalsInside(sentence: string, facts: Facts): string[] {
  // A title ("The Calm Coaching Programme") capitalises its words.
  if (/^(?:[A-Z0-9][\w'’-]*|\w{1,3})(?:\s+(?:[A-Z0-9][\w'’-]*|\w{1,3}))*$/.test(sentence))
    return [];
  // Quoted words are someone's own, with their own sentences.
  const unquoted = sentence.replace(/“[^”]*”|"[^"]*"/g, ' Q ');
  // "Session 2: Get a sponsor" is a numbered title; a label before a colon starts a new line.
  const body = unquoted.replace(/^[A-Z][a-z]+ \d+: /, '');
  const words = body.split(/\s+/).slice(1);
  return words.filter((w) => {
    const word = w.replace(/^[(“"‘']+|[^\w'’-]+$/g, '').replace(/['’]s$/, ''); // Anna’s
    if (!/^[A-Z]/.test(word) || word === 'Q') return false;
    if (ALWAYS.has(word) || facts.names.has(word)) return false;
    if (/^[A-Z0-9&-]{2,}s?$/.test(word)) return false; // an acronym: NHS, UK, SaaS is in names
    return true;
  });
}

const PRONOUN = /\b(she|he|her|hers|herself|him|his|himself|they|them|their|theirs|themselves)\b/i;
/** Phrases where "they" and "their" mean someone other than the reader. */
const OTHERS =
  /\b(in their words|what clients say|where they already are|their story|read their stories)\b/gi;

/** A gap or a field pasted whole: "{name}", "[...]", "undefined", a blank bullet, "(charge nurse)". */
const SLOT =
  /\{[^}]*\}|\[[^\]]*\]|\bundefined\b|\bnull\b|\bNaN\b|^\s*[-•*]\s*$|\((?!(?:Add|Say|Name) )[^)]*\)/m;

/** Four words or more said twice in one sentence: "so you can stop X ... stop X". */
function saysTwice(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[a-z0-9'’-]+/g) ?? [];
  const grams = words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(' '));
  return new Set(grams).size < grams.length;
}

/** "Maybe this week you were shouting when the tickets pile up": the reader's week told in two tenses. */
const TENSE_MIX = /\byou were [a-z]+ing\b/i;
/** A fear made into a headline: "Stop being too old to...", "When the company will stall...". */
const FEAR_AS_ACTION =
  /^(?:Stop being (?:too|so|very|not|never)\b|Stop losing\b|When\b(?!\s+(?:will|would)\b)[^,?]*\b(?:will|would)\b[^,?]*$)/;
/** "The day you have ask for a four-day week": 'have' put before a verb that starts like 'a'. */
/**
 * "A plan to <a whole goal> that fits...": a "that" clause after a goal of six words or more reads
 * as if it belonged to the goal's last word ("...under a sink that fits the week").
 */
const FAR_THAT = /\b(?:plan|way|routine) to (?:[\w’'-]+,? ){6,}that\b/i;

/** "If you are being on call": "being" before a state, not a passive ("being passed over"). */
const BEING_STATE =
  /\byou are having\b|\bdealing with (?:is|was|has|on|in|at|behind|under|without|off)\s|\b(?:No more|Still being) (?:on|at|behind|under|off)\s|\byou are being (?:on|in|at|a|an|the|too|so|very|not|never|stuck|tired|overwhelmed|unable|available|responsible|invisible|alone|the only)\b/i;

/** "No more guilt about going back, and have a four-day week": a thing, then an order, as one. */
const NO_MORE_AND = /^No more [^,]*, and (?:have|get|be|feel|become|lead|find|build)\b/;

/** A line that opens with someone's words, their first letter made small: “my chairs should...” */
const QUOTE_LOWERED = /^“[a-z]/;

/** "You are dealing with X, and dealing with Y": the same verb again after the comma. */
const VERB_AGAIN = /\b(dealing with|stuck with|feeling) [^,]+, and \1\b/i;

/** Runs of five words a piece says in three sentences or more: its goal said over and over. */
function saidAgain(sentences: string[]): string[] {
  const where = new Map<string, Set<number>>();
  sentences.forEach((s, i) => {
    const words = s.toLowerCase().match(/[a-z0-9'’-]+/g) ?? [];
    for (let w = 0; w + 5 <= words.length; w += 1) {
      const run = words.slice(w, w + 5).join(' ');
      where.set(run, (where.get(run) ?? new Set()).add(i));
    }
  });
  // One finding per piece names it: its overlapping runs say the same.
  return [...where]
    .filter(([, found]) => found.size >= 3)
    .map(([run, found]) => `“${run}” in: ${[...found].map((i) => sentences[i]).join(' | ')}`)
    .slice(0, 1);
}

/** "until you be promoted", "how you be a partner": "be" after a plain "you". */
const YOU_BE = /\b(?:until|how|day|so|that|when|if|once) you be\b/i;

/** "Ready to feel like yourself again and have the energy to": a text cut to fit its field. */
const CUT_SHORT = /\b(?:to|the|and|a|an|of|your|with|for|that|who|or)$/i;

const HAVE_VERB =
  /\bhave (?:ask|apply|act|add|answer|attend|avoid|achieve|agree|arrive|accept|admit|afford)\b/i;
/** A hashtag nobody follows: #Home, #Week, #Dinner. */
const EVERYDAY_TAG =
  /#(?:Home|Weeks?|Weekends?|Days?|Nights?|Times?|Dinner|Lunch|Mornings?|Evenings?|Years?|Months?|Hours?|Things?|Ways?|Life|Lot|People|Work|Job|Feel|Less|More)\b(?![A-Za-z])/;

/** Everything wrong with one piece, one finding per rule and sentence. */
export function lint(piece: Piece, facts: Facts): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const text of piece.texts) {
    if (text.trim() === '' || SLOT.test(text)) findings.push({ rule: 'empty-slot', text });
    for (const sentence of sentencesOf(text)) {
      const add = (rule: Rule) => findings.push({ rule, text: sentence });
      if (capitalsInside(sentence, facts).length > 0) add('capital-inside');
      if (/\b(\w+)\s+\1\b/i.test(sentence.replace(/“[^”]*”/g, ''))) add('doubled-word');
      if (saysTwice(sentence)) add('repeated-sentence');
      if (TENSE_MIX.test(sentence)) add('tense-mix');
      if (FEAR_AS_ACTION.test(sentence)) add('fear-as-action');
      if (EVERYDAY_TAG.test(sentence)) add('everyday-hashtag');
      if (HAVE_VERB.test(sentence)) add('have-verb');
      if (FAR_THAT.test(sentence)) add('far-that');
      if (BEING_STATE.test(sentence)) add('being-state');
      if (NO_MORE_AND.test(sentence)) add('no-more-and');
      if (VERB_AGAIN.test(sentence)) add('verb-again');
      if (QUOTE_LOWERED.test(sentence)) add('quote-lowered');
      if (YOU_BE.test(sentence)) add('you-be');
      if (CUT_SHORT.test(sentence)) add('cut-short');
      const unquoted = sentence.replace(/“[^”]*”|"[^"]*"/g, '').replace(OTHERS, '');
      if (piece.person !== 'third' && PRONOUN.test(unquoted)) add('third-person');
      const numbers = unquoted.replace(/^[A-Z][a-z]+ \d+: /, '').match(NUMBER) ?? [];
      if (numbers.some((n) => !facts.numbers.has(n))) add('foreign-number');
      const key = sentence.toLowerCase().replace(/[^a-z0-9 ]/g, '');
      if (key.split(' ').length >= 4) {
        // A page's buttons may all say "Book a call".
        if (seen.has(key) && !piece.buttons) add('repeated-sentence');
        seen.add(key);
      }
    }
  }
  if (!piece.buttons) {
    const all = piece.texts.flatMap(sentencesOf);
    for (const run of saidAgain(all)) findings.push({ rule: 'said-again', text: run });
  }
  return findings;
}

/** The strings of a written output, each a text of the piece. */
export const textsOf = strings;
