import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, ELEMENT_TYPE_NAMES } from './element-types';
import { isExampleLink, publishChecklist, type ChecklistItem } from './publish-checklist';
import { starterWebsite } from './templates/starter-website';
import type { Element, Website } from './website';

const NAMED = { coachName: 'Maya Rivers', bookingCalendar: { url: 'https://cal.com/maya' } };

function site(template: string, settings: Website['settings'] = NAMED): Website {
  return starterWebsite(template, { settings });
}

const elements = (website: Website) => website.sections.flatMap((s) => s.elements);
const ofKind = (items: ChecklistItem[], kind: ChecklistItem['kind']) =>
  items.filter((i) => i.kind === kind);

function addElement(website: Website, type: Element['type'], content: Element['content']) {
  const section = website.sections[0];
  if (!section) throw new Error('no section');
  const element: Element = {
    id: 900 + section.elements.length,
    sectionId: section.id,
    type,
    order: 99,
    content,
    styles: {},
    version: 1,
  };
  section.elements.push(element);
  return element;
}

describe('the pre-publish checklist', () => {
  it('lists the placeholder name until the coach gives theirs, and leads with it', () => {
    for (const coachName of [undefined, '', '  ', 'Your Name', 'your  name']) {
      const items = publishChecklist(site('coach-exact', { ...NAMED, coachName }));
      expect(items[0]).toMatchObject({
        kind: 'name',
        title: 'Your name still reads “Your Name”',
        target: { kind: 'setting', setting: 'coachName' },
      });
    }
    expect(ofKind(publishChecklist(site('coach-exact')), 'name')).toEqual([]);
  });

  it('lists the demo calendar wherever the page shows one', () => {
    const demo = { coachName: 'Maya Rivers' };
    for (const template of ['coach-exact', 'coach', 'coaching-offer', 'leadership-course']) {
      expect(ofKind(publishChecklist(site(template, demo)), 'calendar')).toEqual([
        expect.objectContaining({ target: { kind: 'setting', setting: 'bookingCalendar' } }),
      ]);
      expect(ofKind(publishChecklist(site(template)), 'calendar')).toEqual([]);
    }
    const crm = {
      coachName: 'Maya Rivers',
      hublytics: { enabled: true, calendarWidget: true, locationId: 'loc', calendarId: 'cal' },
    };
    expect(ofKind(publishChecklist(site('coach', crm)), 'calendar')).toEqual([]);
    const unusable = { ...demo, bookingCalendar: { url: '/relative' } };
    expect(ofKind(publishChecklist(site('coach', unusable)), 'calendar')).toHaveLength(1);
    // A design page whose calendar section was deleted shows no calendar to worry about.
    const noCalendar = site('coach', demo);
    noCalendar.sections = noCalendar.sections.filter((s) => s.type !== 'calendar');
    expect(ofKind(publishChecklist(noCalendar), 'calendar')).toEqual([]);
  });

  it('lists example links, each with the element to fix, in page order', () => {
    const website = site('coach-exact');
    // Websites made before the footer came from settings still hold example social links.
    const email = addElement(website, 'social-link', { label: 'Email', url: '#' });
    const links = ofKind(publishChecklist(website), 'link');
    expect(links.map((l) => l.title)).toEqual([
      '“Email” has an example link',
      '“Download Chapter One” has an example link',
    ]);
    expect(links[0]).toMatchObject({
      target: { kind: 'element', id: email.id },
      detail: 'Header · Social link. Add the address it should open.',
    });
  });

  it('clears a link once it has a real address, and ignores what visitors never see', () => {
    const website = site('coach-exact');
    for (const e of elements(website)) {
      if (e.type === 'social-link') e.content.url = 'https://instagram.com/maya';
      if (e.type === 'offer-card') e.content.url = 'https://maya.coach/book';
    }
    expect(ofKind(publishChecklist(website), 'link')).toEqual([]);
    // An empty button address goes to its default (#calendar); an empty text link goes nowhere.
    addElement(website, 'button', { text: 'Book' });
    const link = addElement(website, 'link', { text: 'Read more', url: ' ' });
    addElement(website, 'link', { text: '', url: '#' });
    const card = addElement(website, 'offer-card', { title: 'Book', buttonText: '', url: '#' });
    const items = ofKind(publishChecklist(website), 'link');
    expect(items.map((i) => i.target)).toEqual([{ kind: 'element', id: link.id }]);
    expect(items.some((i) => i.key.includes(`:${card.id}:`))).toBe(false);
  });

  it('checks every link field of every element type in the registry', () => {
    for (const type of ELEMENT_TYPE_NAMES) {
      const fields = ELEMENT_TYPES[type].fields;
      const urls = fields.filter((f) => f.kind === 'url');
      if (urls.length === 0) continue;
      const website = site('coach');
      const content: Element['content'] = {};
      for (const f of fields) {
        if (f.kind === 'url') content[f.name] = 'https://www.example.com/checkout';
        else if (f.kind !== 'boolean') content[f.name] = 'Real words';
      }
      const element = addElement(website, type, content);
      const keys = ofKind(publishChecklist(website), 'link').map((i) => i.key);
      for (const f of urls) expect(keys, type).toContain(`link:${element.id}:${f.name}`);
    }
  });

  it('lists images that have a picture but no description', () => {
    const website = site('coach');
    const bare = addElement(website, 'image', { url: 'https://maya.coach/me.jpg' });
    addElement(website, 'image', { url: 'https://maya.coach/me.jpg', alt: 'Maya smiling' });
    addElement(website, 'image', { alt: '' });
    expect(ofKind(publishChecklist(website), 'alt')).toEqual([
      {
        key: `alt:${bare.id}`,
        kind: 'alt',
        title: 'An image has no description',
        detail: 'Header · Image. Describe it in a few words for visitors who cannot see it.',
        target: { kind: 'element', id: bare.id },
        group: { key: `section:${website.sections[0]?.id}`, heading: 'Header' },
      },
    ]);
  });

  it('lists pictures whose file no longer exists, once the server has said which', () => {
    const website = site('coach');
    const photo = addElement(website, 'image', {
      url: '/files/12-0123456789abcdef01234567/Maya%20on%20stage.png?size=1200x800',
      alt: 'Maya on stage',
    });
    const kept = addElement(website, 'image', {
      url: '/files/13-0123456789abcdef01234567/kept.png?size=10x10',
      alt: 'Kept',
    });
    website.settings = {
      ...website.settings,
      brand: { logoUrl: '/files/14/logo.png' },
      iconUrl: 'https://maya.coach/icon.png',
      seo: { imageUrl: '/files/15-0123456789abcdef01234567/cover.png' },
    };
    const missing = new Set(['12-0123456789abcdef01234567', '14', '15-0123456789abcdef01234567']);
    // Until the server has answered, nothing is listed: nothing is known to be missing.
    expect(ofKind(publishChecklist(website), 'missing-image')).toEqual([]);
    expect(ofKind(publishChecklist(website, { missingFiles: null }), 'missing-image')).toEqual([]);
    const items = ofKind(publishChecklist(website, { missingFiles: missing }), 'missing-image');
    expect(items).toEqual([
      {
        key: 'missing-image:logo',
        kind: 'missing-image',
        title: 'Your logo no longer exists',
        detail:
          'Design tab. Its file was deleted from your files: the page shows no logo until you choose another.',
        target: { kind: 'setting', setting: 'logo' },
        group: { key: 'settings', heading: 'Design' },
      },
      expect.objectContaining({
        key: 'missing-image:shareImage',
        title: 'The link preview image no longer exists',
        target: { kind: 'setting', setting: 'shareImage' },
      }),
      {
        key: `missing-image:${photo.id}:url`,
        kind: 'missing-image',
        title: 'An image no longer exists',
        detail:
          'Header · Image. Its file was deleted from your files: visitors see a drawing in its place until you choose another image.',
        target: { kind: 'element', id: photo.id },
        group: { key: `section:${website.sections[0]?.id}`, heading: 'Header' },
      },
    ]);
    expect(items.some((i) => i.key.includes(`:${kept.id}:`))).toBe(false);
    // Chosen again from the coach's files, or removed: the item goes.
    photo.content = { ...photo.content, url: '' };
    website.settings = { ...website.settings, brand: {}, seo: {} };
    expect(ofKind(publishChecklist(website, { missingFiles: missing }), 'missing-image')).toEqual(
      [],
    );
  });

  it('is empty for a page with nothing sample left', () => {
    const website = site('coaching-offer');
    expect(publishChecklist(website).length).toBeGreaterThan(20);
    for (const e of elements(website)) {
      const words = Object.keys(e.content).filter((k) => k !== 'url' && k !== 'buttonUrl');
      e.content = { ...e.content, ...Object.fromEntries(words.map((k) => [k, `Mine: ${k}`])) };
    }
    expect(publishChecklist(website)).toEqual([]);
  });
});

describe('example links', () => {
  it('are # and addresses at the reserved example domains', () => {
    for (const url of [
      '#',
      ' # ',
      'mailto:hello@example.com',
      'https://example.org/x',
      '//www.example.net',
    ]) {
      expect(isExampleLink(url), url).toBe(true);
    }
    for (const url of [
      '#calendar',
      'https://maya.coach',
      'mailto:me@maya.coach',
      'tel:+15550100',
      '/about',
      'https://example.community',
    ]) {
      expect(isExampleLink(url), url).toBe(false);
    }
  });
});
