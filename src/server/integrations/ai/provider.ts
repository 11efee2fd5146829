import type { PricePoint, Tone } from '../../../model/ai/api';
import type {
  GrandSlamOffer,
  KillerCopy,
  PageCopy,
  SocialContent,
} from '../../../model/ai/outputs';
import type { PageSlot } from '../../../model/ai/page-slots';
import type { AvatarFields } from '../../../model/avatars/avatar';

/**
 * The AI layer's one interface (issue 12): the offline copywriter (default) and an
 * OpenAI-compatible endpoint both write the same four things, validated by the model's schemas.
 */

/** What a provider wrote, and the avatar fields it drew on. */
export type Written<T> = { output: T; sources: string[] };

export type Brief = { avatar: AvatarFields; variant: number };
export type SocialBrief = Brief & { contentType: 'conversion' | 'authority' | 'engagement' };
export type OfferBrief = Brief & {
  serviceType: 'coaching' | 'course' | 'retreat' | 'mastermind';
  pricePoint: PricePoint;
};
export type PageBrief = Brief & { slots: PageSlot[]; tone: Tone | null };

export type AiProvider = {
  /** 'offline', or the configured model's name: kept with each content item. */
  readonly name: string;
  killerCopy(brief: Brief, signal: AbortSignal): Promise<Written<KillerCopy>>;
  social(brief: SocialBrief, signal: AbortSignal): Promise<Written<SocialContent>>;
  offer(brief: OfferBrief, signal: AbortSignal): Promise<Written<GrandSlamOffer>>;
  page(brief: PageBrief, signal: AbortSignal): Promise<Written<PageCopy>>;
};

/** The provider could not write (unreachable, timed out, or answered what the schema refuses). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'timeout' | 'invalid-output' | 'refused' | 'rate-limited',
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
