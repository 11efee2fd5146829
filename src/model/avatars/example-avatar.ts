import { avatarInputSchema, type AvatarFields } from './avatar';

/** The worked example a coach may start from when they have no avatar yet (the empty state). */
export const EXAMPLE_AVATAR: AvatarFields = avatarInputSchema.parse({
  name: 'Overwhelmed Olivia',
  summary:
    'A first-time manager promoted for her technical skill, not her leadership, who now works most evenings to keep her team on track.',
  quote: 'I feel like I am the bottleneck for everything.',
  demographics: {
    profession: 'Engineering manager',
    occupation: 'Leads a team of eight at a software company',
    age: '34',
    gender: 'Woman',
    location: 'Manchester, UK',
    industry: 'Software',
    businessStage: 'growing',
    teamSize: 'Eight direct reports',
  },
  currentSituation:
    'She works 60-hour weeks, redoes her team’s work at night and dreads one-to-ones.',
  desiredSituation: 'A team that delivers without her in every detail, and evenings at home.',
  dreamOutcome: 'lead a team that delivers without working late',
  timeframe: 'within 90 days',
  goals: ['get promoted to senior manager', 'leave the office by six'],
  values: ['fairness', 'craft', 'family time'],
  desires: ['be respected by her team', 'feel calm on a Monday morning'],
  identityShift: 'From the best engineer in the room to the leader who makes others better.',
  pains: ['working every evening to fix her team’s mistakes', 'one-to-ones that go nowhere'],
  fears: ['being found out as a fraud', 'burning out before she is 40'],
  frustrations: ['meetings that end without a decision', 'being pulled into every fire'],
  triedBefore: ['a weekend leadership course', 'management books she never finished'],
  costOfInaction: 'Burnout, a missed promotion and a team that quietly leaves.',
  objections: [
    {
      objection: 'I do not have time for coaching',
      answer: 'The sessions replace hours of firefighting you already do every week.',
    },
    {
      objection: 'My company should pay for this',
      answer: 'Many clients expense it; we give you a one-page summary for your manager.',
    },
  ],
  buyingTriggers: ['a bad performance review', 'a key engineer handing in notice'],
  awarenessLevel: 'Knows the problem, not the solution',
  phrases: ['I am drowning in Slack', 'I just do it myself because it is faster'],
  powerWords: ['calm', 'clear', 'confident'],
  wordsToAvoid: ['hustle', 'crush it'],
  wateringHoles: ['LinkedIn', 'the Lead Dev newsletter'],
  notFor: ['founders looking for investment advice'],
  evidence: [
    { claim: 'Works late four nights a week', source: 'interview' },
    { claim: 'Wants clearer one-to-ones', source: 'survey' },
  ],
});
