import { avatarInputSchema, type AvatarFields } from '../../src/model/avatars/avatar';
import { THREE_AVATARS } from './avatars';

/**
 * The copy corpus's clients: twelve professions, women, men and no one named, notes in the third
 * person ("works 12-hour shifts, covers for her manager"), in the client's own voice and in bare
 * phrases, short and long, with capitals and brackets the way coaches really type them.
 */
const parse = (raw: Parameters<typeof avatarInputSchema.parse>[0]) => avatarInputSchema.parse(raw);

/** The coach's trial: a career-transition coach for nurses (issue 24). */
export const NURSE: AvatarFields = parse({
  name: 'Night-shift Nadia',
  summary: 'Works 12-hour shifts, covers for her manager and already leads her shift',
  quote: 'I love my patients but I cannot do another winter of nights.',
  demographics: { profession: 'Registered nurse (charge nurse)', gender: 'Female', age: '38' },
  currentSituation: 'works 12-hour shifts, covers for her manager',
  dreamOutcome: 'Have weekends with her kids',
  timeframe: 'within 8 weeks',
  goals: ['Stop working night shifts', 'Land a day-time role in clinical education'],
  desires: ['Have weekends with her kids', 'be paid for the leadership she already does'],
  pains: ['Being passed over for promotions', 'missing bedtime three nights a week'],
  fears: ['that she is too old to change direction'],
  triedBefore: ['applying for every job on the NHS board'],
  objections: [
    {
      objection: 'I cannot afford a pay cut',
      answer: 'We look at roles that pay the same or more.',
    },
  ],
  values: ['Patient care', 'Family time'],
  powerWords: ['calm'],
  wateringHoles: ['Nursing Times forums'],
});

export const LAWYER: AvatarFields = parse({
  name: 'Partner-track Paul',
  demographics: {
    profession: 'Senior associate at a law firm',
    gender: 'Male',
    location: 'London',
  },
  currentSituation: 'He bills 2,400 hours a year and answers email at midnight',
  dreamOutcome: 'make partner without missing his daughter growing up',
  goals: ['get home by seven', 'delegate the first drafts'],
  pains: [
    'he checks his phone at dinner',
    'his partners see him as a safe pair of hands, not a leader',
  ],
  frustrations: ['reviews that say "more presence" and nothing else'],
  triedBefore: ['a time-management course'],
  identityShift: 'from the associate who does everything to the partner who decides',
  costOfInaction: 'another five years of weekends lost to due diligence',
  powerWords: ['decisive'],
});

export const FOUNDER: AvatarFields = parse({
  name: 'Scaling Sam',
  summary: 'They run a ten-person SaaS start-up and they are the bottleneck',
  demographics: { occupation: 'Start-up founder', industry: 'Software', teamSize: '10' },
  dreamOutcome: 'a team that ships without them in every meeting',
  goals: ['hire a head of product', 'take a real holiday'],
  pains: ['they approve every pull request', 'investors keep asking about burn rate'],
  fears: ['that the company will stall if they step back'],
  objections: [{ objection: 'I do not have time for coaching', answer: '' }],
  values: ['ownership', 'speed'],
});

export const PHYSIO: AvatarFields = parse({
  name: 'Clinic Claire',
  quote: 'My diary is full and my bank account is not.',
  demographics: { profession: 'Physiotherapist', gender: 'Female', businessStage: 'growing' },
  desiredSituation: 'A clinic that runs on Thursdays without her',
  goals: ['raise her prices', 'hire an associate'],
  pains: ['undercharging for every appointment'],
  desires: ['take Fridays off'],
  phrases: ['fully booked and still broke'],
});

export const TEACHER: AvatarFields = parse({
  name: 'Head of Year Harry',
  demographics: { profession: 'Secondary school teacher', gender: 'Male' },
  dreamOutcome: 'leave teaching for instructional design',
  timeframe: 'by September',
  goals: ['Build a portfolio', 'Learn Articulate Storyline'],
  pains: ['marking until 11pm every night'],
  triedBefore: ['sending his CV to recruiters'],
  buyingTriggers: ['another Ofsted inspection'],
  wateringHoles: ['LinkedIn', 'r/Teachers'],
});

export const CHEF: AvatarFields = parse({
  name: 'Chef Marco',
  summary:
    'He owns a 40-cover restaurant, works every service and has not had a Saturday off in three years',
  demographics: { occupation: 'Chef-owner', industry: 'Hospitality', gender: 'Male' },
  dreamOutcome: 'a kitchen that runs to his standard when he is not on the pass',
  pains: ['He shouts when the tickets pile up', 'his sous chef just quit'],
  frustrations: ['staff who leave after a month'],
  costOfInaction: 'his health, and the restaurant he spent his savings on',
  objections: [
    { objection: 'Nobody cooks it like I do', answer: 'Then we write down how you do it.' },
  ],
  powerWords: ['proud'],
});

