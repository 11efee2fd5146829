import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { makeServices } from '../../src/server/services';
import { openPglite, type Database } from '../../src/server/db/database';
import { DEFAULT_QUOTAS } from '../../src/model/limits';
import { DESIGN_SECTIONS } from '../../src/model/templates/section-types';
import type { Section, Website } from '../../src/model/website';
import { signUpCoach } from '../support/coach';
import { send } from './http';

export const ELEMENTS = DEFAULT_QUOTAS.elementsPerWebsite;
const PER_SECTION = DEFAULT_QUOTAS.elementsPerSection;

export type AbuseBench = {
  port: number;
  cookie: string;
  /** Path of the live page, /s/{slug}. */
  pagePath: string;
  /** The allowed Host the page was published from, which is also the default address. */
  allowedHost: string;
  sections: number;
  close: () => Promise<void>;
};

const OPENERS = [
  'I help',
  'Together we support',
  'My programmes guide',
  'Each week I work with',
  'For twelve years I have coached',
  'Our sessions give',
  'This package is for',
  'Small groups bring together',
];
const WHO = [
  'founders',
  'team leads',
  'new managers',
  'consultants',
  'therapists building a practice',
  'creative directors',
  'engineers stepping into leadership',
  'owners of family businesses',
  'people returning to work',
];
const OUTCOMES = [
  'find clarity when every week feels like a sprint',
  'set boundaries that protect their energy without losing clients',
  'decide what to stop doing before adding anything new',
  'lead difficult conversations with calm and care',
  'price their services with confidence',
  'turn a crowded calendar into a plan they trust',
  'build habits that survive a busy quarter',
  'hire their first team member without fear',
  'say no to work that drains them',
];
const DETAILS = [
  'We start with your calendar, because it tells the truth about your priorities.',
  'You leave every call with one decision made and one habit to try.',
  'Between sessions you can message me when a hard conversation comes up.',
  'We measure progress in hours won back and calls no longer dreaded.',
  'Every programme begins with a free thirty-minute conversation.',
  'Clients tell me the biggest change is how quietly confident they become.',
  'The work is practical: templates, scripts and a weekly review you keep.',
  'Sessions run online, so you can join from the office, home or a hotel room.',
];

/** A seeded generator (mulberry32), so every run builds the same page. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(8);
const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] as string;

/** Three or four sentences, combined afresh for each paragraph (so compression is not flattered). */
function paragraph(): string {
  const sentences = [
    `${pick(OPENERS)} ${pick(WHO)} who want to ${pick(OUTCOMES)}.`,
    `It suits ${pick(WHO)} most of all, and anyone ready to ${pick(OUTCOMES)}.`,
    pick(DETAILS),
  ];
  if (random() < 0.5) sentences.push(pick(DETAILS));
  return sentences.join(' ');
}

type Draft = { type: 'heading' | 'paragraph'; content: { text: string } };

/** `count` elements: a heading, then paragraphs, with a heading again every tenth element. */
function drafts(first: number, count: number): Draft[] {
  return Array.from({ length: count }, (_, i): Draft => {
    const n = first + i;
    return i % 10 === 0
      ? { type: 'heading', content: { text: `Part ${n / 10 + 1}: what changes for you` } }
      : { type: 'paragraph', content: { text: paragraph() } };
  });
}

async function call<T>(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/**
 * A 'coach' website (its starter page kept) grown through the API to exactly ELEMENTS elements:
 * sections of up to PER_SECTION headings and paragraphs, within the default quotas.
 */
async function growWebsite(app: FastifyInstance, cookie: string): Promise<Website> {
  const created = await call<Website>(app, cookie, 'POST', '/api/websites', {
    name: 'Maya Rivers Coaching',
    template: 'coach',
    settings: { coachName: 'Maya Rivers' },
  });
  const types = Object.keys(DESIGN_SECTIONS);
  let total = created.sections.reduce((sum, s) => sum + s.elements.length, 0);
  while (total < ELEMENTS) {
    const count = Math.min(PER_SECTION, ELEMENTS - total);
    await call<Section>(app, cookie, 'POST', `/api/websites/${created.id}/sections`, {
      type: types[total % types.length],
      name: `Chapter ${total}`,
      elements: drafts(total, count),
    });
    total += count;
  }
  const website = await call<Website>(app, cookie, 'GET', `/api/websites/${created.id}`);
  const counted = website.sections.reduce((sum, s) => sum + s.elements.length, 0);
  if (counted !== ELEMENTS) throw new Error(`website ${website.id} has ${counted} elements`);
  return website;
}

/**
 * The real app on in-memory PGlite, listening on 127.0.0.1, trusting one proxy hop (so a forged
 * X-Forwarded-Host is believed: the harder case), with one coach and a published 1,500-element
 * website. It is published over HTTP with Host localhost:{port}, an allowed host that is also the
 * address any other host gets, so its live page is prepared at publish.
 */
export async function startAbuseBench(): Promise<AbuseBench> {
  const database: Database = await openPglite(null);
  const app = await buildApp({ db: database.db, services: makeServices(), trustProxy: 1 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const allowedHost = `localhost:${port}`;
  const { cookie } = await signUpCoach(app);
  const website = await growWebsite(app, cookie);
  const published = await send(port, {
    method: 'POST',
    path: `/api/websites/${website.id}/publish`,
    headers: { host: allowedHost, cookie, 'content-type': 'application/json' },
    body: '{}',
    timeoutMs: 60_000,
  });
  if (published.status !== 201) {
    throw new Error(`publish answered ${published.status}: ${published.body.toString()}`);
  }
  const { url } = JSON.parse(published.body.toString()) as { url: string };
  if (!url.startsWith(`http://${allowedHost}/s/`)) throw new Error(`published at ${url}`);
  return {
    port,
    cookie,
    pagePath: new URL(url).pathname,
    allowedHost,
    sections: website.sections.length,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
