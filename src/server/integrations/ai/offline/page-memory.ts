import type { PageSlot, SlotRole } from '../../../../model/ai/page-slots';
import { fallbackIndex, fallbackText } from './page-fallback';

/** A text's sentences, as a page remembers them: a sentence is said once, whatever holds it. */
const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?])\s+/).map((s) => s.toLowerCase().replace(/[^a-z0-9 ]/g, ''));

/**
 * How often a page may name the client's outcome: once a section, three times in all (the hero,
 * the offer, the last call). Said in every slot it reads as a machine's (issue 24).
 */
const OUTCOME_PER_PAGE = 3;

/** The writer's variant and the avatar's item a text was written from. */
export type WrittenAt = { v: number; index: number };
/** A card title: written from a pick, or one of the plain titles. */
type CardTitle = WrittenAt | { plain: number };

/** The roles that speak in sentences, whose openings a section does not repeat. */
const PROSE: ReadonlySet<SlotRole> = new Set<SlotRole>(['body', 'item-body', 'subheadline']);

/**
 * What a page has said so far, so the next slot says something else: each sentence once, each
 * opening once a section ("If your goal is to..."), the client's outcome rarely, and no text cut
 * short to fit its field.
 */
export class PageMemory {
  private readonly said = new Set<string>();
  private readonly outcomeIn = new Set<number>();
  private readonly openings = new Set<string>();
  /** How each card's title was written, so its line can be written from the same pick. */
  private readonly cardTitle = new Map<number, CardTitle>();

  constructor(
    private readonly outcome: string,
    /** Texts the writer cut short to fit: "Ready to feel like yourself again and have the energy to". */
    private readonly cut: ReadonlySet<string>,
  ) {}

  private names(text: string): boolean {
    return text.toLowerCase().includes(this.outcome.toLowerCase());
  }

  private openingsOf(slot: PageSlot, text: string): string[] {
    // A title may open like its card's line ("Honest feedback" and "Honest feedback on...").
    if (!PROSE.has(slot.role)) return [];
    return sentencesOf(text).map((s) => `${slot.sectionId}:${s.split(' ').slice(0, 4).join(' ')}`);
  }

  /** Whether the page may not say `text` in `slot`. */
  refuses(slot: PageSlot, text: string): boolean {
    return (
      this.lineTaken(slot, text) ||
      this.cut.has(text) ||
      sentencesOf(text).some((s) => this.said.has(s)) ||
      this.openingsOf(slot, text).some((o) => this.openings.has(o)) ||
      (this.names(text) &&
        (this.outcomeIn.has(slot.sectionId) || this.outcomeIn.size >= OUTCOME_PER_PAGE))
    );
  }

  /** A plain card title whose own line is already on the page: its card could not match. */
  private lineTaken(slot: PageSlot, text: string): boolean {
    const plain = slot.role === 'item-title' ? fallbackIndex('item-title', text) : null;
    const line = plain === null ? null : fallbackText('item-body', plain);
    return line !== null && sentencesOf(line).some((s) => this.said.has(s));
  }

  /** How the title of the card `slot` belongs to was written, for a card's line. */
  cardTitleOf(slot: PageSlot): CardTitle | null {
    return slot.role === 'item-body' ? (this.cardTitle.get(slot.elementId) ?? null) : null;
  }

  /** Remembers what `slot` says; `at` is the writer's pick it came from, null for a plain text. */
  keep(slot: PageSlot, text: string, at: WrittenAt | null): void {
    for (const s of sentencesOf(text)) this.said.add(s);
    if (this.names(text)) this.outcomeIn.add(slot.sectionId);
    for (const o of this.openingsOf(slot, text)) this.openings.add(o);
    if (slot.role !== 'item-title') return;
    const plain = fallbackIndex('item-title', text);
    if (plain !== null) this.cardTitle.set(slot.elementId, { plain });
    else if (at !== null) this.cardTitle.set(slot.elementId, at);
  }
}
