import type { ElementContent } from '../element-content';

/** Stored settings as they were written at some version: not necessarily today's shape. */
export type StoredSettings = Record<string, unknown>;

/**
 * One step from version `to - 1` to version `to`. Each part is a pure function of what was stored:
 * no I/O, no clock, the same answer every time (old content is upgraded again at each read).
 */
export type ContentMigration = {
  to: number;
  /** What changed, for people: 'heading: text renamed to title'. */
  description: string;
  element?: (type: string, content: ElementContent) => ElementContent;
  settings?: (settings: StoredSettings) => StoredSettings;
  /** The whole website's shape (its pages, which page each section is on), before its parts. */
  website?: (website: StoredWebsite) => StoredWebsite;
};

/** A stored website snapshot at some version: not necessarily today's shape. */
export type StoredWebsite = Record<string, unknown> & { sections: Record<string, unknown>[] };
