import type { PricePoint, Tone } from '../../../model/ai/api';
import type {
  GrandSlamOffer,
  KillerCopy,
  PageCopy,
  SocialContent,
  StoryBeat,
  JourneyDraft,
} from '../../../model/ai/outputs';
import type { PageSlot } from '../../../model/ai/page-slots';
import type { AvatarFields } from '../../../model/avatars/avatar';
import type { BrandVoice } from '../../../model/brand/brand-kit';
import type { OfferFields } from '../../../model/offers/offer';
import type { Beat, BeatNotes, Framework } from '../../../model/stories/frameworks';
import type { StoryKind } from '../../../model/stories/story';
import type { CoachBrief } from './coach-brief';

/**
 * The AI layer's one interface (issue 12): the offline copywriter (default) and an
 * OpenAI-compatible endpoint both write the same four things, validated by the model's schemas.
 */

/** What a provider wrote, and the avatar fields it drew on. */
export type Written<T> = { output: T; sources: string[] };

/**
 * `voice`: the coach's brand voice, when their kit has one. `myOffer`: her own offer (My offers),
 * when she has one: its name, price and links are facts a writer takes as they are.
 */
export type Brief = {
  avatar: AvatarFields;
  variant: number;
  voice?: BrandVoice | null;
  myOffer?: OfferFields | null;
};
export type SocialBrief = Brief & { contentType: 'conversion' | 'authority' | 'engagement' };
export type OfferBrief = Brief & {
  serviceType: 'coaching' | 'course' | 'retreat' | 'mastermind';
  pricePoint: PricePoint;
};
export type PageBrief = Brief & { slots: PageSlot[]; tone: Tone | null };
/** One beat of a story in a framework; the avatar when the coach has one. */
export type StoryBeatBrief = {
  avatar: AvatarFields | null;
  voice?: BrandVoice | null;
  framework: Framework;
  beat: Beat;
  kind: StoryKind;
  person: string;
  result: string;
  notes: BeatNotes;
  variant: number;
};

export type AiProvider = {
  /** 'offline', or the configured model's name: kept with each content item. */
  readonly name: string;
  killerCopy(brief: Brief, signal: AbortSignal): Promise<Written<KillerCopy>>;
  social(brief: SocialBrief, signal: AbortSignal): Promise<Written<SocialContent>>;
  offer(brief: OfferBrief, signal: AbortSignal): Promise<Written<GrandSlamOffer>>;
  page(brief: PageBrief, signal: AbortSignal): Promise<Written<PageCopy>>;
  storyBeat(brief: StoryBeatBrief, signal: AbortSignal): Promise<Written<StoryBeat>>;
  journeyDraft(brief: Brief, signal: AbortSignal): Promise<Written<JourneyDraft>>;
  /** The AI Business Coach's answer, piece by piece as it is written; the signal stops it. */
  coachReply(brief: CoachBrief, signal: AbortSignal): AsyncIterable<string>;
};

/** The provider could not write (unreachable, timed out, or answered what the schema refuses). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'timeout' | 'invalid-output' | 'refused' | 'rate-limited',
    /** What the provider said, for the operator's log (the key already taken out). */
    readonly detail = '',
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
