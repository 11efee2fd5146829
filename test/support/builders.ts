import type { Website } from '../../src/model/website';
import type { TestApp } from './test-app';

/** Creates a website through the API and answers it with its sections and elements. */
export async function createWebsite(
  t: TestApp,
  input: { name?: string; template?: string; settings?: unknown } = {},
): Promise<Website> {
  const { status, body } = await t.call('POST', '/api/websites', {
    name: input.name ?? 'Bright Path Coaching',
    template: input.template ?? 'coach',
    ...(input.settings === undefined ? {} : { settings: input.settings }),
  });
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body as Website;
}

export async function getWebsite(t: TestApp, id: number): Promise<Website> {
  const { status, body } = await t.call('GET', `/api/websites/${id}`);
  if (status !== 200) throw new Error(`get failed: ${status}`);
  return body as Website;
}

export type { ErrorAnswer } from '../../src/model/api-answers';
