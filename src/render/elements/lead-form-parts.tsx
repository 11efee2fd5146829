import {
  LEAD_FIELD_LABELS,
  LEAD_FIELD_LIMITS,
  type LeadField,
  type LeadFieldUse,
} from '../../model/crm/lead-form';

/** How a template family dresses a lead form: its own card, type, inputs and button. */
export type LeadFormLook = {
  box: string;
  heading: string;
  label: string;
  input: string;
  button: string;
  /** Consent and notes. */
  small: string;
  /** What is wrong with a field, and the summary above the form. */
  error: string;
};

/** The parts every family shares: a white card with clear inputs; families set the rest. */
export function leadFormLook(
  parts: Partial<LeadFormLook> & Pick<LeadFormLook, 'button'>,
): LeadFormLook {
  return {
    box: 'w-full max-w-xl rounded-3xl bg-white p-6 text-left text-slate-800 shadow-xl ring-1 ring-slate-900/5 sm:p-8',
    heading:
      'text-2xl font-bold leading-tight text-slate-900 font-[family-name:var(--cs-heading-font)]',
    label: 'text-sm font-semibold text-slate-800',
    input:
      'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-[var(--cs-primary)] focus:outline-none focus:ring-4 focus:ring-[color-mix(in_srgb,var(--cs-primary)_20%,white)] disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600',
    small: 'text-sm leading-relaxed text-slate-600',
    error: 'text-sm font-medium text-red-700',
    ...parts,
    button: `${parts.button} w-full disabled:cursor-not-allowed disabled:opacity-60`,
  };
}

const AUTOCOMPLETE: Record<LeadField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  message: 'off',
};

const INPUT_TYPE: Record<Exclude<LeadField, 'message'>, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
};

type FieldProps = {
  formId: string;
  field: LeadField;
  use: Exclude<LeadFieldUse, 'hidden'>;
  look: LeadFormLook;
  /** What the visitor typed, when the form comes back to them. */
  value: string;
  problem: string | undefined;
  /** A form that cannot be sent here (preview, shared draft): greyed and unusable. */
  disabled: boolean;
  /** The builder canvas: shown as it will be, but not typed into (clicks select the element). */
  inert: boolean;
};

/** One labelled input of a lead form, with what is wrong with it under it. */
export function LeadFormField({
  formId,
  field,
  use,
  look,
  value,
  problem,
  disabled,
  inert,
}: FieldProps) {
  const id = `${formId}-${field}`;
  const problemId = `${id}-problem`;
  const common = {
    id,
    name: field,
    className: look.input,
    maxLength: LEAD_FIELD_LIMITS[field],
    autoComplete: AUTOCOMPLETE[field],
    required: use === 'required',
    disabled,
    ...(inert ? { readOnly: true, tabIndex: -1 } : {}),
    ...(value ? { defaultValue: value } : {}),
    ...(problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {}),
  };
  return (
    <div className="flex flex-col gap-1.5 text-left">
      <label htmlFor={id} className={look.label}>
        {LEAD_FIELD_LABELS[field]}
        {use === 'optional' && <span className="font-normal opacity-70"> (optional)</span>}
      </label>
      {field === 'message' ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={INPUT_TYPE[field]} />
      )}
      {problem && (
        <p id={problemId} className={look.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** The field bots fill in and people never see (nor hear: it is hidden from assistive technology). */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
