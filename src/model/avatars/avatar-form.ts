import type { AvatarFields, Demographics } from './avatar';

/**
 * The avatar form, declared once: its groups, each field's label, kind and example (shown as the
 * placeholder), in the order a coach fills them in. The form and the completeness meter read it.
 */

export type AvatarFieldKind = 'line' | 'paragraph' | 'list' | 'stage' | 'objections' | 'evidence';

export type AvatarFieldDef = {
  /** `goals`, or `demographics.age` for a demographic. */
  path: string;
  label: string;
  kind: AvatarFieldKind;
  example: string;
  /** Counted by the completeness meter. */
  counts: boolean;
};

export type AvatarFieldGroup = { title: string; hint: string; fields: AvatarFieldDef[] };

const f = (
  path: string,
  label: string,
  kind: AvatarFieldKind,
  example: string,
  counts = true,
): AvatarFieldDef => ({ path, label, kind, example, counts });

export const AVATAR_FORM: AvatarFieldGroup[] = [
  {
    title: 'Who they are',
    hint: 'A real person you could picture across the table.',
    fields: [
      f('name', 'Name', 'line', 'Overwhelmed Olivia'),
      f(
        'summary',
        'Summary',
        'paragraph',
        'A first-time manager who was promoted for her skill, not her leadership, and now works every evening.',
      ),
      f('demographics.profession', 'Profession', 'line', 'Engineering manager'),
      f(
        'demographics.occupation',
        'Occupation',
        'line',
        'Leads a team of 8 at a software company',
        false,
      ),
      f('demographics.age', 'Age', 'line', '34'),
      f('demographics.gender', 'Gender', 'line', 'Woman', false),
      f('demographics.location', 'Location', 'line', 'Manchester, UK'),
      f('demographics.income', 'Income', 'line', '£70k a year', false),
      f('demographics.education', 'Education', 'line', 'Computer science degree', false),
      f('demographics.familyStatus', 'Family status', 'line', 'Married, one toddler', false),
      f('demographics.industry', 'Industry', 'line', 'Software'),
      f('demographics.businessStage', 'Business stage', 'stage', ''),
      f('demographics.revenueBand', 'Revenue band', 'line', 'Under £100k', false),
      f('demographics.teamSize', 'Team size', 'line', '8 direct reports', false),
    ],
  },
  {
    title: 'Where they are and where they want to be',
    hint: 'The gap your offer closes.',
    fields: [
      f(
        'currentSituation',
        'Current situation',
        'paragraph',
        'Works 60-hour weeks, redoes her team’s work at night, and dreads one-to-ones.',
      ),
      f(
        'desiredSituation',
        'Desired situation',
        'paragraph',
        'A team that runs without her in every detail, and evenings with her family.',
      ),
      f(
        'dreamOutcome',
        'Dream outcome',
        'paragraph',
        'lead a team that delivers without her working late',
      ),
      f('timeframe', 'Timeframe', 'line', 'within 90 days'),
    ],
  },
  {
    title: 'Goals and values',
    hint: 'What they want, and what they will not trade for it.',
    fields: [
      f('goals', 'Goals', 'list', 'Get promoted to senior manager'),
      f('values', 'Values', 'list', 'Fairness'),
      f('desires', 'Desires', 'list', 'Be respected by her team'),
      f(
        'identityShift',
        'Identity shift',
        'paragraph',
        'From the best engineer in the room to the leader who makes others better.',
      ),
    ],
  },
  {
    title: 'Pains and fears',
    hint: 'What keeps them up at night, in their words.',
    fields: [
      f('pains', 'Pains', 'list', 'working every evening to fix her team’s mistakes'),
      f('fears', 'Fears', 'list', 'being found out as a fraud'),
      f('frustrations', 'Frustrations', 'list', 'meetings that end without decisions'),
      f('triedBefore', 'Tried before', 'list', 'a weekend leadership course'),
      f(
        'costOfInaction',
        'Cost of doing nothing',
        'paragraph',
        'Burnout, a missed promotion, and a team that quietly leaves.',
      ),
    ],
  },
  {
    title: 'Buying',
    hint: 'What stops them, and what tips them over.',
    fields: [
      f('objections', 'Objections', 'objections', 'I do not have time for coaching'),
      f('buyingTriggers', 'Buying triggers', 'list', 'a bad performance review'),
      f('awarenessLevel', 'Awareness level', 'line', 'Knows the problem, not the solution'),
    ],
  },
  {
    title: 'Their words',
    hint: 'Copy verbatim from calls, reviews and messages.',
    fields: [
      f(
        'quote',
        'A line in their voice',
        'line',
        'I feel like I am the bottleneck for everything.',
      ),
      f('phrases', 'Phrases they use', 'list', 'I am drowning in Slack'),
      f('powerWords', 'Power words', 'list', 'calm'),
      f('wordsToAvoid', 'Words to avoid', 'list', 'hustle'),
    ],
  },
  {
    title: 'Where to find them, and who it is not for',
    hint: 'Where they already spend time.',
    fields: [
      f('wateringHoles', 'Watering holes', 'list', 'LinkedIn'),
      f('notFor', 'Not for', 'list', 'Founders looking for investment advice'),
    ],
  },
  {
    title: 'Evidence and notes',
    hint: 'What you know from interviews and surveys, and what is still a guess.',
    fields: [
      f('evidence', 'Evidence', 'evidence', 'Said she works late 4 nights a week'),
      f('notes', 'Notes', 'paragraph', 'Anything else worth remembering.', false),
    ],
  },
];

const LABELS: ReadonlyMap<string, string> = new Map(
  AVATAR_FORM.flatMap((group) => group.fields).map((field) => [field.path, field.label]),
);

/** What the coach calls a field an answer drew on ('Dream outcome' for `dreamOutcome`). */
export function avatarFieldLabel(path: string): string {
  return LABELS.get(path) ?? path;
}

/** The value at a form path (`demographics.age` or `goals`). */
export function avatarValueAt(avatar: AvatarFields, path: string): unknown {
  if (path.startsWith('demographics.')) {
    return avatar.demographics[path.slice('demographics.'.length) as keyof Demographics];
  }
  return avatar[path as keyof AvatarFields];
}

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

export type Completeness = { percent: number; missing: AvatarFieldDef[] };

/** How much of what copy draws on is filled in, and what is still missing, in form order. */
export function avatarCompleteness(avatar: AvatarFields): Completeness {
  const counted = AVATAR_FORM.flatMap((group) => group.fields).filter((field) => field.counts);
  const missing = counted.filter((field) => !isFilled(avatarValueAt(avatar, field.path)));
  const percent = Math.round(((counted.length - missing.length) / counted.length) * 100);
  return { percent, missing };
}
