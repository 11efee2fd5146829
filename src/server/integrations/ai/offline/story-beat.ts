import type { AvatarFields } from '../../../../model/avatars/avatar';
import type { StoryPart } from '../../../../model/stories/story';
import type { StoryBeatBrief, Written } from '../provider';
import nlp from 'compromise';
import { bare, lowerFirst, pick, sentence } from './voice';
import { asDoing } from './pains';
import { toMe } from './person';

type Line = { text: string; source: string };

/** The first filled of the avatar's fields, as a clause, with where it came from. */
function first(avatar: AvatarFields | null, ...fields: (keyof AvatarFields)[]): Line | null {
  if (!avatar) return null;
  for (const field of fields) {
    const value = avatar[field];
    const textValue = Array.isArray(value)
      ? value.find((v) => typeof v === 'string' && v.trim())
      : value;
    if (typeof textValue === 'string' && textValue.trim()) {
      return { text: lowerFirst(bare(textValue)), source: field };
    }
  }
  return null;
}

const OWN_KINDS = new Set(['origin', 'turning-point', 'failure-lesson', 'signature']);

/** Whether a note opens on a verb or its subject (a clause), by compromise: "works late", "I work". */
const isClause = (note: string) =>
  /^(i|you|she|he|they)\b/i.test(note) ||
  (!/^[a-z]+ing\b/i.test(note) && nlp(`she ${note}`).terms().eq(1).has('#PresentTense'));

/** A clause told in the past: "I work 12-hour shifts, cover for my manager" -> "I worked ..., covered ...". */
function pastOf(clause: string): string {
  return clause
    .split(/(,\s+|\s+and\s+)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const doc = nlp(i === 0 ? part : `I ${part}`);
      doc.verbs().toPastTense();
      return i === 0 ? doc.text() : doc.text().replace(/^I /, '');
    })
    .join('');
}

/** A client's note told of them by name: "she works late" -> "Anna worked late". */
function toldOf(who: string, note: string): string {
  const past = pastOf(/^(she|he|they)\b/i.test(note) ? note : `she ${note}`);
  return past
    .replace(/^(she|he|they) (were|was)\b/i, `${who} was`)
    .replace(/^(she|he|they)\b/i, who);
}

/**
 * The offline copywriter's suggestion for one beat of a story: built from what the coach already
 * wrote in the other beats and from the avatar (the client's situation, pains, what they tried,
 * their dream outcome), in the story's person. It never adds a number, a name or a result the
 * coach did not give: where it has nothing to go on, it asks for the detail instead.
 */
