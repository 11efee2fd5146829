import { afterEach, describe, expect, it, vi } from 'vitest';
import { sample } from '../../../test/support/prometheus-text';
import { ConfigError, loadConfig } from '../config';
import { Metrics, type DatabaseReadings } from './metrics';

const READINGS: DatabaseReadings = {
  outbox: [
    { provider: 'gohighlevel', depth: 3, oldestSeconds: 42 },
    { provider: 'webhook', depth: 0, oldestSeconds: 0 },
  ],
  jobs: [{ kind: 'deliver-lead', waiting: 2, running: 1, failed: 2 }],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the metrics a scrape answers', () => {
  it('names what was counted in memory and what the database holds, with the process’s own', async () => {
    const metrics = new Metrics();
    metrics.livePages.memory += 5;
    metrics.livePages.notModified += 2;
    metrics.leadPost('held');
    metrics.webhookTry('retry');
    const text = await metrics.scrape({
      readDatabase: async () => READINGS,
      poolStats: () => ({ kind: 'postgres', total: 4, idle: 3, waiting: 1 }),
    });
    expect(sample(text, 'coachsite_live_page_answers_total', { outcome: 'memory' })).toBe(5);
    expect(sample(text, 'coachsite_live_page_answers_total', { outcome: 'not_modified' })).toBe(2);
    expect(sample(text, 'coachsite_lead_posts_total', { outcome: 'held' })).toBe(1);
    expect(sample(text, 'coachsite_lead_posts_total', { outcome: 'stored' })).toBe(0);
    expect(sample(text, 'coachsite_webhook_deliveries_total', { outcome: 'retry' })).toBe(1);
    expect(sample(text, 'coachsite_outbox_depth', { provider: 'gohighlevel' })).toBe(3);
    expect(sample(text, 'coachsite_outbox_oldest_age_seconds', { provider: 'gohighlevel' })).toBe(
      42,
    );
    expect(sample(text, 'coachsite_jobs_waiting', { kind: 'deliver-lead' })).toBe(2);
    expect(sample(text, 'coachsite_jobs_failed', { kind: 'deliver-lead' })).toBe(2);
    expect(sample(text, 'coachsite_db_pool_connections', { state: 'idle' })).toBe(3);
    expect(sample(text, 'coachsite_db_waiting')).toBe(1);
    expect(sample(text, 'coachsite_metrics_database_read')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The live pages are counted as they are served, not once per scrape.
    expect(
      sample(
        await metrics.scrape({ readDatabase: async () => READINGS }),
        'coachsite_live_page_answers_total',
        {
          outcome: 'memory',
        },
      ),
    ).toBe(5);
  });

  it('answers what it can when the database fails: the counters, no stale outbox', async () => {
    const metrics = new Metrics();
    await metrics.scrape({ readDatabase: async () => READINGS });
    metrics.leadPost('stored');
    const text = await metrics.scrape({
      readDatabase: () => Promise.reject(new Error('connection terminated')),
    });
    expect(sample(text, 'coachsite_metrics_database_read')).toBe(0);
    expect(sample(text, 'coachsite_lead_posts_total', { outcome: 'stored' })).toBe(1);
    expect(sample(text, 'coachsite_outbox_depth', { provider: 'gohighlevel' })).toBeUndefined();
    expect(sample(text, 'coachsite_jobs_waiting', { kind: 'deliver-lead' })).toBeUndefined();
  });

  it('does not wait on a database that hangs, and asks it once however often it is scraped', async () => {
    vi.useFakeTimers();
    const metrics = new Metrics(2000);
    const read = vi.fn(() => new Promise<DatabaseReadings>(() => {}));
    const first = metrics.scrape({ readDatabase: read });
    const second = metrics.scrape({ readDatabase: read });
    await vi.advanceTimersByTimeAsync(2000);
    for (const text of await Promise.all([first, second])) {
      expect(sample(text, 'coachsite_metrics_database_read')).toBe(0);
      expect(sample(text, 'coachsite_live_page_answers_total', { outcome: 'memory' })).toBe(0);
    }
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps each app’s series apart (no global registry)', async () => {
    const one = new Metrics();
    const other = new Metrics();
    one.leadPost('refused');
    const text = await other.scrape({ readDatabase: async () => READINGS });
    expect(sample(text, 'coachsite_lead_posts_total', { outcome: 'refused' })).toBe(0);
  });
});

describe('the metrics settings', () => {
  it('are unset by default: no metrics anywhere', () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
  });

  it.each([
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', 'nine'],
    ['METRICS_TOKEN', 'short'],
  ])('a bad %s (%s) stops start-up naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it('never repeats the token into the log line', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'a secret with spaces in it' })).toThrow(
      /^Invalid METRICS_TOKEN: must have no spaces$/,
    );
  });
});
