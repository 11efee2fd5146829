import type { Section } from '../../../../model/website';

/**
 * A section layout. index: its position among the alternating content sections; first: whether it
 * is the first section of its type (only the first hero's heading is the page's h1).
 */
export type SectionProps = { section: Section; index: number; first: boolean };
