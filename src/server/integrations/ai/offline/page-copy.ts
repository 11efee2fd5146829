import type { PageCopy } from '../../../../model/ai/outputs';
import type { PageSlot, SlotRole } from '../../../../model/ai/page-slots';
import type { PageBrief, Written } from '../provider';
import { bare, AvatarReader, fit, lowerFirst, pick, plural, sentence, upperFirst } from './voice';
import { asAction, afterYouAre, asState, stopping } from './pains';
import { buttonKey, buttonLabel } from './button-label';
import { toYou } from './person';
import { inTone } from './tone';
import { fallbackText } from './page-fallback';
import { PageMemory, type WrittenAt } from './page-memory';
import { cardOf, HOW } from './page-cards';

type Facts = {
  r: AvatarReader;
  outcome: string;
  when: string | null;
  who: string | null;
  /** Whether the slot is a card's line under a title the page wrote (else it reads alone). */
  titled: boolean;
  /** Which of a card's lines to try: the next when the first is already on the page. */
  turn: number;
};

type Writer = (slot: PageSlot, f: Facts, variant: number) => string;

const salt = (slot: PageSlot) => `${slot.role}:${slot.sectionType}:${slot.index}`;

const WRITERS: Record<SlotRole, Writer> = {
  headline: (slot, { r, outcome, when, who }, v) => {
    const { purpose } = slot;
    if (purpose === 'hero') {
      const pain = r.pain(0);
      return pick(
        [
          `${upperFirst(outcome)}${when ? ` ${when}` : ''}`,
          pain ? stopping(pain) : `You can ${outcome}`,
          `How to ${outcome}`,
        ],
        v,
        salt(slot),
      );
    }
    if (purpose === 'about')
      return pick(
        [
          'Why I do this work',
          'I have been where you are',
          `Why I help ${who ? `every ${who}` : 'people like you'}`,
        ],
        v,
        salt(slot),
      );
    if (purpose === 'offer')
      return pick(
        ['How we get you there', 'What we work on together', 'Your path, step by step'],
        v,
        salt(slot),
      );
    if (purpose === 'proof') return pick(['What clients say', 'In their words'], v, salt(slot));
    if (purpose === 'action')
      return pick([`Ready to ${outcome}?`, 'Your next step', 'Let us talk'], v, salt(slot));
    const goal = r.item('goals', slot.index);
    return goal ? upperFirst(toYou(goal)) : upperFirst(outcome);
  },
  subheadline: (slot, { r, outcome }, v) => {
    const pain = r.pain(slot.index);
    const desire = r.item('desires', slot.index);
    return pick(
      [
        `A clear plan to ${outcome}${pain ? `, so you can stop ${asState(pain)}` : ''}.`,
        desire
          ? sentence(`For when you want to ${toYou(desire).replace(/^to /, '')}`)
          : sentence(`Step by step, at a pace that fits your week`),
        sentence(`Coaching that starts where you are${pain ? `: ${asState(pain)}` : ''}`),
      ],
      v,
      salt(slot),
    );
  },
  short: (slot, { r, who, when }, v) => {
    const power = r.item('powerWords', slot.index);
    return pick(
      [
        who ? `For ${plural(who)}` : 'Coaching',
        power ? upperFirst(power) : 'Your next step',
        when ? `Results ${when}` : 'Made for you',
      ],
      v,
      salt(slot),
    );
  },
  body: (slot, { r, outcome, when }, v) => {
    const { purpose } = slot;
    const pain = r.pain(slot.index);
    const shift = r.text('identityShift');
    const summary = r.text('summary');
    const cost = r.text('costOfInaction');
    const tried = r.item('triedBefore', slot.index);
    const goal = r.item('goals', slot.index);
    const goalAction = goal ? asAction(lowerFirst(toYou(goal))) : null;
    const desire = r.item('desires', slot.index);
    const desireAction = desire ? asAction(lowerFirst(toYou(desire))) : null;
    const phrase = r.item('phrases', slot.index);
    const options = [
      pain
        ? `If you are ${afterYouAre(pain)}, you are not failing: you are carrying too much alone. Together we build a plan to ${outcome}.`
        : null,
      shift ? sentence(`The change is bigger than a new habit: ${lowerFirst(toYou(shift))}`) : null,
      purpose === 'about' && summary
        ? sentence(`I work with people like you: ${lowerFirst(toYou(summary))}`)
        : null,
      cost ? sentence(`Staying where you are has a cost: ${lowerFirst(toYou(cost))}`) : null,
      tried
        ? sentence(
            `You have tried ${toYou(tried)}. This time you do not do it alone, and we keep only what works for you`,
          )
        : null,
      sentence(
        `We start with where you are today and take one step at a time, so you ${outcome}${when ? ` ${when}` : ''}`,
      ),
      goalAction ? `If your goal is to ${goalAction}, ${pick(HOW, slot.index, 'goal-how')}.` : null,
      desireAction
        ? `You want to ${desireAction}. Every session moves you one clear step closer.`
        : null,
      phrase
        ? `“${upperFirst(bare(phrase))}”: I hear it often, and it does not have to stay that way.`
        : null,
    ].filter((o): o is string => o !== null);
    return pick(options, v + slot.index, salt(slot));
  },
  cta: (slot, _f, v) => buttonLabel(slot, v, salt(slot)),
  'item-title': (slot, f, v) => cardOf(slot, f, v).title,
  'item-body': (slot, f, v) => {
    const card = cardOf(slot, f, v);
    return f.titled ? card.line : card.alone;
  },
  'list-item': (slot, { r, outcome }) => {
    const item = r.item('desires', slot.index) ?? r.item('goals', slot.index);
    return item ? upperFirst(toYou(item)) : upperFirst(outcome);
  },
  guarantee: () =>
    'Do the work with me; if you do not feel the difference, you get your money back.',
  'form-heading': (slot, { outcome }, v) =>
    pick(
      [`Ready to ${outcome}?`, 'Tell me where you are stuck', 'Start with a conversation'],
      v,
      salt(slot),
    ),
  'form-intro': (slot, _f, v) =>
    pick(
      [
        'Leave your details and I will get back to you within one working day.',
        'Tell me a little about where you are now, and I will be in touch.',
      ],
      v,
      salt(slot),
    ),
  success: () => 'Thank you. I will be in touch soon to talk about your next step.',
};

