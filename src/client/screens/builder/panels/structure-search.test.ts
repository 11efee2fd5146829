import { describe, expect, it } from 'vitest';
import type { Element, Website } from '../../../../model/website';
import {
  foundKey,
  keeping,
  foundMessage,
  labelParts,
  matchesAll,
  searchStructure,
  searchWords,
} from './structure-search';
import { testParagraph, testSection } from './test-sections';

const button = (id: number, sectionId: number, text: string): Element => ({
  ...testParagraph(id, sectionId),
  type: 'button',
  content: { text, url: '#' },
});

const website = {
  template: 'executive',
  settings: {},
  sections: [
    {
      ...testSection(1, [
        testParagraph(11, 1, 'Calm leaders, one week at a time'),
        button(12, 1, 'Book Your Call'),
      ]),
      name: 'Welcome',
    },
    {
      ...testSection(2, [testParagraph(21, 2, 'What past clients say about the call')]),
      name: 'Stories',
      type: 'testimonials',
    },
    {
      ...testSection(3, [button(31, 3, 'Book a discovery call now')]),
      name: 'Offer',
      type: 'pricing',
    },
  ],
} as Website;

describe('finding an element in Website Structure', () => {
  it('reads a search as its words, lower case, ignoring the spaces around them', () => {
    expect(searchWords('  Book   CALL ')).toEqual(['book', 'call']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('matches when every word is anywhere in the text, in any case', () => {
    expect(matchesAll('Button Book a discovery call', ['call', 'book'])).toBe(true);
    expect(matchesAll('Button Book a discovery call', ['book', 'zoom'])).toBe(false);
  });

  it('finds nothing to search for in an empty search: the whole tree shows', () => {
    expect(searchStructure(website, '')).toBeNull();
    expect(searchStructure(website, '  ')).toBeNull();
  });

  it('finds elements by their words anywhere, with their sections, in the page’s order', () => {
    const found = searchStructure(website, 'call book');
    expect(found && [...found.sections]).toEqual([
      [1, [12]],
      [3, [31]],
    ]);
    expect(found?.first).toEqual({ kind: 'element', id: 12 });
    expect(found && foundMessage(found, 'call book')).toBe('2 elements match');
  });

  it('finds elements by their type, and words past the first 40 letters the row shows', () => {
    expect(searchStructure(website, 'BUTTON')?.matchedElements).toBe(2);
    const found = searchStructure(website, 'time');
    expect(found && [...found.sections]).toEqual([[1, [11]]]);
    expect(found && foundMessage(found, 'time')).toBe('1 element matches');
  });

  it('finds a section by its name or type, before its elements', () => {
    const found = searchStructure(website, 'testimonials');
    expect(found && [...found.sections]).toEqual([[2, []]]);
    expect(found?.first).toEqual({ kind: 'section', id: 2 });
    expect(found && foundMessage(found, 'testimonials')).toBe('1 section matches');
    const both = searchStructure(website, 'o');
    expect(both && foundMessage(both, 'o')).toMatch(/^3 sections and \d+ elements match$/);
  });

  it('says when nothing matches, in the coach’s own words', () => {
    const found = searchStructure(website, 'xyz');
    expect(found?.first).toBeNull();
    expect(found?.sections.size).toBe(0);
    expect(found && foundMessage(found, ' xyz ')).toBe('Nothing matches “xyz”');
  });

  it('gives the same key to the same results, another to others', () => {
    expect(foundKey(searchStructure(website, 'book'))).toBe(
      foundKey(searchStructure(website, 'BOOK ')),
    );
    expect(foundKey(searchStructure(website, 'book'))).not.toBe(
      foundKey(searchStructure(website, 'call')),
    );
    expect(foundKey(null)).toBe('');
  });

  it('keeps the row chosen from the results in the tree, uncounted, once its words no longer match', () => {
    const found = searchStructure(website, 'discovery');
    if (!found) throw new Error('found nothing');
    const kept = keeping(found, website, { kind: 'element', id: 12 });
    expect([...kept.sections]).toEqual([
      [3, [31]],
      [1, [12]],
    ]);
    expect(foundMessage(kept, 'discovery')).toBe('1 element matches');
    expect(keeping(found, website, { kind: 'element', id: 31 })).toBe(found);
    expect([...keeping(found, website, { kind: 'section', id: 2 }).sections]).toEqual([
      [3, [31]],
      [2, []],
    ]);
    expect(keeping(found, website, null)).toBe(found);
  });
});

describe('the searched words marked in a row’s label', () => {
  const marked = (label: string, query: string) =>
    labelParts(label, searchWords(query))
      .map((p) => (p.match ? `[${p.text}]` : p.text))
      .join('');

  it('marks each searched word where it is, in the label’s own case', () => {
    expect(marked('Button: Book Your Call', 'call book')).toBe('Button: [Book] Your [Call]');
    expect(labelParts('Button: Book Your Call', ['book'])).toEqual([
      { text: 'Button: ', match: false },
      { text: 'Book', match: true },
      { text: ' Your Call', match: false },
    ]);
  });

  it('marks every place a word is found, and overlapping words once', () => {
    expect(marked('Call me, call you', 'call')).toBe('[Call] me, [call] you');
    expect(marked('Bookings', 'book bo')).toBe('[Book]ings');
    expect(marked('Book Your Call', 'book you')).toBe('[Book] [You]r Call');
    expect(marked('aaa', 'aa')).toBe('[aaa]');
  });

  it('leaves a label without the words (or with nothing searched) as it is, one part', () => {
    expect(labelParts('Paragraph: Welcome', ['zoom'])).toEqual([
      { text: 'Paragraph: Welcome', match: false },
    ]);
    expect(labelParts('Paragraph: Welcome', [])).toEqual([
      { text: 'Paragraph: Welcome', match: false },
    ]);
    expect(labelParts('', ['a'])).toEqual([{ text: '', match: false }]);
  });
});
