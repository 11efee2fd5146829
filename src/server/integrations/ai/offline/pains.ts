import nlp from 'compromise';
import { firstWords, known } from './memo';

/**
 * How a client's pain or goal is said in a sentence: after "you are" ("on call", not "being on
 * call"), after "stop" ("Stop feeling too old…"), as something to do ("get promoted", "have a
 * calm team"). The notes arrive already said to the client (person.ts).
 */

/** A fear as its coach wrote it, "that she is too old", without its "that". */
export const unThat = (note: string) => note.replace(/^that\s+/i, '');

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

/**
 * Two pains said after "you are", the verb they share said once: "dealing with meetings that drag,
 * and with clients who ghost"; "feeling too old to change, and invisible at work".
 */
export function bothPains(first: string, second: string | null | undefined): string {
  if (!second) return first;
  const shared = /^(dealing with|stuck with|feeling)\s/i.exec(first)?.[1];
  if (!shared || !second.toLowerCase().startsWith(`${shared.toLowerCase()} `)) {
    return `${first}, and ${second}`;
  }
  const rest = second.slice(shared.length + 1);
  return shared.toLowerCase() === 'feeling'
    ? `${first}, and ${rest}`
    : `${first}, and with ${rest}`;
}

/** "passed", "told", "taken": a word that makes "being ..." a passive ("stuck" is a state). */
const isParticiple = (word: string) =>
  !STATES.has(word.toLowerCase()) &&
  known(
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

/**
 * A pain that is a place one is in, with no verb of its own: "on call seven days a week",
 * "behind on every invoice", "under pressure". It is something one is ("being on call"), never
 * a thing to deal with ("dealing with on call" is not English).
 */
const IN_A_STATE = /^(?:on|in|at|behind|under|without|off)\s/i;

/**
 * A pain said after "you are": "working late" stays, "on call" is being on call (afterYouAre
 * takes the "being" off again), "meetings that drag" is dealt with.
 */
export function asState(pain: string): string {
  if (/^[a-z]+ing\b/i.test(pain)) return pain;
  if (IN_A_STATE.test(pain)) return `being ${pain}`;
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
  if (IN_A_STATE.test(pain)) return `Stop being ${pain}`;
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
  return known(`subject:${pain}`, () =>
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
  if (known(`adjective:${next}`, () => nlp(next).has('#Adjective'))) return `feel ${next}${rest}`;
  return outcome;
}