export const MUM_RETURNER: AvatarFields = parse({
  name: 'Returning Rosa',
  quote: 'I feel like my brain went on maternity leave too',
  demographics: {
    profession: 'Marketing manager returning from maternity leave',
    gender: 'Female',
  },
  currentSituation: 'She doubts herself in every meeting and says yes to everything',
  dreamOutcome: 'feel confident at work again',
  goals: ['ask for a four-day week'],
  fears: ['being seen as less committed'],
  desires: ['Feel like herself again'],
  identityShift: 'from apologising for being a mother to leading as one',
});

export const PASTOR: AvatarFields = parse({
  name: 'Pastor Dan',
  demographics: { occupation: 'Church minister', gender: 'Male' },
  dreamOutcome: 'lead his congregation without burning out',
  pains: ['is on call seven days a week'],
  values: ['faith', 'service'],
});

export const DEVELOPER: AvatarFields = parse({
  name: 'Dev Priya',
  quote: "I'm the only woman on the team and I still do the note-taking",
  demographics: { profession: 'Software engineer', gender: 'Female', location: 'Bangalore' },
  currentSituation: 'I write the best code on the team and nobody notices',
  dreamOutcome: 'I want to be promoted to staff engineer',
  goals: ['speak up in design reviews', 'get a sponsor'],
  pains: ['I get interrupted in every meeting'],
  frustrations: ['my manager takes credit for my work'],
  triedBefore: ['a women-in-tech network'],
  powerWords: ['visible'],
  wateringHoles: ['Slack communities', 'Twitter'],
});

export const FARMER: AvatarFields = parse({
  name: 'Farmer Gwen',
  summary:
    'Runs a 200-acre family dairy farm with her husband. She is up at 4:30 for milking, does the books at night, and worries that the farm will not survive to the next generation. Her son wants to take over but she does not know how to hand over. She has read every succession guide from the NFU and none of them talk about the family arguments.',
  demographics: { occupation: 'Dairy farmer', gender: 'Female', location: 'Devon' },
  dreamOutcome: 'hand the farm to her son without a family war',
  timeframe: 'over the next two years',
  pains: ['arguing about succession at every Sunday lunch', 'doing the accounts at midnight'],
  fears: ['losing the farm her grandfather built'],
  goals: ['write a succession plan', 'sleep past five once a week'],
  triedBefore: ['a solicitor who only talked about tax'],
  costOfInaction: 'the farm, and the family with it',
});

export const RETIREE: AvatarFields = parse({
  name: 'Recently retired Ray',
  demographics: { profession: 'Retired police officer', age: '58', gender: 'Male' },
  dreamOutcome: 'Find a purpose after 30 years in the force',
  pains: ['Feels invisible since he handed in his warrant card'],
});

/** Read on a fresh clone (issue 24): notes that start "is ..." and "has ...", without a subject. */
export const PHARMACIST: AvatarFields = parse({
  name: 'Burnt-out Bella',
  demographics: { profession: 'Hospital pharmacist', gender: 'Female' },
  dreamOutcome: 'be a pharmacy manager who leaves at five',
  pains: ['is covering two roles since the restructure', 'has no time for herself'],
  goals: ['apply for the lead pharmacist post', 'say no to extra shifts'],
  values: ['Patient safety'],
  triedBefore: ['a mindfulness app'],
});

/** A tradesman whose pain is a state with no verb ('on call...'), and a symbol in his name. */
export const PLUMBER: AvatarFields = parse({
  name: 'Dev the plumber <3',
  summary: 'Runs a two-van plumbing business in Leeds and answers the phone at 10pm.',
  pains: ['on call seven days a week', 'quotes that never turn into jobs'],
  goals: ['a booked-out diary at £85 an hour', 'weekends off'],
  values: ['honest work', 'family'],
  phrases: ['I just want my Saturdays back'],
});

/** A salon owner whose two pains are both things to deal with (no verb, no subject). */
export const SALON_OWNER: AvatarFields = parse({
  name: 'Priya, salon owner',
  summary: 'Owns a four-chair hair salon in Bristol and still does the books on Sundays.',
  pains: ['no-shows every Saturday', 'clients who haggle over a £45 cut'],
  goals: ['a waiting list for Saturday appointments', 'Sundays with her family'],
  values: ['craft', 'kindness'],
  phrases: ['My chairs should never sit empty'],
});

/** Seventeen avatars: the three the unit tests share, and fourteen more. */
export const CORPUS_AVATARS: [string, AvatarFields][] = [
  ...THREE_AVATARS,
  ['a registered nurse', NURSE],
  ['a lawyer', LAWYER],
  ['a founder', FOUNDER],
  ['a physiotherapist', PHYSIO],
  ['a teacher', TEACHER],
  ['a chef', CHEF],
  ['a returning mother', MUM_RETURNER],
  ['a minister', PASTOR],
  ['a software engineer', DEVELOPER],
  ['a dairy farmer', FARMER],
  ['a retired police officer', RETIREE],
  ['a hospital pharmacist', PHARMACIST],
  ['a plumber', PLUMBER],
  ['a salon owner', SALON_OWNER],
];
