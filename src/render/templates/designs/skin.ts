import type { DesignId } from '../../../model/templates/types';

/** Whether a surface is light or dark: picks the button, link and gradient variants drawn on it. */
export type Tone = 'light' | 'dark';

/** A section background: its classes (background, heading colour), its paragraph colour and its tone. */
export type Surface = { className: string; muted: string; tone: Tone };

/** Where an element is drawn; each place has its own type scale. */
export type Place = 'header' | 'hero' | 'section' | 'card' | 'band';

type ByTone = Record<Tone, string>;

/**
 * A design's look: the class sets the shared structure draws with. Every design has the same
 * sections and layouts; only these classes differ.
 */
export type Skin = {
  id: DesignId;
  /** The page root: background, body text colour. */
  page: string;
  /** Width and side padding of every section's content. */
  container: string;
  /** Vertical rhythm of content sections. */
  space: string;
  header: Surface;
  /** The closing band with the coach's contact details and social links. */
  footer: Surface;
  hero: Surface;
  /** Decorative, aria-hidden shapes drawn behind the hero's content. */
  heroDecor: readonly string[];
  /** Hero layout without an image: centred or left-aligned. */
  heroAlign: 'center' | 'left';
  /** Content sections alternate between these two. */
  surfaces: readonly [Surface, Surface];
  /** The revolution statement section. */
  statement: Surface;
  /** The call-to-action sections: the section around the band, and the band itself. */
  bandSection: string;
  band: Surface;
  bandFrame: string;
  /** Text beside an image (hero, about), and the about section without one: centred or left. */
  splitAlign: 'center' | 'left';
  /** Section intros (label, heading, text) centred or left-aligned. */
  introAlign: 'center' | 'left';
  brand: string;
  nav: string;
  eyebrow: ByTone;
  h1: string;
  h2: string;
  h3: string;
  lead: string;
  body: string;
  card: string;
  cardAlign: 'center' | 'left';
  cardTone: Tone;
  cardText: string;
  quote: string;
  button: ByTone;
  link: ByTone;
  gradient: ByTone;
  rotated: string;
  image: string;
  frame: string;
};
