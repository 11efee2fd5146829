import type { SectionTypeMap } from './templates/types';

/** The section type of the blog's newest posts, which any page of any template may hold (issue 38). */
export const LATEST_POSTS_SECTION = 'latest-posts';

/** How many posts it lists. */
export const LATEST_POSTS_COUNT = 3;

/**
 * The attribute of the empty element a published page carries where its newest posts go; the
 * page is filled when served, as posts change without a publish.
 */
export const LATEST_POSTS_SLOT = 'data-cs-latest-posts';

/** Its markup as the renderer writes it. */
export const LATEST_POSTS_SLOT_HTML = `<div ${LATEST_POSTS_SLOT}=""></div>`;

/** Section types every template offers besides its own. */
export const SITE_SECTIONS = {
  [LATEST_POSTS_SECTION]: { label: 'Latest posts', purpose: 'other', elements: [] },
} as const satisfies SectionTypeMap;
