import type { FieldDef } from './fields';
import { askField, buttonText, buttonUrl, description, field, title } from './field-defs';
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
      field('html', 'richtext', 'Heading', 'Your Powerful Headline Goes Here'),
      field(
        'text',
        'text',
        'Plain text (used when Heading is empty)',
        'Your Powerful Headline Goes Here',
      ),
    ],
    defaultStyles: { fontSize: '3xl', fontWeight: 'bold' },
  },
  subheading: {
    label: 'Subheading',
    fields: [field('text', 'text', 'Text', 'A supporting headline')],
    defaultStyles: { fontSize: '2xl', fontWeight: 'semibold' },
  },
  paragraph: {
    label: 'Paragraph',
    fields: [
      field('text', 'longtext', 'Text', 'Tell your visitors what makes your coaching different.'),
    ],
    defaultStyles: { fontSize: 'medium' },
  },
  button: {
    label: 'Button',
    fields: [
      field('text', 'text', 'Label', 'Book Your Call'),
      field('url', 'url', 'Link', '#calendar'),
    ],
    defaultStyles: { fontWeight: 'semibold' },
  },
  link: {
    label: 'Link',
    fields: [field('text', 'text', 'Label', 'Learn more'), field('url', 'url', 'Link', '#')],
    defaultStyles: {},
  },
  image: {
    label: 'Image',
    fields: [
      field('url', 'image', 'Image address', 'https://'),
      field('alt', 'text', 'Description for screen readers', 'Photo of the coach'),
      field('title', 'text', 'Caption', ''),
    ],
    defaultStyles: {},
  },
  'gradient-text': {
    label: 'Gradient text',
    fields: [field('text', 'text', 'Text', 'Transform Your Business')],
    defaultStyles: { fontSize: '3xl', fontWeight: 'bold' },
  },
  'rotated-heading': {
    label: 'Rotated heading',
    fields: [field('text', 'text', 'Text', 'Bold Truth')],
    defaultStyles: { fontSize: '2xl', fontWeight: 'bold' },
  },
  'testimonial-card': {
    label: 'Testimonial card',
    fields: [
      field('initial', 'text', 'Initial', 'S'),
      field('text', 'longtext', 'Quote', 'Working together changed how I lead my business.'),
      field('author', 'text', 'Name', 'Sarah M.'),
      field('title', 'text', 'Role', 'Founder, Bright Path Studio'),
    ],
    defaultStyles: {},
  },
  'highlight-box': {
    label: 'Highlight box',
    fields: [field('text', 'longtext', 'Text', 'This is for you if you are ready to grow.')],
    defaultStyles: {},
  },
  'angled-text': {
    label: 'Angled text',
    fields: [field('text', 'text', 'Text', 'Limited Time Offer')],
    defaultStyles: { fontWeight: 'bold' },
  },
  'pricing-card': {
    label: 'Pricing card',
    fields: [
      title('Coaching Package'),
      field('price', 'text', 'Price', '$997'),
      description('Everything you need to take the next step.'),
      buttonText('Get Started'),
      buttonUrl,
    ],
    defaultStyles: {},
  },
  'testimonial-quote': {
    label: 'Testimonial quote',
    fields: [
      field('text', 'longtext', 'Quote', 'This coaching changed my life and my business.'),
      field('author', 'text', 'Name', 'Happy Client'),
    ],
    defaultStyles: {},
  },
  ...OFFER_ELEMENT_TYPES,
  'list-item': {
    label: 'List item',
    fields: [field('text', 'text', 'Text', 'Coaches ready for their next chapter')],
    defaultStyles: {},
  },
  'offer-card': {
    label: 'Offer card',
    fields: [
      title('Book a Complimentary Call'),
      description('A 30-minute conversation about where you are and where you want to be.'),
      buttonText('Book Now'),
      field('url', 'url', 'Link', '#calendar'),
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
      field('heading', 'text', 'Heading', 'Request the full details'),
      field(
        'intro',
        'longtext',
        'Intro',
        'Leave your details and I will get back to you personally.',
      ),
      {
        ...askField('nameField', 'Name', 'required'),
        hint: 'Email is always asked: it is how your CRM finds the contact.',
      },
      askField('phoneField', 'Phone', 'optional'),
      askField('messageField', 'Message', 'optional'),
      field('buttonText', 'text', 'Button text', 'Send'),
      {
        ...field(
          'successMessage',
          'longtext',
          'Thank-you message',
          'Thank you! Your message is on its way, and I will be in touch soon.',
        ),
        hint: 'What visitors see once their message is sent.',
      },
      {
        ...field('consentText', 'longtext', 'Consent note', ''),
        hint: 'Optional small print under the form, e.g. how you will use their details.',
      },
    ],
    defaultStyles: {},
  },
  'social-link': {
    label: 'Social link',
    fields: [field('label', 'text', 'Label', 'Instagram'), field('url', 'url', 'Link', '#')],
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
