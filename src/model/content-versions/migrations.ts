import type { ContentMigration } from './types';
import { intoPages } from './into-pages';

/**
 * Every change to the shape of stored page content, oldest first. Content written before the
 * first of them is version 1. To rename or reshape a field: add an entry here with the next `to`,
 * a pure function from the old shape to the new, and a fixture (`fixtures/v{to}.json`: what the
 * old content looked like and what it must become); change the registry to the new shape in the
 * same commit. Never edit or remove an entry once released: old publications still need it.
 */
export const MIGRATIONS: readonly ContentMigration[] = [
  {
    to: 2,
    description: 'websites gain pages: the content so far is the home page (issue 38)',
    website: intoPages,
  },
];
