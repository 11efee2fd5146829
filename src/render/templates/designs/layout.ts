import { sortByPosition } from '../../../model/position';
import type { ElementType } from '../../../model/element-types';
import type { Element } from '../../../model/website';

const STATEMENTS: readonly string[] = ['gradient-text', 'rotated-heading'];
const ACTIONS: readonly string[] = ['button', 'link'];
/** What a card keeps after its heading, up to the next heading. */
const CARD_BODY: readonly string[] = ['paragraph', 'image', 'button', 'link'];

export const isAction = (type: ElementType): boolean => ACTIONS.includes(type);

/** The section's title: its first heading, else its first gradient or rotated statement. */
export function titleOf(elements: readonly Element[]): number | undefined {
  const sorted = sortByPosition(elements);
  return (
    sorted.find((e) => e.type === 'heading') ?? sorted.find((e) => STATEMENTS.includes(e.type))
  )?.id;
}

/** Consecutive buttons and links are drawn together in one row; everything else on its own. */
export function runs(sorted: readonly Element[]): Element[][] {
  const out: Element[][] = [];
  for (const e of sorted) {
    const last = out.at(-1);
    if (last && isAction(e.type) && last.every((x) => isAction(x.type))) last.push(e);
    else out.push([e]);
  }
  return out;
}

export type Media = { text: Element[]; media: Element[]; mediaFirst: boolean };

/** Images go to their own column; the column comes first when an image comes before any text. */
export function splitMedia(elements: readonly Element[]): Media {
  const sorted = sortByPosition(elements);
  const text = sorted.filter((e) => e.type !== 'image');
  const media = sorted.filter((e) => e.type === 'image');
  const [firstText, firstMedia] = [text[0], media[0]];
  return {
    text,
    media,
    mediaFirst: !!firstMedia && (!firstText || firstMedia.order < firstText.order),
  };
}

export type Cards = { intro: Element[]; cards: Element[][]; outro: Element[] };

/**
 * Splits a cards section into its intro (up to the first card), its cards and what follows them.
 * A card starts at a heading after the title, or is a testimonial card; a heading's card keeps the
 * paragraphs, images, buttons and links after it. Anything else between cards is a card of its own.
 * Order is kept: intro, then cards, then outro, exactly as sorted.
 */
export function splitCards(elements: readonly Element[]): Cards {
  const sorted = sortByPosition(elements);
  const titleId = titleOf(sorted);
  const starts = (e: Element) =>
    e.type === 'testimonial-card' || (e.type === 'heading' && e.id !== titleId);
  const first = sorted.findIndex(starts);
  if (first === -1) return { intro: sorted, cards: [], outro: [] };
  const cards: Element[][] = [];
  for (const e of sorted.slice(first)) {
    const card = cards.at(-1);
    const open = card?.[0]?.type === 'heading';
    if (card && open && !starts(e) && CARD_BODY.includes(e.type)) card.push(e);
    else cards.push([e]);
  }
  return trailingActions({ intro: sorted.slice(0, first), cards, outro: [] });
}

/**
 * Buttons closing the last card belong to the whole section (e.g. 'Find Your Program'), unless
 * other cards carry their own buttons too; things after the last card likewise go below the grid.
 */
function trailingActions({ intro, cards }: Cards): Cards {
  const outro: Element[] = [];
  while (cards.length > 1 && cards.at(-1)?.[0]?.type !== 'heading' && !isCardLike(cards.at(-1))) {
    outro.unshift(...(cards.pop() ?? []));
  }
  const last = cards.at(-1);
  const othersHaveButtons = cards.slice(0, -1).some((c) => c.some((e) => e.type === 'button'));
  if (last && last[0]?.type === 'heading' && !othersHaveButtons) {
    let cut = last.length;
    while (cut > 1 && last[cut - 1]?.type === 'button') cut--;
    outro.unshift(...last.splice(cut));
  }
  return { intro, cards, outro };
}

function isCardLike(card: readonly Element[] | undefined): boolean {
  return card?.[0]?.type === 'testimonial-card';
}
