import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { ElementType } from '../../../model/element-types';
import type { Website } from '../../../model/website';
import { starterWebsite } from '../../../model/templates/starter-website';
import { renderWebsiteMarkup } from '../../render-static';

type Link = { href: string; target: string | undefined; text: string };

/** Every link on the page with the words inside it, as a browser would read them. */
function linksIn(html: string): Link[] {
  const links: Link[] = [];
  let open: Link | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a')
          open = { href: attributes.href ?? '', target: attributes.target, text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && open) {
          links.push({ ...open, text: open.text.trim() });
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** The starter page with the first element of `type` given a button label and a button link. */
function withButton(template: string, type: ElementType, buttonText: string, buttonUrl: string) {
  const website = starterWebsite(template);
  let done = false;
  const sections = website.sections.map((s) => ({
    ...s,
    elements: s.elements.map((e) => {
      if (done || e.type !== type) return e;
      done = true;
      return { ...e, content: { ...e.content, buttonText, buttonUrl } };
    }),
  }));
  expect(done, `${template} has a ${type}`).toBe(true);
  return { ...website, sections } satisfies Website;
}

const CARDS = [
  ['coaching-offer', 'pricing-card'],
  ['course-offer', 'pricing-option'],
  ['leadership-course', 'investment-tier'],
] as const;

describe('a card button with its own link', () => {
  it.each(CARDS)('%s: the %s button goes to the checkout it was given', (template, type) => {
    const checkout = 'https://pay.example.com/checkout/momentum?plan=full';
    const links = linksIn(
      renderWebsiteMarkup(withButton(template, type, 'Pay in Full', checkout), 'public'),
    );
    const button = links.find((l) => l.text === 'Pay in Full');
    expect(button?.href).toBe(checkout);
    expect(button?.target).toBe('_blank');
  });

  it.each(CARDS)('%s: a %s button can lead to a place on the page', (template, type) => {
    const links = linksIn(
      renderWebsiteMarkup(withButton(template, type, 'See the Details', '#pricing'), 'public'),
    );
    const button = links.find((l) => l.text === 'See the Details');
    expect(button?.href).toBe('#pricing');
    expect(button?.target).toBeUndefined();
  });

  it.each(CARDS)('%s: a %s button with no link opens the booking calendar', (template, type) => {
    const links = linksIn(
      renderWebsiteMarkup(withButton(template, type, 'Talk First', '  '), 'public'),
    );
    expect(links.find((l) => l.text === 'Talk First')?.href).toBe('#calendar');
  });
});