export function offlineStoryBeat(brief: StoryBeatBrief): Written<{ suggestion: string }> {
  const { avatar, beat, framework, notes, variant } = brief;
  const own = OWN_KINDS.has(brief.kind) && !brief.person;
  const who = own ? 'I' : brief.person || 'my client';
  const sources: string[] = [];
  const use = (line: Line | null): string | null => {
    if (!line) return null;
    sources.push(line.source);
    return line.text;
  };
  const written = (part: StoryPart) => {
    const b = framework.beats.find((x) => x.part === part && x.key !== beat.key);
    const words = b ? (notes[b.key] ?? '').trim() : '';
    if (words) sources.push(`notes.${b?.key}`);
    return words ? bare(words.split(/(?<=[.!?])\s/)[0] ?? words) : null;
  };
  const their = own ? 'my' : 'their';
  const lines: string[] = [];
  const part = beat.part;
  if (part === 'before') {
    const situation = use(first(avatar, 'currentSituation', 'pains', 'frustrations'));
    const opener = own
      ? 'Back then'
      : pick(
          ['Before we worked together', 'When we first spoke', 'At the start'],
          variant,
          'before',
        );
    const mine = situation && own ? lowerFirst(toMe(situation)) : situation;
    lines.push(
      !mine
        ? `${opener}, ${who} was stuck in a week that did not work. (Add one detail only you know: a time, a place, a number.)`
        : own && /^I\b/.test(mine)
          ? `${opener}, ${pastOf(mine)}`
          : !own && /^I\b/i.test(mine)
            ? `${opener}, ${who} told me: “${sentence(mine)}”`
            : !own && isClause(mine)
              ? `${opener}, ${toldOf(who, mine)}`
              : `${opener}, this was ${own ? 'my' : `${who}’s`} week: ${mine}`,
    );
    const cost = use(first(avatar, 'costOfInaction'));
    if (cost) lines.push(`It was costing ${own ? 'me' : 'them'} this: ${own ? toMe(cost) : cost}`);
  } else if (part === 'struggle') {
    // Without a situation, step 1 told the first pain: step 2 tells another.
    const note = avatar?.currentSituation.trim()
      ? use(first(avatar, 'pains', 'frustrations', 'fears'))
      : use(first(avatar, 'frustrations', 'fears'));
    const pain = note && own ? lowerFirst(toMe(note)) : note;
    const tried = use(first(avatar, 'triedBefore'));
    lines.push(
      !pain
        ? `The hardest part was not knowing what to change first`
        : isClause(pain)
          ? `The hardest part: ${own || /^(i|she|he|they)\b/i.test(pain) ? pain : `${who} ${pain}`}`
          : `The hardest part was ${pain}`,
    );
    if (tried)
      lines.push(
        `${own ? 'I had' : 'They had'} already tried ${own ? toMe(tried) : tried}, and it did not stick`,
      );
    // Step 1's words are on the page already: step 2 follows on from them, never says them again.
    if (written('before'))
      lines.push(
        own ? 'And every week, I was back where I started' : 'And every week, it started again',
      );
  } else if (part === 'turningPoint') {
    const shift = use(first(avatar, 'identityShift', 'buyingTriggers'));
    lines.push(`The turning point came when ${who} decided it could not go on the same way`);
    lines.push(
      shift
        ? `${own ? 'I' : 'We'} started with one shift: ${own ? toMe(shift) : shift}`
        : `${own ? 'I' : 'We'} started with one change. (Say what it was, in a sentence.)`,
    );
  } else if (part === 'after') {
    const note = use(first(avatar, 'dreamOutcome', 'desiredSituation', 'desires'));
    const outcome = note && lowerFirst((own ? toMe(note) : note).replace(/^(i|you) want to /i, ''));
    const opener = pick(['Now', 'Today', 'These days'], variant, 'after');
    lines.push(
      outcome && /^(I|my)\b/.test(outcome)
        ? `${opener}, ${who} would say: “${sentence(outcome)}”`
        : outcome
          ? `${opener}, ${who} can ${asDoing(outcome)}`
          : `${opener}, ${who} ${own ? 'have' : 'has'} a week that works. (Name the result ${own ? 'you' : 'they'} would tell a friend about.)`,
    );
    if (brief.result)
      lines.push(`The result, in ${their} words: ${lowerFirst(bare(brief.result))}`);
  } else {
    const note = use(first(avatar, 'identityShift', 'desires', 'values'));
    const desire = note && own ? lowerFirst(toMe(note)) : note;
    const before = written('before') ?? written('struggle');
    lines.push(
      before
        ? `If you are where ${who === 'I' ? 'I was' : `${who} was`}, ${own ? 'know this' : 'here is what they would tell you'}: it does not have to stay that way`
        : `The lesson: the change starts with one honest look at the week you have`,
    );
    if (desire) {
      lines.push(
        desire.startsWith('from ')
          ? `The real change was the shift ${desire}`
          : nlp(desire).terms().eq(0).has('#Infinitive')
            ? `What matters is being able to ${desire}`
            : `What matters is ${desire}`,
      );
    }
  }
  return {
    output: { suggestion: lines.map((l) => (l.endsWith(')') ? l : sentence(l))).join(' ') },
    sources: [...new Set(sources)],
  };
}
