import type { FastifyInstance } from 'fastify';
import { DEFAULT_QUOTAS, type Quotas } from '../../src/model/limits';
import { DESIGN_SECTIONS } from '../../src/model/templates/section-types';
import type { Element, Section, Website } from '../../src/model/website';

export const SECTIONS = 30;
export const ELEMENTS_PER_SECTION = 10;

/** How big a benchmark website is: sections, each with the same number of elements. */
export type Shape = { sections: number; elementsPerSection: number };

export const DEFAULT_SHAPE: Shape = {
  sections: SECTIONS,
  elementsPerSection: ELEMENTS_PER_SECTION,
};

/** About 150 characters, the length of a typical paragraph on a coach's page. */
const PARAGRAPH =
  'I help founders and team leads find clarity, set boundaries and lead with confidence, ' +
  'through one-to-one coaching and small group programmes.';

type Method = 'GET' | 'POST' | 'DELETE';

const sessions = new WeakMap<FastifyInstance, string>();
const sessionOf = (app: FastifyInstance) => sessions.get(app) ?? '';

/** One request through the real routes and domain; fails loudly on an unexpected status. */
async function call<T>(app: FastifyInstance, method: Method, url: string, body?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie: sessionOf(app) },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  }
  return { value: (res.body ? res.json() : undefined) as T, body: res.body };
}

/** Quotas an app needs to hold a website of this shape: the defaults, raised where too small. */
export function quotasFor(shape: Shape): Quotas {
  return {
    ...DEFAULT_QUOTAS,
    sectionsPerWebsite: Math.max(DEFAULT_QUOTAS.sectionsPerWebsite, shape.sections),
    elementsPerSection: Math.max(DEFAULT_QUOTAS.elementsPerSection, shape.elementsPerSection),
    elementsPerWebsite: Math.max(
      DEFAULT_QUOTAS.elementsPerWebsite,
      shape.sections * shape.elementsPerSection,
    ),
  };
}

/**
 * Creates a 'coach' website (its starter sections and elements included) and adjusts it through
 * the API (as the coach whose session `cookie` is) to exactly `shape` (by default SECTIONS
 * sections of ELEMENTS_PER_SECTION elements each). Answers its id and the JSON body
 * GET /api/websites/{id} answers. A shape past the default quotas needs an app built with larger
 * ones (see `quotasFor`).
 */
export async function buildWebsite(
  app: FastifyInstance,
  cookie: string,
  shape: Shape = DEFAULT_SHAPE,
): Promise<{ id: number; body: string }> {
  sessions.set(app, cookie);
  const created = await call<Website>(app, 'POST', '/api/websites', {
    name: 'Benchmark Coaching',
    template: 'coach',
  });
  const id = created.value.id;
  const sections: Section[] = created.value.sections.slice(0, shape.sections);
  for (const extra of created.value.sections.slice(shape.sections)) {
    await call(app, 'DELETE', `/api/sections/${extra.id}`);
  }
  const types = Object.keys(DESIGN_SECTIONS);
  while (sections.length < shape.sections) {
    const type = types[sections.length % types.length] as string;
    sections.push(
      (await call<Section>(app, 'POST', `/api/websites/${id}/sections`, { type })).value,
    );
  }
  for (const section of sections) {
    for (const extra of section.elements.slice(shape.elementsPerSection)) {
      await call(app, 'DELETE', `/api/elements/${extra.id}`);
    }
    for (let n = section.elements.length; n < shape.elementsPerSection; n++) {
      await call<Element>(app, 'POST', `/api/sections/${section.id}/elements`, {
        type: 'paragraph',
        content: { text: PARAGRAPH },
      });
    }
  }
  const got = await call<Website>(app, 'GET', `/api/websites/${id}`);
  const counts = got.value.sections.map((s) => s.elements.length);
  if (counts.length !== shape.sections || counts.some((n) => n !== shape.elementsPerSection)) {
    throw new Error(`website ${id} has the wrong shape: elements per section ${counts.join(',')}`);
  }
  return { id, body: got.body };
}
