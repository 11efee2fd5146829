import { SUGGESTED_FIGURES, type GrandSlamOffer } from '../../../../model/ai/outputs';
import type { OfferBrief, Written } from '../provider';
import { AvatarReader, fit, lowerFirst, pick, sentence, upperFirst } from './voice';
import { stopping } from './pains';
import { toYou } from './person';

/** How each pain of the stack is met, one line each, none saying the pain again. */
const STOPPING_HOW = [
  'What sets it off, and what to do instead when it starts.',
  'A routine for the first sign of it, small enough for your busiest week.',
  'Why it keeps coming back, and the one change that stops it.',
];

/** Starting prices by price point; the coach sets their own (the answer says so). */
const PRICE: Record<OfferBrief['pricePoint'], number> = { entry: 297, mid: 997, premium: 2997 };

const FORMAT: Record<OfferBrief['serviceType'], { noun: string; unit: string }> = {
  coaching: { noun: 'coaching programme', unit: 'Session' },
  course: { noun: 'course', unit: 'Module' },
  retreat: { noun: 'retreat', unit: 'Day' },
  mastermind: { noun: 'mastermind', unit: 'Month' },
};

/**
 * A grand-slam offer built on the value equation (dream outcome, likelihood, time, effort): each
 * part of the value stack answers one of the avatar's pains or objections. Values are set from the
 * price point, so the stack is worth several times the price; the coach edits them. With her own
 * offer (My offers), its name and price are taken as they are, and every other figure is marked as
 * the writer's suggestion (`suggested`).
 */
export function offlineOffer({
  avatar,
  variant,
  serviceType,
  pricePoint,
  myOffer,
}: OfferBrief): Written<GrandSlamOffer> {
  const r = new AvatarReader(avatar);
  const outcome = r.outcome() ?? 'get where you want to be';
  const when = r.timeframe();
  const format = FORMAT[serviceType];
  const herPrice = myOffer?.price ? Math.round(Number(myOffer.price)) : null;
  const price = herPrice ?? PRICE[pricePoint];
  // What she does and wants to stop; a fear ('losing the farm') is not a routine to stop.
  const pains = r.pains(3, false);
  const triedNote = r.item('triedBefore');
  const tried = triedNote ? toYou(triedNote) : null;
  const objection = r.objection(0);
  const goals = r.items('goals', 3);
  const power = r.item('powerWords');

  const name =
    myOffer?.name ??
    fit(
      pick(
        [
          `The ${upperFirst(power ?? 'Clear')} ${titleCase(format.noun)}`,
          `${upperFirst(outcome.split(' ').slice(0, 4).join(' '))}: the ${format.noun}`,
          `The ${days(when) ? `${days(when)}-Day` : upperFirst(power ?? 'Next-Step')} ${titleCase(format.noun)}`,
        ],
        variant,
        'offer-name',
      ),
      110,
    );

  const stackItems = [
    {
      item: `${format.unit}-by-${format.unit.toLowerCase()} plan`,
      // The dream outcome is said once, in its own field (issue 24).
      description: 'Every step mapped out, each small enough to take in a busy week.',
      share: 0.9,
    },
    ...pains.map((pain, i) => ({
      item: fit(stopping(pain), 80),
      // Said without the item's words again: the title names the pain.
      description: STOPPING_HOW[i % STOPPING_HOW.length] ?? '',
      share: 0.6 - i * 0.1,
    })),
    {
      item: 'Between-session support',
      description:
        'Ask a question the moment it comes up and get an answer within one working day.',
      share: 0.5,
    },
  ];
  const valueStack = stackItems.map(({ item, description, share }) => ({
    item: fit(item, 150),
    description: fit(description, 390),
    value: roundPrice(price * share),
  }));

  const bonuses = [
    tried
      ? {
          name: 'The why-it-did-not-stick review',
          description: sentence(`We look at what you tried before, ${tried}, and keep what worked`),
          value: roundPrice(price * 0.2),
        }
      : null,
    objection
      ? {
          name: 'Answers for the doubts',
          description: fit(
            sentence(
              `For “${objection.objection}”: ${lowerFirst(objection.answer) || 'a straight answer on the first call'}`,
            ),
            390,
          ),
          value: roundPrice(price * 0.15),
        }
      : null,
  ].filter((b): b is GrandSlamOffer['bonuses'][number] => b !== null);

  const totalValue = [...valueStack, ...bonuses].reduce((sum, part) => sum + part.value, 0);
  // The title names the goal; the description says how, without saying the goal again.
  const how = [
    'What to change first, what to leave for later, and how you know it is working.',
    'One change to make this week, and what to do when the week gets in the way.',
    'What gets in the way, and the smallest step around it.',
  ];
  // Without goals, the outcome's own steps; never the outcome again as a title.
  const steps =
    goals.length > 0 ? goals : ['Where you are now', 'The first change', 'Making it last'];
  const modules = steps.map((goal, i) => ({
    title: fit(`${format.unit} ${i + 1}: ${upperFirst(toYou(goal).replace(/^to /, ''))}`, 110),
    description: pick(how, variant + i, 'module'),
  }));

  return {
    output: {
      name,
      dreamOutcome: sentence(`${upperFirst(outcome)}${when ? ` ${when}` : ''}`),
      perceivedLikelihood: sentence(
        `Every step is small enough to do in a busy week, and you never work it out alone`,
      ),
      timeDelay: when
        ? sentence(`You see the first change in the first weeks, and the whole result ${when}`)
        : 'You see the first change in the first weeks, not at the end.',
      effortAndSacrifice:
        'One focused hour a week with me, and small changes in between. No extra evenings.',
      valueStack,
      bonuses,
      guarantee: {
        duration: 'Money-back',
        text: 'Do the work with me; if you do not feel the difference in the first month, you get every penny back.',
      },
      scarcity:
        'I work with a small number of clients at a time so everyone gets my full attention.',
      spots: pricePoint === 'premium' ? 5 : null,
      urgency: pick(
        [
          'The next start date fills first: book your call this week.',
          'This round closes once its places are taken.',
        ],
        variant,
        'offer-urgency',
      ),
      price,
      totalValue: Math.max(totalValue, price),
      modules,
      suggested: SUGGESTED_FIGURES.filter(
        (figure) =>
          (figure !== 'price' || herPrice === null) &&
          (figure !== 'spots' || pricePoint === 'premium'),
      ),
    },
    sources: [...r.used],
  };
}

/** A price a person would set: 1,997 rather than 1,798. */
function roundPrice(value: number): number {
  if (value < 100) return Math.max(10, Math.round(value / 10) * 10);
  return Math.round(value / 100) * 100 - 3;
}

/** "within 90 days" → 90; null when the timeframe names no days. */
function days(when: string | null): number | null {
  const found = when ? /(\d{1,3})\s*days?\b/i.exec(when) : null;
  return found ? Number(found[1]) : null;
}

function titleCase(words: string): string {
  return words.split(' ').map(upperFirst).join(' ');
}
