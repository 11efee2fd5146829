import type { AiProvider } from '../provider';
import { offlineKillerCopy } from './killer-copy';
import { offlineOffer } from './offer';
import { offlinePageCopy } from './page-copy';
import { offlineSocial } from './social';
import { offlineStoryBeat } from './story-beat';
import { offlineJourneyDraft } from './journey-draft';
import { offlineCoachAnswer } from './coach-session';
import { paced } from './paced';

/**
 * The default provider: the product's own copywriter, deterministic, with no network and no
 * account anywhere (so `npm start` writes real copy from the avatar's fields).
 */
export const offlineProvider: AiProvider = {
  name: 'offline',
  killerCopy: async ({ avatar, variant }) => offlineKillerCopy(avatar, variant),
  social: async (brief) => offlineSocial(brief),
  offer: async (brief) => offlineOffer(brief),
  page: async (brief) => offlinePageCopy(brief),
  storyBeat: async (brief) => offlineStoryBeat(brief),
  journeyDraft: async (brief) => offlineJourneyDraft(brief),
  coachReply: (brief, signal) => paced(offlineCoachAnswer(brief), signal),
};
