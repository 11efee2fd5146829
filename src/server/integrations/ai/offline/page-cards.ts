import type { PageSlot } from '../../../../model/ai/page-slots';
import { type AvatarReader, lowerFirst, pick, sentence, upperFirst } from './voice';
import { afterYouAre, asState, stopping } from './pains';
import { toYou } from './person';

/** What a card is written from: the avatar, the client's outcome, and which line to try. */
type CardFacts = { r: AvatarReader; outcome: string; turn: number };

/** How a goal is worked on, one way per goal, so a section of goals says it differently each time. */
export const HOW = [
  'we break it into steps that fit the week you actually have',
  'we plan it around the time you really have',
  'we take it one step at a time, at a pace you can keep',
];

/** What a card says under a title that names one of the client's pains or frustrations. */
export const UNDER_A_PAIN = [
  'We find what keeps it happening, and change that first.',
  'We start with the week where it happens most.',
  'One small change at a time, until it stops.',
];
/** What a card says under a title that names something the client wants. */
const UNDER_A_WISH = [
  'Every session moves you one clear step closer.',
  'We make room for it in the week you already have.',
  'It starts with one small change this week.',
];

/**
 * A card's title and its line, about the same one thing: a goal, a wish, a pain, or the plan.
 * The title and the line of a card are written from the same pick, so they always match.
 */
export function cardOf(slot: PageSlot, { r, outcome, turn }: CardFacts, v: number): Card {
  const goal = r.item('goals', slot.index);
  const desire = r.item('desires', slot.index);
  const pain = r.pain(slot.index);
  const frustration = r.item('frustrations', slot.index);
  const underPain = pick(UNDER_A_PAIN, slot.index + turn, 'card-pain');
  const how = pick(HOW, slot.index + turn, 'goal-how');
  const cards: (Card | null)[] = [
    goal
      ? {
          title: upperFirst(toYou(goal)),
          line: sentence(upperFirst(how)),
          alone: sentence(
            `If your goal is to ${lowerFirst(toYou(goal)).replace(/^to /, '')}, ${how}`,
          ),
        }
      : null,
    desire
      ? {
          title: upperFirst(toYou(desire).replace(/^to /, '')),
          line: pick(UNDER_A_WISH, slot.index + turn, 'card-wish'),
          alone: sentence(`So you can ${toYou(desire).replace(/^to /, '')}`),
        }
      : null,
    pain
      ? {
          title: stopping(pain),
          line: underPain,
          alone: sentence(`If you are ${afterYouAre(pain)}, this is where we start`),
        }
      : null,
    frustration
      ? {
          title: stopping(lowerFirst(toYou(frustration))),
          line: underPain,
          alone: sentence(
            `If you are ${asState(lowerFirst(toYou(frustration)))}, this is where we start`,
          ),
        }
      : null,
    {
      title: 'A plan that fits your week',
      line: sentence(`One more step toward the day you ${outcome}`),
      alone: sentence(`One more step toward the day you ${outcome}`),
    },
  ];
  return pick(
    cards.filter((c): c is Card => c !== null),
    v,
    `card:${slot.sectionType}`,
  );
}

/** A card's title, its line under that title, and a line that reads alone (a card with no title). */
type Card = { title: string; line: string; alone: string };
