import type { AvatarFields } from '../../../model/avatars/avatar';
import type { BrandVoice } from '../../../model/brand/brand-kit';
import { bookingLine, myOfferBlock, offerFiguresLine } from './my-offer-prompt';
import type { Brief, PageBrief, OfferBrief, SocialBrief, StoryBeatBrief } from './provider';

/**
 * What the OpenAI-compatible provider tells the model. The rules are the product's promise: the
 * avatar's own words, no invented proof, none of the phrases that make copy sound machine-made.
 */
export const SYSTEM_PROMPT = [
  'You are a direct-response copywriter for a business coach. You write for one ideal client,',
  'described by the customer avatar you are given, in plain, warm, specific English.',
  'Rules:',
  '- Use the avatar’s own words (phrases, pains, desires, dream outcome) wherever they fit.',
  '- Never invent numbers, results, testimonials, client names or credentials. Use only numbers',
  '  that appear in the avatar. Where proof would help, leave the proof field empty.',
  '- Never use: unlock, delve, unleash, elevate, embark, game-changer, seamless, tapestry, realm,',
  '  supercharge, revolutionize, "it’s not just X, it’s Y", "in today’s fast-paced world".',
  '- Write every sentence in full: nothing in square brackets for the coach to fill in, no',
  '  filler Latin, no repeated sentences.',
  '- In "sources", list the avatar field names you drew on (for example "pains", "dreamOutcome",',
  '  "demographics.profession").',
  'Answer with JSON matching the given schema and nothing else.',
].join('\n');

/** The avatar without its empty fields: shorter prompts, and nothing for the model to fill in. */
export function avatarForPrompt(avatar: AvatarFields): Record<string, unknown> {
  const filled = (value: unknown): boolean =>
    Array.isArray(value) ? value.length > 0 : value !== '' && value !== null;
  const demographics = Object.fromEntries(
    Object.entries(avatar.demographics).filter(([, v]) => filled(v)),
  );
  const rest = Object.fromEntries(
    Object.entries(avatar).filter(([key, v]) => key !== 'demographics' && filled(v)),
  );
  return Object.keys(demographics).length > 0 ? { ...rest, demographics } : rest;
}

/** The coach's brand voice, when their kit has one: words to sound like, phrases to use or avoid. */
export function voiceBlock(voice: BrandVoice | null | undefined): string {
  if (!voice) return '';
  const lines = [
    voice.tone.length > 0 ? `Tone: ${voice.tone.join(', ')}.` : '',
    voice.do.length > 0
      ? `Phrases the coach likes to use: ${voice.do.map((p) => `"${p}"`).join(', ')}.`
      : '',
    voice.dont.length > 0 ? `Never use: ${voice.dont.map((p) => `"${p}"`).join(', ')}.` : '',
    voice.taglines.length > 0
      ? `The coach's taglines (use one where a tagline fits): ${voice.taglines.map((p) => `"${p}"`).join(', ')}.`
      : '',
  ].filter(Boolean);
  return lines.length > 0 ? `\n\nThe coach's brand voice:\n${lines.join('\n')}` : '';
}

const avatarBlock = (avatar: AvatarFields, voice?: BrandVoice | null) =>
  `Customer avatar:\n${JSON.stringify(avatarForPrompt(avatar), null, 2)}${voiceBlock(voice)}`;

const variantLine = (variant: number) =>
  variant > 0 ? `\nThis is attempt ${variant + 1}: write a clearly different version.` : '';

export function killerCopyPrompt({ avatar, variant, voice, myOffer }: Brief): string {
  return `${avatarBlock(avatar, voice)}${myOfferBlock(myOffer)}\n\nWrite landing-page copy (headline, subheadline, hook, problem, agitation, solution, 3 to 6 benefits, proof, call to action) and one email (subject, preview text, body) for this client.${bookingLine(myOffer)}${variantLine(variant)}`;
}

export function socialPrompt({
  avatar,
  variant,
  contentType,
  voice,
  myOffer,
}: SocialBrief): string {
  return `${avatarBlock(avatar, voice)}${myOfferBlock(myOffer)}\n\nWrite ${contentType} social posts for LinkedIn, Instagram, Facebook and X, each with a hook, a body, a call to action and a few hashtags.${bookingLine(myOffer)}${variantLine(variant)}`;
}

export function offerPrompt({
  avatar,
  variant,
  serviceType,
  pricePoint,
  voice,
  myOffer,
}: OfferBrief): string {
  return `${avatarBlock(avatar, voice)}${myOfferBlock(myOffer)}\n\nDesign a ${pricePoint} ${serviceType} grand-slam offer for this client: name, dream outcome, perceived likelihood, time delay, effort and sacrifice, a value stack with values, bonuses, a guarantee, scarcity, urgency, a price and the total value, and the modules. Prices are whole numbers.${offerFiguresLine(myOffer)}${variantLine(variant)}`;
}

export function pagePrompt({ avatar, variant, slots, tone, voice }: PageBrief): string {
  const list = slots.map((s) => ({
    slot: s.slot,
    role: s.role,
    section: `${s.sectionType}: ${s.sectionTitle}`,
    purpose: s.purpose,
    ...(s.button ? { button: s.button } : {}),
    maxLength: s.maxLength,
    current: s.current,
  }));
  return `${avatarBlock(avatar, voice)}\n\nRewrite the words of these slots of the coach's page for this client. Answer one entry per slot, with its slot id unchanged, and keep each text within its maxLength. Prices, product names, dates, links and testimonials are the coach's and are not slots: do not mention prices, figures or guarantees she has not given. A button's label keeps what the button does (its \`button.kind\`): a checkout button's label is about buying its product (for example "Join" and the product's name), never about booking a call.${tone ? ` Make it ${tone}.` : ''}${variantLine(variant)}\n\nSlots:\n${JSON.stringify(list)}`;
}

export function storyBeatPrompt(brief: StoryBeatBrief): string {
  const written = brief.framework.beats
    .map((b) => ({ beat: b.name, words: (brief.notes[b.key] ?? '').trim() }))
    .filter((b) => b.words);
  const whose = brief.person ? `the story of ${brief.person}, a client` : 'the coach’s own story';
  return [
    brief.avatar
      ? avatarBlock(brief.avatar, brief.voice)
      : `No customer avatar: write from the coach’s notes only.${voiceBlock(brief.voice)}`,
    `\nThe coach is writing ${whose} (${brief.kind}) with the "${brief.framework.name}" framework.`,
    brief.result ? `The result, in the coach’s words: ${brief.result}` : '',
    `What the coach has written so far:\n${JSON.stringify(written, null, 2)}`,
    `\nSuggest the "${brief.beat.name}" beat (${brief.beat.question}) in two to four sentences, in the first person for the coach’s own story and the third person for a client’s. Use only facts from the notes and the avatar; where a detail is missing, leave it out rather than invent it.${variantLine(brief.variant)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function journeyDraftPrompt({ avatar, variant, voice }: Brief): string {
  return `${avatarBlock(avatar, voice)}\n\nDraft this client's journey with the coach in six stages (awareness, consideration, decision, onboarding, results, advocacy): for each, up to four questions they ask themselves, up to three feelings, and the touchpoints where they meet the coach (kind page, email, post or call, with a short label). Use the avatar's own words; do not invent numbers or results.${variantLine(variant)}`;
}
