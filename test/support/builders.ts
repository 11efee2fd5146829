import type { Website } from '../../src/model/website';
import type { TestApp } from './test-app';

/** Creates a website through the API and answers it with its sections and elements. */
export async function createWebsite(
  t: TestApp,
  input: { name?: string; template?: string; settings?: unknown } = {},
  /** Whose website (a session cookie); the test's own coach by default. */
  cookie?: string,
): Promise<Website> {
  const payload = {
    name: input.name ?? 'Bright Path Coaching',
    template: input.template ?? 'coach',
    ...(input.settings === undefined ? {} : { settings: input.settings }),
  };
  const { status, body } = await t.call('POST', '/api/websites', payload, cookie);
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body as Website;
}

/** A published website whose page carries a lead form (the coaching offer's), with its form's id. */
export async function publishLeadForm(
  t: TestApp,
  name = 'Momentum',
): Promise<{ website: Website; formId: number; path: string; slug: string }> {
  const website = await createWebsite(t, { name, template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the coaching offer starts with a lead form');
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  if (published.status !== 201) throw new Error(`publish failed: ${published.status}`);
  const path = new URL((published.body as { url: string }).url).pathname;
  return { website, formId: form.id, path, slug: path.split('/').pop() ?? '' };
}

export async function getWebsite(t: TestApp, id: number): Promise<Website> {
  const { status, body } = await t.call('GET', `/api/websites/${id}`);
  if (status !== 200) throw new Error(`get failed: ${status}`);
  return body as Website;
}

export type { ErrorAnswer } from '../../src/model/api-answers';
