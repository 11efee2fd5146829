import {
  FORM_ELEMENT_FIELD,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  leadFieldsOf,
  leadFormAnchor,
  PREVIEW_FORM_NOTE,
} from '../../model/crm/lead-form';
import type { ElementOf } from '../../model/website';
import { cn } from '../cn';
import { useRender } from '../context';
import { useElementProps } from '../element-props';
import { useFields } from '../useText';
import { Honeypot, LeadFormField, type LeadFormLook } from './lead-form-parts';

/** What the button says and what visitors read after sending, when the coach wrote nothing. */
const DEFAULT_BUTTON = 'Send';
const DEFAULT_THANKS = 'Thank you! Your message has been sent.';
const CHECK_FIELDS = 'Please check the highlighted fields.';

/**
 * A form visitors send their details with. On a published page it is a plain HTML form that
 * posts to the server (no JavaScript); the page drawn for a visitor's post shows the thank-you
 * message, or their answers again with what is wrong with each. Elsewhere (the builder, the
 * preview, a shared draft) it is drawn as it will look, and cannot be sent.
 */
export function LeadForm({
  element,
  look,
}: {
  element: ElementOf<'lead-form'>;
  look: LeadFormLook;
}) {
  const { mode, leadForm } = useRender();
  const props = useElementProps(element, cn('relative flex flex-col gap-5', look.box));
  const { text, show, shows } = useFields(element);
  const anchor = leadFormAnchor(element.id);
  const state = leadForm?.state?.elementId === element.id ? leadForm.state : undefined;
  const title = shows('heading') && <h3 className={look.heading}>{show('heading')}</h3>;

  if (state?.outcome === 'sent') {
    return (
      <div {...props} id={anchor}>
        {title}
        <p role="status" className="flex items-start gap-3 text-lg leading-relaxed">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-base font-bold text-white"
          >
            ✓
          </span>
          <span>{text('successMessage') || DEFAULT_THANKS}</span>
        </p>
      </div>
    );
  }
  const heading = (
    <>
      {title}
      {shows('intro') && <p className="leading-relaxed">{show('intro')}</p>}
    </>
  );

  const edit = mode === 'edit';
  const action = mode === 'public' ? (leadForm?.action ?? null) : null;
  const disabled = action === null && !edit;
  const invalid = state?.outcome === 'invalid' ? state : undefined;
  const fields = leadFieldsOf(element.content);
  return (
    <div {...props} id={anchor}>
      {heading}
      {invalid && (
        <p role="alert" className={look.error}>
          {CHECK_FIELDS}
        </p>
      )}
      <form
        method="post"
        {...(action ? { action } : {})}
        noValidate
        className="flex flex-col gap-4"
        aria-label={text('heading') || 'Contact form'}
      >
        <input type="hidden" name={FORM_ELEMENT_FIELD} value={element.id} />
        {LEAD_FIELDS.map((field) => {
          const use = fields[field];
          if (use === 'hidden') return null;
          return (
            <LeadFormField
              key={field}
              formId={anchor}
              field={field}
              use={use}
              look={look}
              value={invalid?.answers[field] ?? ''}
              problem={invalid?.problems[field]}
              disabled={disabled}
              inert={edit}
            />
          );
        })}
        {action !== null && <Honeypot name={HONEYPOT_FIELD} />}
        {shows('consentText') && <p className={look.small}>{show('consentText')}</p>}
        {edit ? (
          <span className={look.button}>{show('buttonText')}</span>
        ) : (
          <button type="submit" className={look.button} disabled={disabled}>
            {text('buttonText') || DEFAULT_BUTTON}
          </button>
        )}
        {disabled && <p className={look.small}>{PREVIEW_FORM_NOTE}</p>}
        {edit && (
          <p className={look.small}>After sending, visitors read: {show('successMessage')}</p>
        )}
      </form>
    </div>
  );
}
