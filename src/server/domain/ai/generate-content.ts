import type { KillerCopyAnswer, OfferAnswer, SocialAnswer } from '../../../model/ai/api';
import type {
  killerCopyRequestSchema,
  offerRequestSchema,
  socialRequestSchema,
} from '../../../model/ai/api';
import { PLATFORM_LABELS } from '../../../model/ai/outputs';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { keepContent } from '../content/keep-content';
import { generationAvatar } from './generation-avatar';
import { generationFacts } from './generation-facts';
import { runGeneration } from './run-generation';

const COPY_PROOF = [
  'A client’s result in their own words, for the proof section.',
  'A number you can stand behind (clients helped, years coaching), if you want one on the page.',
];

/** POST /api/ai/generate-killer-copy: website or email copy, kept as that kind. */
export async function generateKillerCopy(
  db: Db,
  services: Services,
  userId: number,
  input: z.output<typeof killerCopyRequestSchema>,
  signal: AbortSignal,
): Promise<KillerCopyAnswer> {
  const avatar = await generationAvatar(db, userId, input.avatar);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    services.ai.killerCopy({ avatar: avatar.fields, variant: input.variant }, s),
  );
  const proofNeeded = written.output.proof.trim() === '' ? COPY_PROOF : [];
  const facts = generationFacts(
    avatar,
    services.ai.name,
    input.variant,
    written.sources,
    proofNeeded,
    written.output,
  );
  const title = input.kind === 'email' ? written.output.email.subject : written.output.headline;
  const contentId = await keepContent(db, userId, {
    ...facts,
    kind: input.kind,
    title,
    body: { shape: 'killer-copy', copy: written.output },
  });
  return { ...facts, contentId, kind: input.kind, copy: written.output };
}

/** POST /api/ai/generate-social-content */
export async function generateSocial(
  db: Db,
  services: Services,
  userId: number,
  input: z.output<typeof socialRequestSchema>,
  signal: AbortSignal,
): Promise<SocialAnswer> {
  const avatar = await generationAvatar(db, userId, input.avatar);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    services.ai.social(
      { avatar: avatar.fields, variant: input.variant, contentType: input.contentType },
      s,
    ),
  );
  const facts = generationFacts(
    avatar,
    services.ai.name,
    input.variant,
    written.sources,
    [],
    written.output,
  );
  const platforms = written.output.posts.map((p) => PLATFORM_LABELS[p.platform]).join(', ');
  const contentId = await keepContent(db, userId, {
    ...facts,
    kind: 'social',
    title: `Posts for ${platforms}`,
    body: { shape: 'social', copy: written.output },
  });
  return { ...facts, contentId, kind: 'social', copy: written.output };
}

/** POST /api/ai/generate-grand-slam-offer */
export async function generateOffer(
  db: Db,
  services: Services,
  userId: number,
  input: z.output<typeof offerRequestSchema>,
  signal: AbortSignal,
): Promise<OfferAnswer> {
  const avatar = await generationAvatar(db, userId, input.avatar);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    services.ai.offer(
      {
        avatar: avatar.fields,
        variant: input.variant,
        serviceType: input.serviceType,
        pricePoint: input.pricePoint,
      },
      s,
    ),
  );
  const proofNeeded = [
    `Your own prices and guarantee terms: the figures are starting points for a ${input.pricePoint} offer.`,
    'A client result that shows the offer works, for the page and the guarantee.',
  ];
  const facts = generationFacts(
    avatar,
    services.ai.name,
    input.variant,
    written.sources,
    proofNeeded,
    written.output,
  );
  const contentId = await keepContent(db, userId, {
    ...facts,
    kind: 'offer',
    title: written.output.name,
    body: { shape: 'offer', copy: written.output },
  });
  return { ...facts, contentId, kind: 'offer', copy: written.output };
}
