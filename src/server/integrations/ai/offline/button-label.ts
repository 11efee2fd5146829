import type { PageButton } from '../../../../model/ai/page-buttons';
import type { PageSlot } from '../../../../model/ai/page-slots';
import type { SectionPurpose } from '../../../../model/templates/types';
import { pick } from './voice';

/** Labels for a button to a section of the page, by what that section is for. */
const TO_SECTION: Record<SectionPurpose, readonly string[]> = {
  hero: ['Back to the top', 'Start here'],
  about: ['How I work', 'Meet your coach', 'About me'],
  offer: ['See how I can help', 'See the options', 'See what you get'],
  proof: ['See the results', 'Read their stories', 'Hear from clients'],
  action: ['Get in touch', 'Take the first step', 'Start here'],
  other: ['Find out more', 'See how it works', 'Read on'],
};

/** Labels that name the product when it fits, then ones that do not. */
function named(product: string | undefined, max: number, withName: string[], plain: string[]) {
  const fitting = product ? withName.filter((l) => l.length <= max) : [];
  return fitting.length > 0 ? fitting : plain;
}

function labels({ kind, to, product }: PageButton, max: number): readonly string[] {
  switch (kind) {
    case 'checkout':
      return named(
        product,
        max,
        [`Join ${product}`, `Start ${product}`, `Choose ${product}`],
        ['Secure your place', 'Enrol in the programme', 'Join the programme'],
      );
    case 'booking':
      return named(
        product,
        max,
        [`Ask about ${product}`, `Apply for ${product}`, 'Book your free call'],
        ['Book your free call', 'Book a call', 'Talk to me'],
      );
    case 'send':
      return ['Send', 'Get in touch', 'Send my message'];
    case 'email':
      return ['Email me', 'Write to me'];
    case 'phone':
      return ['Call me', 'Give me a call'];
    case 'section':
      return TO_SECTION[to ?? 'other'];
    case 'web':
      return TO_SECTION.other;
  }
}

/**
 * A button's label (role 'cta') that keeps what the button does: a checkout button's is about
 * buying its product ("Join Momentum 90"), a booking button's about the call, a form's about
 * sending. Where the button leads is the coach's and is never written.
 */
export function buttonLabel(slot: PageSlot, variant: number, salt: string): string {
  const button: PageButton = slot.button ?? { kind: 'booking' };
  return pick(labels(button, slot.maxLength), variant + slot.index, salt);
}

/** What a button's label depends on besides its slot's role and place. */
export function buttonKey(slot: PageSlot): string {
  return slot.button
    ? `${slot.button.kind}|${slot.button.to ?? ''}|${slot.button.product ?? ''}`
    : '';
}
