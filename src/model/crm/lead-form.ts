import { z } from 'zod';
import { text } from '../text';

/**
 * What a visitor can be asked on a published page's lead form. The coach picks, per field, whether
 * it is asked and whether it must be filled (content field `fields` of the `lead-form` element).
 * The email is always asked and required: it is how the CRM finds the contact again.
 */
export const LEAD_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const LEAD_FIELD_USES = ['required', 'optional', 'hidden'] as const;
export type LeadFieldUse = (typeof LEAD_FIELD_USES)[number];

const use = z.enum(LEAD_FIELD_USES);

/** The value of a lead form's `fields` content field. */
export const leadFieldsSchema = z.strictObject({
  name: use,
  email: z.literal('required'),
  phone: use,
  message: use,
});
export type LeadFields = z.infer<typeof leadFieldsSchema>;

export const DEFAULT_LEAD_FIELDS: LeadFields = {
  name: 'required',
  email: 'required',
  phone: 'optional',
  message: 'optional',
};

/** The element type of a lead form, and the content fields that say what it asks. */
export const LEAD_FORM_TYPE = 'lead-form';
const ASK_FIELDS = { name: 'nameField', phone: 'phoneField', message: 'messageField' } as const;

/** What a lead form's content asks for; an empty or unknown choice keeps the default. */
export function leadFieldsOf(content: Readonly<Record<string, unknown>>): LeadFields {
  const fields: LeadFields = { ...DEFAULT_LEAD_FIELDS };
  for (const [field, name] of Object.entries(ASK_FIELDS) as [keyof typeof ASK_FIELDS, string][]) {
    const use = z.enum(LEAD_FIELD_USES).safeParse(content[name]);
    if (use.success) fields[field] = use.data;
  }
  return fields;
}

/** How long each answer may be (characters). */
export const LEAD_FIELD_LIMITS: Record<LeadField, number> = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
};

/** The label each field has on the page and in the coach's inbox. */
export const LEAD_FIELD_LABELS: Record<LeadField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};

/** The largest form post the server reads (bytes). */
export const LEAD_BODY_LIMIT = 16 * 1024;

/** Submissions a minute from one visitor address to one page. */
export const LEAD_SUBMISSIONS_PER_MINUTE = 5;

/**
 * The form's hidden field that people never see and bots fill in: a post with it filled is
 * answered as if it were taken, and dropped.
 */
export const HONEYPOT_FIELD = 'company_website';

/** The hidden field naming which form on the page was sent (the lead-form element's id). */
export const FORM_ELEMENT_FIELD = 'form';

const isEmail = (value: string) => z.email().safeParse(value).success;
const PHONE = /^[+0-9()./\s-]*$/;

/** Each field as the visitor's prompt names it. */
const WHAT: Record<LeadField, string> = {
  name: 'name',
  email: 'email address',
  phone: 'phone number',
  message: 'message',
};

const messages = {
  required: (field: LeadField) => `Please enter your ${WHAT[field]}.`,
  tooLong: (field: LeadField) =>
    `${LEAD_FIELD_LABELS[field]} is too long (at most ${LEAD_FIELD_LIMITS[field].toLocaleString('en-US')} characters).`,
  email: 'Please enter a valid email address, like name@example.com.',
  phone: 'Please enter a phone number using digits, spaces and + ( ) - only.',
};

/** What a visitor sent, trimmed; absent fields are empty strings. */
export type LeadAnswers = Record<LeadField, string>;

/** What is wrong with each field at fault, in words for the visitor. */
export type LeadProblems = Partial<Record<LeadField, string>>;

/**
 * Checks a visitor's answers against the form's fields: required ones filled, every one within its
 * limit, the email and phone well formed. Hidden fields are ignored (and not kept).
 */
export function checkLeadAnswers(
  fields: LeadFields,
  raw: Partial<Record<LeadField, unknown>>,
):
  { ok: true; answers: LeadAnswers } | { ok: false; answers: LeadAnswers; problems: LeadProblems } {
  const answers = {} as LeadAnswers;
  const problems: LeadProblems = {};
  for (const field of LEAD_FIELDS) {
    const value = raw[field];
    const typed = typeof value === 'string' ? value.trim() : '';
    answers[field] = fields[field] === 'hidden' ? '' : typed;
    if (fields[field] === 'hidden') continue;
    const stored = text(LEAD_FIELD_LIMITS[field]).safeParse(typed);
    if (typed.length > LEAD_FIELD_LIMITS[field]) problems[field] = messages.tooLong(field);
    else if (!stored.success)
      problems[field] = `${LEAD_FIELD_LABELS[field]} contains characters that cannot be stored.`;
    else if (typed === '' && fields[field] === 'required')
      problems[field] = messages.required(field);
    else if (typed !== '' && field === 'email' && !isEmail(typed)) problems[field] = messages.email;
    else if (typed !== '' && field === 'phone' && !PHONE.test(typed))
      problems[field] = messages.phone;
  }
  return Object.keys(problems).length === 0
    ? { ok: true, answers }
    : { ok: false, answers, problems };
}

/**
 * How a lead form is drawn besides its content: where it posts, and what happened to the last
 * post on this page (so a page drawn for one visitor's answer shows the message or their errors).
 */
export type LeadFormRender = {
  /**
   * The address the form posts to ('' for the page's own address: the form has no action), or
   * null where it cannot be sent (a shared draft).
   */
  action: string | null;
  state?: LeadFormState;
};

export type LeadFormState =
  | { elementId: number; outcome: 'sent' }
  | { elementId: number; outcome: 'invalid'; answers: LeadAnswers; problems: LeadProblems };

/**
 * Where a published page's forms post: the page's own address (the form names no action), so a
 * post that needs correcting is answered there, with the address's query (its utm_campaign) kept.
 */
export const OWN_ADDRESS_ACTION = '';

/** The website's form endpoint, for scripts and pages drawn before forms posted to their page. */
export function leadFormEndpoint(websiteId: number): string {
  return `/forms/${websiteId}`;
}

/** The id of a lead form's box on the page, so the visitor is brought back to it. */
export function leadFormAnchor(elementId: number): string {
  return `lead-form-${elementId}`;
}

/** Shown on a shared draft, where the form is drawn but cannot be sent. */
export const PREVIEW_FORM_NOTE = 'This form works on the published page.';
