import { aiFor } from '../own-ai/ai-for';
import type { z } from 'zod';
import type { WritePageAnswer, writePageRequestSchema } from '../../../model/ai/api';
import { pageProposals, pageSlots } from '../../../model/ai/page-slots';
import { AppError, notFound } from '../../errors';
import { keepContent } from '../content/keep-content';
import { getWebsite } from '../websites/get-website';
import { homePageOf } from '../../../model/page-view';
import type { GenerationContext } from './generate-content';
import { readBrandVoice } from '../brand/brand-kit-rows';
import { generationAvatar } from './generation-avatar';
import { generationFacts } from './generation-facts';
import { runGeneration } from './run-generation';

/**
 * POST /api/ai/write-page: copy for every text field of the page (or of one section or element,
 * in a tone), beside what each shows now. Nothing on the page changes: the builder applies a
 * proposal as one undoable edit. Only prose fields are proposed (the registry's roles): prices,
 * product names, dates and links are never written; testimonials, numbers and results are left for
 * the coach and listed in `proofNeeded`.
 */
export async function writePage(
  { db, services, userId, signal }: GenerationContext,
  input: z.output<typeof writePageRequestSchema>,
): Promise<WritePageAnswer> {
  const whole = await getWebsite(db, userId, input.websiteId);
  const pageId = input.pageId ?? homePageOf(whole)?.id;
  if (pageId === undefined || !whole.pages.some((p) => p.id === pageId)) {
    throw new AppError('bad_request', 'pageId is not a page of this website', {
      pageId: 'is not a page of this website',
    });
  }
  // One page's own words: a website of several pages is written a page at a time.
  const website = { ...whole, sections: whole.sections.filter((s) => s.pageId === pageId) };
  const scope = { sectionId: input.sectionId, elementId: input.elementId };
  if (input.sectionId !== undefined && !website.sections.some((s) => s.id === input.sectionId)) {
    throw notFound('Section');
  }
  if (
    input.elementId !== undefined &&
    !website.sections.some((s) => s.elements.some((e) => e.id === input.elementId))
  ) {
    throw notFound('Element');
  }
  const { slots, proof } = pageSlots(website, scope);
  if (slots.length === 0) {
    throw new AppError('bad_request', 'There are no words here for AI to write.', {
      [input.elementId !== undefined ? 'elementId' : 'sectionId']: 'has no text fields to write',
    });
  }
  const avatar = await generationAvatar(db, userId, input.avatar);
  const voice = await readBrandVoice(db, userId);
  const ai = await aiFor(db, services, userId);
  const written = await runGeneration(db, services, userId, signal, (s) =>
    ai.page(
      { avatar: avatar.fields, variant: input.variant, slots, tone: input.tone ?? null, voice },
      s,
    ),
  );
  const proposals = pageProposals(slots, written.output.slots);
  const sectionNames = new Map(website.sections.map((s) => [s.id, s.title || s.name]));
  const proofNeeded = [
    ...new Set(
      proof.map((p) => `${p.label} in “${sectionNames.get(p.sectionId) ?? ''}”: add your own.`),
    ),
  ];
  const facts = generationFacts(
    avatar,
    ai.name,
    input.variant,
    written.sources,
    proofNeeded,
    proposals.map((p) => p.text),
    voice,
  );
  const contentId = await keepContent(db, userId, {
    ...facts,
    kind: 'website',
    title: `Page copy for ${website.name}`,
    body: { shape: 'page', websiteId: website.id, websiteName: website.name, proposals },
  });
  return { ...facts, contentId, kind: 'website', websiteId: website.id, proposals };
}