/** Roles whose words read as machine-made when a page says them twice (a button may repeat). */
const SAID_ONCE: ReadonlySet<SlotRole> = new Set<SlotRole>([
  'headline',
  'subheadline',
  'body',
  'short',
  'item-title',
  'item-body',
  'list-item',
  'form-heading',
]);
/** How far a text already on the page is looked past: the writer's variants, the avatar's items. */
const VARIANT_SPAN = 5;
const INDEX_SPAN = 4;

/** Copy for every slot of the page, from the avatar alone, in the asked tone. */
export function offlinePageCopy({ avatar, variant, slots, tone }: PageBrief): Written<PageCopy> {
  const r = new AvatarReader(avatar);
  const facts: Facts = {
    r,
    outcome: r.outcome() ?? 'get where you want to be',
    when: r.timeframe(),
    who: r.who(),
    titled: false,
    turn: 0,
  };
  const cut = new Set<string>();
  const memory = new PageMemory(facts.outcome, cut);
  // A writer's text depends on the slot's role, section type, place and length alone, and a page
  // asks the same ones many times over (repeated sections, the tries below).
  const writtenBefore = new Map<string, string>();
  const written = slots.map((slot) => {
    const titled = memory.cardTitleOf(slot) !== null;
    const write = (v: number, index: number, turn = 0) => {
      const key = `${slot.role}|${slot.sectionType}|${index}|${v}|${slot.maxLength}|${buttonKey(slot)}|${titled}|${turn}`;
      let text = writtenBefore.get(key);
      if (text === undefined) {
        const whole = inTone(
          WRITERS[slot.role]({ ...slot, index }, { ...facts, titled, turn }, v),
          slot.role,
          tone,
        );
        text = fit(
          whole,
          tone === 'shorter' ? Math.max(20, Math.floor(slot.maxLength * 0.6)) : slot.maxLength,
        );
        if (text !== whole && !/[.!?]$/.test(text)) cut.add(text);
        writtenBefore.set(key, text);
      }
      return text;
    };
    let at: WrittenAt | null = { v: variant, index: slot.index };
    let text = write(variant, slot.index);
    if (SAID_ONCE.has(slot.role)) {
      const refused = (t: string) => memory.refuses(slot, t);
      // A card's line is written from its title's own pick (or is its plain title's own line);
      // when each of its lines is already on the page, a plain line, never another card's.
      const title = memory.cardTitleOf(slot);
      const matching =
        title === null
          ? []
          : 'plain' in title
            ? [fallbackText(slot.role, title.plain)]
            : [0, 1, 2].map((turn) => write(title.v, title.index, turn));
      const kept = matching.find((m): m is string => m !== null && !refused(m));
      if (kept !== undefined) {
        text = kept;
        at = title !== null && !('plain' in title) ? title : null;
      }
      // While it is already on the page: the writer's other variants (it has a few), then the
      // same with the avatar's next goal, pain or desire.
      for (
        let step = 1;
        title === null && refused(text) && step < VARIANT_SPAN * INDEX_SPAN;
        step += 1
      ) {
        at = {
          v: variant + (step % VARIANT_SPAN),
          index: slot.index + Math.floor(step / VARIANT_SPAN),
        };
        text = write(at.v, at.index);
      }
      // The avatar's words used up: the role's own plain sentences, each once.
      for (let k = 0; refused(text) && fallbackText(slot.role, k) !== null; k += 1) {
        text = fallbackText(slot.role, k) ?? text;
        at = null;
      }
      memory.keep(slot, text, at);
    }
    return { slot: slot.slot, text };
  });
  return { output: { slots: written }, sources: [...r.used] };
}
