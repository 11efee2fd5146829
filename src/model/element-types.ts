import type { FieldDef } from './fields';
import { askField, buttonText, buttonUrl, description, field, price, title } from './field-defs';
import { OFFER_ELEMENT_TYPES } from './offer-element-types';
import type { ElementStyles } from './styles';

export type ElementTypeDef = {
  label: string;
  fields: readonly FieldDef[];
  defaultStyles: ElementStyles;
};

/**
 * Every element type, declared once. The builder's property panel, server validation, placeholders
 * and renderers all read this table.
 */
export const ELEMENT_TYPES = {
  heading: {
    label: 'Heading',
    fields: [
      field('html', 'richtext', 'Heading', 'Your Powerful Headline Goes Here', 'headline'),
      field(
        'text',
        'text',
        'Plain text (used when Heading is empty)',
        'Your Powerful Headline Goes Here',
        'plain-copy',
      ),
    ],
    defaultStyles: { fontSize: '3xl', fontWeight: 'bold' },
  },
  subheading: {
    label: 'Subheading',
    fields: [field('text', 'text', 'Text', 'A supporting headline', 'subheadline')],
    defaultStyles: { fontSize: '2xl', fontWeight: 'semibold' },
  },
  paragraph: {
    label: 'Paragraph',
    fields: [
      field(
        'text',
        'longtext',
        'Text',
        'Tell your visitors what makes your coaching different.',
        'body',
      ),
    ],
    defaultStyles: { fontSize: 'medium' },
  },
  button: {
    label: 'Button',
    fields: [
      field('text', 'text', 'Label', 'Book Your Call', 'cta'),
      field('url', 'url', 'Link', '#calendar', 'link'),
    ],
    defaultStyles: { fontWeight: 'semibold' },
  },
  link: {
    label: 'Link',
    fields: [
      field('text', 'text', 'Label', 'Learn more', 'cta'),
      field('url', 'url', 'Link', '#', 'link'),
    ],
    defaultStyles: {},
  },
  image: {
    label: 'Image',
    fields: [
      field('url', 'image', 'Image address', 'https://', 'image'),
      field('alt', 'text', 'Description for screen readers', 'Photo of the coach', 'image-text'),
      field('title', 'text', 'Caption', '', 'image-text'),
    ],
    defaultStyles: {},
  },
  'gradient-text': {
    label: 'Gradient text',
    fields: [field('text', 'text', 'Text', 'Transform Your Business', 'short')],
    defaultStyles: { fontSize: '3xl', fontWeight: 'bold' },
  },
  'rotated-heading': {
    label: 'Rotated heading',
    fields: [field('text', 'text', 'Text', 'Bold Truth', 'short')],
    defaultStyles: { fontSize: '2xl', fontWeight: 'bold' },
  },
  'testimonial-card': {
    label: 'Testimonial card',
    fields: [
      field('initial', 'text', 'Initial', 'S', 'person-name'),
      field(
        'text',
        'longtext',
        'Quote',
        'Working together changed how I lead my business.',
        'quote',
      ),
      field('author', 'text', 'Name', 'Sarah M.', 'person-name'),
      field('title', 'text', 'Role', 'Founder, Bright Path Studio', 'person-role'),
    ],
    defaultStyles: {},
  },
  'highlight-box': {
    label: 'Highlight box',
    fields: [
      field('text', 'longtext', 'Text', 'This is for you if you are ready to grow.', 'body'),
    ],
    defaultStyles: {},
  },
  'angled-text': {
    label: 'Angled text',
    fields: [field('text', 'text', 'Text', 'Limited Time Offer', 'short')],
    defaultStyles: { fontWeight: 'bold' },
  },
  'pricing-card': {
    label: 'Pricing card',
    fields: [
      title('Coaching Package', 'product-name'),
      price('$997'),
      description('Everything you need to take the next step.', 'item-body'),
      buttonText('Get Started'),
      buttonUrl,
    ],
    defaultStyles: {},
  },
  'testimonial-quote': {
    label: 'Testimonial quote',
    fields: [
      field('text', 'longtext', 'Quote', 'This coaching changed my life and my business.', 'quote'),
      field('author', 'text', 'Name', 'Happy Client', 'person-name'),
    ],
    defaultStyles: {},
  },
  ...OFFER_ELEMENT_TYPES,
  'list-item': {
    label: 'List item',
    fields: [field('text', 'text', 'Text', 'Coaches ready for their next chapter', 'list-item')],
    defaultStyles: {},
  },
  'offer-card': {
    label: 'Offer card',
    fields: [
      title('Book a Complimentary Call', 'product-name'),
      description(
        'A 30-minute conversation about where you are and where you want to be.',
        'item-body',
      ),
      buttonText('Book Now'),
      field('url', 'url', 'Link', '#calendar', 'link'),
    ],
    defaultStyles: {},
  },
  /**
   * A form visitors send their details with (routes/lead-forms.ts): stored as a lead and delivered
   * to the coach's CRM. `nameField`, `phoneField` and `messageField` say which details it asks for
   * (see model/crm/lead-form.ts); the email is always asked.
   */
  'lead-form': {
    label: 'Lead form',
    fields: [
      field('heading', 'text', 'Heading', 'Request the full details', 'form-heading'),
      field(
        'intro',
        'longtext',
        'Intro',
        'Leave your details and I will get back to you personally.',
        'form-intro',
      ),
      {
        ...askField('nameField', 'Name', 'required'),
        hint: 'Email is always asked: it is how your CRM finds the contact.',
      },
      askField('phoneField', 'Phone', 'optional'),
      askField('messageField', 'Message', 'optional'),
      field('buttonText', 'text', 'Button text', 'Send', 'cta'),
      {
        ...field(
          'successMessage',
          'longtext',
          'Thank-you message',
          'Thank you! Your message is on its way, and I will be in touch soon.',
          'success',
        ),
        hint: 'What visitors see once their message is sent.',
      },
      {
        ...field('consentText', 'longtext', 'Consent note', '', 'consent'),
        hint: 'Optional small print under the form, e.g. how you will use their details.',
      },
    ],
    defaultStyles: {},
  },
  'social-link': {
    label: 'Social link',
    fields: [
      field('label', 'text', 'Label', 'Instagram', 'link-label'),
      field('url', 'url', 'Link', '#', 'link'),
    ],
    defaultStyles: {},
  },
} as const satisfies Record<string, ElementTypeDef>;

export type ElementType = keyof typeof ELEMENT_TYPES;

/** The content fields an element type has, by name: a renderer can read only these. */
export type FieldName<T extends ElementType = ElementType> =
  (typeof ELEMENT_TYPES)[T]['fields'][number]['name'];
export const ELEMENT_TYPE_NAMES = Object.keys(ELEMENT_TYPES) as [ElementType, ...ElementType[]];

export function isElementType(value: string): value is ElementType {
  return Object.hasOwn(ELEMENT_TYPES, value);
}
