import { BUTTON_CLASS } from '../../../elements/Button';
import { LeadForm } from '../../../elements/LeadForm';
import { leadFormLook } from '../../../elements/lead-form-parts';
import { cn } from '../../../cn';
import { HEADING_FONT, type OfferElementProps } from './tones';

const LOOK = leadFormLook({
  heading: cn(HEADING_FONT, 'text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl'),
  button: cn(BUTTON_CLASS, 'text-lg'),
});

/** A lead form on an offer page: a white card that reads on the page's bright bands. */
export function OfferLeadForm({ element, className }: OfferElementProps<'lead-form'>) {
  return (
    <LeadForm element={element} look={{ ...LOOK, box: cn(LOOK.box, 'mx-auto mt-6', className) }} />
  );
}
