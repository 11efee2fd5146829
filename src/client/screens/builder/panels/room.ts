import type { Quotas } from '../../../../model/limits';
import { quotaMessages } from '../../../../model/quota-messages';
import type { Section, Website } from '../../../../model/website';

/** Every element on the page, in all sections. */
export function elementsIn(website: Website): number {
  return website.sections.reduce((sum, s) => sum + s.elements.length, 0);
}

/**
 * Why a section with `elementCount` elements cannot be added now, or null when it can (or the
 * limits are not known yet: the server checks regardless).
 */
export function sectionBlockedBy(
  website: Website,
  elementCount: number,
  limits: Quotas | undefined,
): string | null {
  return sectionBlockedIn(
    { sections: website.sections.length, elements: elementsIn(website) },
    elementCount,
    limits,
  );
}

/** As sectionBlockedBy, from what the whole website holds (the builder lists one page at a time). */
export function sectionBlockedIn(
  used: { sections: number; elements: number },
  elementCount: number,
  limits: Quotas | undefined,
): string | null {
  if (!limits) return null;
  if (used.sections >= limits.sectionsPerWebsite) {
    return quotaMessages.sections(limits.sectionsPerWebsite);
  }
  if (used.elements + elementCount > limits.elementsPerWebsite) {
    return quotaMessages.websiteElements(limits.elementsPerWebsite);
  }
  return null;
}

/** Why an element cannot be added to this section now, or null when it can. */
export function elementBlockedBy(
  section: Section,
  elementsInWebsite: number,
  limits: Quotas | undefined,
): string | null {
  if (!limits) return null;
  if (section.elements.length >= limits.elementsPerSection) {
    return quotaMessages.sectionElements(limits.elementsPerSection);
  }
  if (elementsInWebsite >= limits.elementsPerWebsite) {
    return quotaMessages.websiteElements(limits.elementsPerWebsite);
  }
  return null;
}
