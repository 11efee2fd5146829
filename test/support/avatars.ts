import { avatarInputSchema, type AvatarFields } from '../../src/model/avatars/avatar';
import { EXAMPLE_AVATAR } from '../../src/model/avatars/example-avatar';

/** A wellness coach's client: a new mother, little business vocabulary. */
export const NEW_MUM: AvatarFields = avatarInputSchema.parse({
  name: 'Tired Tess',
  quote: 'I have not slept more than four hours in a row since March.',
  demographics: { profession: 'Primary school teacher', age: '31', location: 'Leeds' },
  dreamOutcome: 'feel like herself again and have the energy to enjoy her baby',
  timeframe: 'in twelve weeks',
  pains: ['surviving on coffee and broken sleep', 'snapping at her partner over nothing'],
  fears: ['that this is just how it will be now'],
  desires: ['go for a run without feeling guilty'],
  goals: ['sleep through the night', 'get back into her jeans'],
  phrases: ['running on empty'],
  objections: [
    {
      objection: 'I cannot leave the baby for an hour',
      answer: 'Every session is online, at nap time.',
    },
  ],
});

/** A business coach's client: a tradesman, few fields filled in. */
export const PLUMBER: AvatarFields = avatarInputSchema.parse({
  name: 'Busy Bob',
  demographics: {
    occupation: 'Plumber with two vans',
    industry: 'Trades',
    businessStage: 'established',
  },
  desiredSituation: 'A business that books jobs while he is under a sink',
  frustrations: ['chasing invoices on Sunday nights', 'quotes that never get answered'],
  triedBefore: ['a marketing agency that took his money'],
});

export const THREE_AVATARS: [string, AvatarFields][] = [
  ['an engineering manager', EXAMPLE_AVATAR],
  ['a new mother', NEW_MUM],
  ['a plumber', PLUMBER],
];
