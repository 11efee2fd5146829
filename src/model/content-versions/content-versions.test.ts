/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementContent } from '../element-content';
import {
  contentVersion,
  MIGRATIONS,
  NewerContentError,
  upgradeElement,
  upgradeSettings,
  upgradeSnapshot,
} from '.';
import type { Website } from '../website';
import type { ContentMigration } from './types';

/**
 * Each migration's fixture: stored content at the version before it, and what it must become.
 * `fixtures/v{to}.json`: { elements?: [{ type, before, after }], settings?: [{ before, after }] }.
 */
type Fixture = {
  elements?: { type: string; before: ElementContent; after: ElementContent }[];
  settings?: { before: Record<string, unknown>; after: Record<string, unknown> }[];
  /** Whole website snapshots (a `website` step), upgraded with upgradeSnapshot. */
  websites?: { before: Website; after: Website }[];
};
const fixtures = import.meta.glob<Fixture>('./fixtures/v*.json', {
  eager: true,
  import: 'default',
});

const renameText: ContentMigration = {
  to: 2,
  description: 'heading: plain text moves into the rich html field',
  element: (type, content) => {
    if (type !== 'heading' || content.text === undefined) return content;
    const { text, ...rest } = content;
    return { ...rest, html: rest.html ?? text };
  },
};
const dropLegacy: ContentMigration = {
  to: 3,
  description: 'settings: legacy key dropped',
  settings: ({ legacy: _legacy, ...rest }) => rest,
};

describe('the list of content migrations', () => {
  it('counts up from version 2 without gaps, each with a description', () => {
    MIGRATIONS.forEach((migration, i) => {
      expect(migration.to).toBe(i + 2);
      expect(migration.description.trim()).not.toBe('');
    });
    expect(contentVersion()).toBe(MIGRATIONS.length + 1);
  });

  it('has a fixture for every migration, and each fixture upgrades to what it says', () => {
    for (const migration of MIGRATIONS) {
      const fixture = fixtures[`./fixtures/v${migration.to}.json`];
      expect(fixture, `fixtures/v${migration.to}.json`).toBeDefined();
      const from = migration.to - 1;
      for (const { type, before, after } of fixture?.elements ?? []) {
        expect(upgradeElement(type, before, from, MIGRATIONS.slice(0, migration.to - 1))).toEqual(
          after,
        );
      }
      for (const { before, after } of fixture?.settings ?? []) {
        expect(upgradeSettings(before, from, MIGRATIONS.slice(0, migration.to - 1))).toEqual(after);
      }
      for (const { before, after } of fixture?.websites ?? []) {
        expect(upgradeSnapshot(before, from, MIGRATIONS.slice(0, migration.to - 1))).toEqual(after);
      }
      const examples =
        (fixture?.elements?.length ?? 0) +
        (fixture?.settings?.length ?? 0) +
        (fixture?.websites?.length ?? 0);
      expect(examples, `fixtures/v${migration.to}.json holds an example`).toBeGreaterThan(0);
    }
  });
});

describe('upgrading stored content', () => {
  const list = [renameText, dropLegacy];

  it('runs every step after the stored version, in order, and none before it', () => {
    expect(upgradeElement('heading', { text: 'Old words' }, 1, list)).toEqual({
      html: 'Old words',
    });
    expect(upgradeElement('heading', { text: 'Kept as written' }, 2, list)).toEqual({
      text: 'Kept as written',
    });
    expect(upgradeSettings({ legacy: true, coachName: 'Maya' }, 1, list)).toEqual({
      coachName: 'Maya',
    });
    expect(contentVersion(list)).toBe(3);
  });

  it('refuses content a newer version wrote instead of guessing at it', () => {
    expect(() => upgradeElement('heading', { html: 'x' }, 4, list)).toThrow(NewerContentError);
    expect(() => upgradeSettings({}, 2, [])).toThrow(/newer version of Coachsite/);
  });

  const content = fc.dictionary(
    fc.constantFrom('html', 'text', 'label', 'url', 'legacy'),
    fc.oneof(fc.string(), fc.boolean()),
  ) as fc.Arbitrary<ElementContent>;
  const type = fc.constantFrom('heading', 'paragraph', 'button');

  it('leaves current content as it is (with no migrations, or at the last version)', () => {
    fc.assert(
      fc.property(type, content, (t, c) => {
        expect(upgradeElement(t, c, 1, [])).toEqual(c);
        expect(upgradeElement(t, c, contentVersion(list), list)).toEqual(c);
      }),
    );
  });

  it('upgrades once: upgrading what was upgraded changes nothing', () => {
    fc.assert(
      fc.property(type, content, fc.integer({ min: 1, max: 3 }), (t, c, from) => {
        const once = upgradeElement(t, c, from, list);
        expect(upgradeElement(t, once, contentVersion(list), list)).toEqual(once);
      }),
    );
  });
});
