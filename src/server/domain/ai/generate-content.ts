import type { z } from 'zod';
import type { GenerationFacts } from '../../../model/ai/api';
import type {
  KillerCopyAnswer,
  killerCopyRequestSchema,
  OfferAnswer,
  offerRequestSchema,
  SocialAnswer,
  socialRequestSchema,
} from '../../../model/ai/api';
import type { ContentBody, ContentKind } from '../../../model/ai/content';
import { PLATFORM_LABELS } from '../../../model/ai/outputs';
import type { AvatarFields } from '../../../model/avatars/avatar';
import type { Db } from '../../db/database';
import type { AiProvider, Written } from '../../integrations/ai/provider';
import { aiFor } from '../own-ai/ai-for';
import type { Services } from '../../services';
import type { BrandVoice } from '../../../model/brand/brand-kit';
import type { OfferFields } from '../../../model/offers/offer';
import { firstOffer } from '../offers/first-offer';
import { readBrandVoice } from '../brand/brand-kit-rows';
import { keepContent } from '../content/keep-content';
import { generationAvatar } from './generation-avatar';
import { generationFacts } from './generation-facts';
import { runGeneration } from './run-generation';

const COPY_PROOF = [
  'A client’s result in their own words, for the proof section.',
  'A number you can stand behind (clients helped, years coaching), if you want one on the page.',
];

/** Who asks, and the request's signal (a cancelled request aborts the provider call). */
export type GenerationContext = { db: Db; services: Services; userId: number; signal: AbortSignal };

/** One kind of generation: which provider call writes it, and how it is kept. */
type Generation<T, K extends ContentKind> = {
  avatar: Parameters<typeof generationAvatar>[2];
  variant: number;
  write: (
    ai: AiProvider,
    avatar: AvatarFields,
    signal: AbortSignal,
    voice: BrandVoice | null,
    myOffer: OfferFields | null,
  ) => Promise<Written<T>>;
  kind: K;
  proofNeeded: (output: T) => string[];
  title: (output: T) => string;
  body: (output: T) => ContentBody;
};

/** Writes for the avatar (rate-limited, cancellable), and keeps it in the content library. */
async function writeAndKeep<T, K extends ContentKind>(
  { db, services, userId, signal }: GenerationContext,
  g: Generation<T, K>,
): Promise<GenerationFacts & { kind: K; copy: T }> {
  const avatar = await generationAvatar(db, userId, g.avatar);
  const voice = await readBrandVoice(db, userId);
  const myOffer = await firstOffer(db, userId);
  const ai = await aiFor(db, services, userId);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    g.write(ai, avatar.fields, s, voice, myOffer),
  );
  const facts = generationFacts(
    avatar,
    ai.name,
    g.variant,
    written.sources,
    g.proofNeeded(written.output),
    written.output,
    voice,
  );
  const contentId = await keepContent(db, userId, {
    ...facts,
    kind: g.kind,
    title: g.title(written.output),
    body: g.body(written.output),
  });
  return { ...facts, contentId, kind: g.kind, copy: written.output };
}

/** POST /api/ai/generate-killer-copy: website or email copy, kept as that kind. */
export function generateKillerCopy(
  context: GenerationContext,
  input: z.output<typeof killerCopyRequestSchema>,
): Promise<KillerCopyAnswer> {
  return writeAndKeep(context, {
    avatar: input.avatar,
    variant: input.variant,
    write: (ai, avatar, s, voice, myOffer) =>
      ai.killerCopy({ avatar, variant: input.variant, voice, myOffer }, s),
    kind: input.kind,
    proofNeeded: (copy) => (copy.proof.trim() === '' ? COPY_PROOF : []),
    title: (copy) => (input.kind === 'email' ? copy.email.subject : copy.headline),
    body: (copy) => ({ shape: 'killer-copy', copy }),
  });
}

/** POST /api/ai/generate-social-content */
export function generateSocial(
  context: GenerationContext,
  input: z.output<typeof socialRequestSchema>,
): Promise<SocialAnswer> {
  return writeAndKeep(context, {
    avatar: input.avatar,
    variant: input.variant,
    write: (ai, avatar, s, voice, myOffer) =>
      ai.social(
        { avatar, variant: input.variant, contentType: input.contentType, voice, myOffer },
        s,
      ),
    kind: 'social',
    proofNeeded: () => [],
    title: (copy) => `Posts for ${copy.posts.map((p) => PLATFORM_LABELS[p.platform]).join(', ')}`,
    body: (copy) => ({ shape: 'social', copy }),
  });
}

/** POST /api/ai/generate-grand-slam-offer */
export function generateOffer(
  context: GenerationContext,
  input: z.output<typeof offerRequestSchema>,
): Promise<OfferAnswer> {
  return writeAndKeep(context, {
    avatar: input.avatar,
    variant: input.variant,
    write: (ai, avatar, s, voice, myOffer) =>
      ai.offer(
        {
          avatar,
          voice,
          myOffer,
          variant: input.variant,
          serviceType: input.serviceType,
          pricePoint: input.pricePoint,
        },
        s,
      ),
    kind: 'offer',
    proofNeeded: (copy) => [
      copy.suggested.includes('price')
        ? `Your own prices and guarantee terms: the figures are starting points for a ${input.pricePoint} offer.`
        : 'Your guarantee terms: the value stack, bonuses and guarantee are suggestions until you make them yours.',
      'A client result that shows the offer works, for the page and the guarantee.',
    ],
    title: (copy) => copy.name,
    body: (copy) => ({ shape: 'offer', copy }),
  });
}
