import {
  grandSlamOfferSchema,
  journeyDraftSchema,
  killerCopySchema,
  pageCopySchema,
  socialContentSchema,
  storyBeatSchema,
} from '../../../../model/ai/outputs';
import type { AiProvider } from '../provider';
import { withinLimits } from './within-limits';
import { killerCopyWithBooking, socialWithBooking } from './booking-link';
import { killerCopyInVoice, socialInVoice } from './brand-voice';
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
  killerCopy: async ({ avatar, variant, voice, myOffer }) =>
    withinLimits(
      killerCopySchema,
      killerCopyWithBooking(
        killerCopyInVoice(offlineKillerCopy(avatar, variant), voice, variant),
        myOffer,
      ),
    ),
  social: async (brief) =>
    withinLimits(
      socialContentSchema,
      socialWithBooking(
        socialInVoice(offlineSocial(brief), brief.voice, brief.variant),
        brief.myOffer,
        brief.contentType,
      ),
    ),
  offer: async (brief) => withinLimits(grandSlamOfferSchema, offlineOffer(brief)),
  page: async (brief) => withinLimits(pageCopySchema, offlinePageCopy(brief)),
  storyBeat: async (brief) => withinLimits(storyBeatSchema, offlineStoryBeat(brief)),
  journeyDraft: async (brief) => withinLimits(journeyDraftSchema, offlineJourneyDraft(brief)),
  coachReply: (brief, signal) => paced(offlineCoachAnswer(brief), signal),
};
