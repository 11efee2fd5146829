import type { ElementContent } from '../../../element-content';
import type { ElementType } from '../../../element-types';
import type { ElementStyles } from '../../../styles';
import type { StarterElement, StarterSection } from '../../types';

/** The pieces the five designs' starter pages are written with. */
export const el = (type: ElementType, content: ElementContent, styles?: ElementStyles) =>
  (styles ? { type, content, styles } : { type, content }) satisfies StarterElement;
export const heading = (text: string, styles?: ElementStyles) => el('heading', { text }, styles);
export const paragraph = (text: string) => el('paragraph', { text });
export const button = (text: string, url: string) => el('button', { text, url });
export const link = (text: string, url: string) => el('link', { text, url });
export const gradient = (text: string) => el('gradient-text', { text });
export const rotated = (text: string) => el('rotated-heading', { text });
/** An empty photo slot: the page shows a built-in illustration until the coach adds a photo. */
export const photo = () => el('image', {});

export function program(name: string, price: string, description: string): StarterElement[] {
  return [heading(`${name} · ${price}`, { fontSize: 'xl' }), paragraph(description)];
}

export function testimonial(initial: string, text: string, author: string, title: string) {
  return el('testimonial-card', { initial, text, author, title });
}

/** The top bar: the brand comes from the website's settings; the starter adds the links. */
export function header(links: [string, string][], cta: string): StarterSection {
  return {
    type: 'header',
    name: 'Header',
    elements: [...links.map(([text, url]) => link(text, url)), button(cta, '#calendar')],
  };
}

export function calendar(title: string, text: string): StarterSection {
  return {
    type: 'calendar',
    name: 'Calendar',
    title: 'Book a Session',
    elements: [heading(title), paragraph(text)],
  };
}
