import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver';
import { createWebsite } from '../../../test/support/builders';
import { sample } from '../../../test/support/prometheus-text';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import type { Website } from '../../model/website';
import { buildApp } from '../app';
import { outboundClient } from '../integrations/outbound/guarded-fetch';
import { deliverWebhooksHandler } from '../jobs/deliver-webhooks';
import { startRunner } from '../jobs/runner';
import { newSecretKey } from '../secrets/secret-box';
import { makeServices, type Services } from '../services';

const TOKEN = 'scrape-me-3f9a1c2b7d4e';
// The webhook receiver is on loopback, as ALLOW_PRIVATE_OUTBOUND allows.
const loopbackToo = () => outboundClient({ allowPrivate: true, timeoutMs: 5000 });
// One key for both apps: the webhook's secret is sealed by one and opened by the other.
const secretKey = newSecretKey();
const t = setupTestApp(undefined, { outbound: loopbackToo(), secretKey });

let receiver: WebhookReceiver;
let services: Services;
/** The app as an operator runs it with METRICS_TOKEN set, listening on loopback. */
let served: FastifyInstance;
let port: number;
let website: Website;
let slug: string;
let formId: number;
const clientDir = mkdtempSync(join(tmpdir(), 'coachsite-metrics-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Coachsite</title>');

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  services = makeServices(withTestPasswordCost({ outbound: loopbackToo(), secretKey }));
  served = await buildApp({
    db: t.database.db,
    services,
    metricsToken: TOKEN,
    poolStats: t.database.poolStats,
  });
  await served.listen({ host: '127.0.0.1', port: 0 });
  port = (served.server.address() as AddressInfo).port;
  website = await createWebsite(t, { name: 'Metered', template: 'coaching-offer' });
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error('the coaching offer starts with a lead form');
  formId = form.id;
  const published = await t.call('POST', `/api/websites/${website.id}/publish`);
  slug = (published.body as { website: { slug: string } }).website.slug;
  const hook = await t.call('POST', '/api/webhooks', {
    url: receiver.url,
    events: ['lead.received'],
  });
  expect(hook.status).toBe(201);
});
afterAll(async () => {
  await served?.close();
  await receiver?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const scrape = async (app = served, authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** A visitor's browser asking for the live page over a real socket (the front door answers). */
function visit(headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `/s/${slug}`, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function postLead(fields: Record<string, string>, ip: string) {
  return served.inject({
    method: 'POST',
    url: `/forms/${website.id}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ form: String(formId), ...fields }).toString(),
  });
}

describe('/metrics on the app', () => {
  it('answers no metrics without the token, or with another one', async () => {
    for (const authorization of ['', 'Bearer', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(served, authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).not.toContain('coachsite_');
    }
  });

  it('is a JSON 404 when no token is set, never the app’s page', async () => {
    const app = await buildApp({ db: t.database.db, services: makeServices(), clientDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/somewhere' })).body).toContain('<title>');
      const answer = await scrape(app);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).not.toContain('<title>');
      expect(answer.body).not.toContain('coachsite_');
    } finally {
      await app.close();
    }
  });

  it('shows the series move after a live page view, a lead post and an API call', async () => {
    const before = (await scrape()).body;
    const count = (text: string, name: string, labels: Record<string, string>) =>
      sample(text, name, labels) ?? 0;
    const page = 'coachsite_live_page_answers_total';

    const first = await visit(); // nothing in memory yet: the route reads the page
    expect(first.status).toBe(200);
    expect((await visit()).status).toBe(200); // from memory, by the front door
    expect((await visit({ 'if-none-match': first.etag })).status).toBe(304);
    const stored = await postLead({ name: 'Ada', email: 'ada@example.com' }, '10.9.0.1');
    expect(stored.statusCode).toBe(202); // no CRM connected: queued
    const bot = await postLead(
      { name: 'Bot', email: 'b@example.com', company_website: 'x' },
      '10.9.0.2',
    );
    expect(bot.statusCode).toBe(202);
    const api = await served.inject({
      method: 'GET',
      url: `/api/websites/${website.id}`,
      headers: { cookie: t.cookie },
    });
    expect(api.statusCode).toBe(200);

    const after = (await scrape()).body;
    const moved = (name: string, labels: Record<string, string>) =>
      count(after, name, labels) - count(before, name, labels);
    expect(moved(page, { outcome: 'database' })).toBe(1);
    expect(moved(page, { outcome: 'memory' })).toBe(1);
    expect(moved(page, { outcome: 'not_modified' })).toBe(1);
    expect(moved('coachsite_lead_posts_total', { outcome: 'stored' })).toBe(1);
    expect(moved('coachsite_lead_posts_total', { outcome: 'refused' })).toBe(1);
    const route = { method: 'GET', route: '/api/websites/:id' };
    expect(moved('coachsite_http_requests_total', { ...route, status: '200' })).toBe(1);
    expect(moved('coachsite_http_request_duration_seconds_count', route)).toBe(1);
    expect(after).not.toContain(`/api/websites/${website.id}"`);
    // The lead waits for a CRM the coach has not connected, its job's first try failed, and the
    // webhook told of it waits in its outbox.
    expect(sample(after, 'coachsite_outbox_depth', { provider: 'none' })).toBe(1);
    expect(
      sample(after, 'coachsite_outbox_oldest_age_seconds', { provider: 'none' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'coachsite_outbox_depth', { provider: 'gohighlevel' })).toBe(0);
    expect(sample(after, 'coachsite_outbox_depth', { provider: 'webhook' })).toBe(1);
    expect(sample(after, 'coachsite_jobs_waiting', { kind: 'deliver-lead' })).toBe(1);
    expect(sample(after, 'coachsite_jobs_failed', { kind: 'deliver-lead' })).toBe(1);
    expect(sample(after, 'coachsite_metrics_database_read')).toBe(1);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.database.kind === 'pglite') {
      expect(sample(after, 'coachsite_db_queue_oldest_wait_seconds')).toBeGreaterThanOrEqual(0);
    } else {
      expect(sample(after, 'coachsite_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    expect(sample(after, 'coachsite_db_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('counts webhook deliveries as the outbox sends them', async () => {
    const delivered = (text: string) =>
      sample(text, 'coachsite_webhook_deliveries_total', { outcome: 'delivered' }) ?? 0;
    const before = delivered((await scrape()).body);
    expect(
      (await postLead({ name: 'Grace', email: 'grace@example.com' }, '10.9.0.3')).statusCode,
    ).toBe(202);
    const waiting = (await scrape()).body;
    expect(sample(waiting, 'coachsite_outbox_depth', { provider: 'webhook' })).toBeGreaterThan(0);
    const runner = startRunner({
      db: t.database.db,
      handlers: [deliverWebhooksHandler(t.database.db, services, { baseMs: 50, maxMs: 200 })],
      log: () => undefined,
      pollMs: 50,
      bell: services.jobBell,
    });
    try {
      const text = await waitFor('the webhook outbox to empty', async () => {
        const body = (await scrape()).body;
        return sample(body, 'coachsite_outbox_depth', { provider: 'webhook' }) === 0 && body;
      });
      expect(receiver.received.length).toBeGreaterThan(0);
      expect(delivered(text) - before).toBe(receiver.received.length);
    } finally {
      await runner.stop();
    }
  });
});
