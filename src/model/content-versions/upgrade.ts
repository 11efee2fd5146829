import type { ElementContent } from '../element-content';
import type { WebsiteSettings } from '../settings';
import type { Website } from '../website';
import { MIGRATIONS } from './migrations';
import type { ContentMigration, StoredSettings, StoredWebsite } from './types';

/** The version content written now carries: the last migration's, or 1 before there is any. */
export function contentVersion(migrations: readonly ContentMigration[] = MIGRATIONS): number {
  return migrations.at(-1)?.to ?? 1;
}

/** Content written by a newer Coachsite than this one: it cannot be read without guessing. */
export class NewerContentError extends Error {
  constructor(
    readonly version: number,
    readonly current: number,
  ) {
    super(
      `This content was saved by a newer version of Coachsite (content version ${version}; this one reads up to ${current}).`,
    );
  }
}

function stepsFrom(from: number, migrations: readonly ContentMigration[]): ContentMigration[] {
  const current = contentVersion(migrations);
  if (from > current) throw new NewerContentError(from, current);
  return migrations.filter((m) => m.to > from);
}

/** An element's stored content, brought from version `from` to the current shape. */
export function upgradeElement(
  type: string,
  content: ElementContent,
  from: number,
  migrations: readonly ContentMigration[] = MIGRATIONS,
): ElementContent {
  let upgraded = content;
  for (const step of stepsFrom(from, migrations)) {
    if (step.element) upgraded = step.element(type, upgraded);
  }
  return upgraded;
}

/** A website's stored settings, brought from version `from` to the current shape. */
export function upgradeSettings(
  settings: WebsiteSettings | StoredSettings,
  from: number,
  migrations: readonly ContentMigration[] = MIGRATIONS,
): WebsiteSettings {
  let upgraded: StoredSettings = settings;
  for (const step of stepsFrom(from, migrations)) {
    if (step.settings) upgraded = step.settings(upgraded);
  }
  // The migrations' job: their last step writes today's shape.
  return upgraded as WebsiteSettings;
}

/** A publication's snapshot (settings and every element), brought from `from` to the current shape. */
export function upgradeSnapshot(
  snapshot: Website,
  from: number,
  migrations: readonly ContentMigration[] = MIGRATIONS,
): Website {
  const steps = stepsFrom(from, migrations);
  if (steps.length === 0) return snapshot;
  let whole = snapshot as unknown as StoredWebsite;
  for (const step of steps) if (step.website) whole = step.website(whole);
  // The migrations' job: their last whole-website step writes today's shape.
  const reshaped = whole as unknown as Website;
  return {
    ...reshaped,
    settings: upgradeSettings(reshaped.settings, from, migrations),
    sections: reshaped.sections.map((section) => ({
      ...section,
      elements: section.elements.map((element) => ({
        ...element,
        content: upgradeElement(element.type, element.content, from, migrations),
      })),
    })),
  };
}
