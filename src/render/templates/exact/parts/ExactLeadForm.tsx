import type { ElementOf } from '../../../../model/website';
import { BUTTON_CLASS } from '../../../elements/Button';
import { LeadForm } from '../../../elements/LeadForm';
import { leadFormLook } from '../../../elements/lead-form-parts';
import { H3_CLASS } from '../layout';

const LOOK = leadFormLook({
  box: 'rounded-3xl bg-white p-7 text-slate-700 shadow-[0_24px_60px_-32px_rgb(46_16_101/0.5)] ring-1 ring-slate-900/5 sm:p-8',
  heading: H3_CLASS,
  button: BUTTON_CLASS,
});

/** A lead form as a 'Ways to Work Together' card ('Request Full Info'). */
export function ExactLeadForm({ element }: { element: ElementOf<'lead-form'> }) {
  return <LeadForm element={element} look={LOOK} />;
}
