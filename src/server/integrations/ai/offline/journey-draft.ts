import type { AvatarFields } from '../../../../model/avatars/avatar';
import type { JourneyDraft } from '../../../../model/ai/outputs';
import type { Brief, Written } from '../provider';
import { bare, lowerFirst, pick, upperFirst } from './voice';
import { asAction } from './pains';
import { toMe } from './person';

type Draft = JourneyDraft['stages'][number];

/** Up to `count` items of the avatar's lists, the first list with any, noting where they came from. */
function from(
  avatar: AvatarFields,
  sources: Set<string>,
  count: number,
  ...fields: (
    | 'pains'
    | 'fears'
    | 'frustrations'
    | 'triedBefore'
    | 'goals'
    | 'desires'
    | 'wateringHoles'
    | 'buyingTriggers'
    | 'values'
  )[]
): string[] {
  for (const field of fields) {
    const items = avatar[field].map((v) => bare(v)).filter(Boolean);
    if (items.length > 0) {
      sources.add(field);
      return items.slice(0, count);
    }
  }
  return [];
}

/**
 * The offline copywriter's first journey map: each stage's questions and feelings drawn from the
 * avatar's own words (pains, frustrations, what they tried, objections, goals, dream outcome), and
 * the touchpoints a coach usually has. Where the avatar says nothing, it asks the coach to find out
 * instead of inventing; it never adds a number or a result.
 */
export function offlineJourneyDraft({ avatar, variant }: Brief): Written<JourneyDraft> {
  const sources = new Set<string>();
  const pains = from(avatar, sources, 2, 'pains', 'frustrations');
  const fears = from(avatar, sources, 2, 'fears', 'frustrations');
  const tried = from(avatar, sources, 2, 'triedBefore');
  const goals = from(avatar, sources, 2, 'goals', 'desires');
  const places = from(avatar, sources, 2, 'wateringHoles');
  const triggers = from(avatar, sources, 1, 'buyingTriggers');
  const objections = avatar.objections.slice(0, 3).map((o) => bare(o.objection));
  if (objections.length > 0) sources.add('objections');
  const dream = bare(avatar.dreamOutcome);
  if (dream) sources.add('dreamOutcome');
  const shift = bare(avatar.identityShift);
  if (shift) sources.add('identityShift');
  const ask = (what: string) => `Ask a client: ${what}`;
  /** The coach's note in the client's own words, as a stage's questions and feelings are said. */
  const mine = (note: string) => lowerFirst(toMe(note));
  const action = (note: string) => asAction(mine(note));

  const awareness: Draft = {
    key: 'awareness',
    questions: pains.length
      ? pains.map((p) => `Why do I keep running into this: ${mine(p)}?`)
      : [ask('what made you start looking for help?')],
    feelings: fears.length
      ? fears.map((f) => `Worried: ${mine(f)}`)
      : ['Unsettled, not yet sure what is wrong'],
    touchpoints: [
      ...places.map((place) => ({
        kind: 'post' as const,
        label: `A post where they already are: ${place}`,
      })),
      {
        kind: 'post',
        label: pick(
          ['A story post about the problem, in their words', 'A short video naming the problem'],
          variant,
          'aw',
        ),
      },
    ],
  };
  const consideration: Draft = {
    key: 'consideration',
    questions: [
      ...tried.map((t) => `Will this work when ${mine(t)} did not?`),
      'Is this coach right for someone like me?',
    ],
    feelings: tried.length
      ? ['Sceptical after trying before', 'Hopeful, carefully']
      : ['Hopeful, carefully'],
    touchpoints: [
      { kind: 'page', label: 'Your landing page' },
      { kind: 'email', label: 'A welcome email with one client story' },
    ],
  };
  const decision: Draft = {
    key: 'decision',
    questions: objections.length
      ? objections.map((o) => upperFirst(/[?]$/.test(o) ? toMe(o) : `${toMe(o)}?`))
      : [ask('what almost stopped you from signing up?')],
    feelings: triggers.length
      ? [`Ready to act after ${lowerFirst(triggers[0] ?? '')}`]
      : ['Ready, but afraid of choosing wrong'],
    touchpoints: [
      { kind: 'call', label: 'Discovery call' },
      { kind: 'page', label: 'Your offer and pricing' },
    ],
  };
  const onboarding: Draft = {
    key: 'onboarding',
    questions: ['What happens first, and what do I need to do?', 'When will I feel a difference?'],
    feelings: ['Relieved to have started', 'Keen for a first win'],
    touchpoints: [
      { kind: 'email', label: 'Welcome email with the first steps' },
      { kind: 'call', label: 'Kick-off session' },
    ],
  };
  const results: Draft = {
    key: 'results',
    questions: goals.length
      ? goals.map((g) => {
          const doing = action(g);
          return doing ? `Will I ${doing}?` : `Am I getting there: ${mine(g)}?`;
        })
      : [ask('what told you it was working?')],
    feelings: dream
      ? [action(dream) ? `Proud to ${action(dream)}` : `Proud: ${mine(dream)}`]
      : ['Proud of the progress'],
    touchpoints: [{ kind: 'call', label: 'Progress check-in' }],
  };
  const advocacy: Draft = {
    key: 'advocacy',
    questions: ['Who do I know who needs this too?'],
    feelings: shift ? [`A new sense of self: ${mine(shift)}`] : ['Grateful, and glad to say so'],
    touchpoints: [
      { kind: 'email', label: 'Ask for a testimonial' },
      { kind: 'post', label: 'Share their story, with their consent' },
    ],
  };
  const stages = [awareness, consideration, decision, onboarding, results, advocacy].map((s) => ({
    ...s,
    questions: s.questions.slice(0, 6),
    feelings: s.feelings.slice(0, 6),
    touchpoints: s.touchpoints.slice(0, 6),
  }));
  return { output: { stages }, sources: [...sources] };
}
