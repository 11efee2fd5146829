import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/pool-stats';

/** What became of a visitor's post to a lead form. */
export type LeadPostOutcome = 'stored' | 'held' | 'refused';
/** What one try of a webhook delivery did: delivered, to be tried again, or given up. */
export type WebhookTryOutcome = 'delivered' | 'retry' | 'failed';

/** What a scrape reads from the database (database-readings.ts). */
export type DatabaseReadings = {
  /** Leads waiting for the CRM, by provider ('none': no CRM connected), and webhook deliveries. */
  outbox: { provider: string; depth: number; oldestSeconds: number }[];
  /** Jobs not done, by kind. */
  jobs: { kind: string; waiting: number; running: number; failed: number }[];
};

/** Where a scrape reads what is not counted in memory. */
export type ScrapeSource = {
  readDatabase: () => Promise<DatabaseReadings>;
  poolStats?: () => PoolStats;
};

/** How long a scrape waits for the database before it answers without its series. */
const READ_TIMEOUT_MS = 2000;

/**
 * The operator's metrics in the Prometheus text format, on a registry of this app's own (not
 * prom-client's global one: tests build many apps in one process). Built once with the services
 * (decision 012). Counters are kept as things happen; the outboxes, the job queue and the pool
 * are read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  /**
   * Live pages answered, counted by the front door and the `/s/:slug` route with a plain
   * increment (the door is the hot path: no labels hashed there); read into the counter at scrape.
   * `memory`: the door sent the page it held; `notModified`: a 304; `database`: the route answered.
   */
  readonly livePages = { memory: 0, notModified: 0, database: 0 };

  private readonly r = [this.registry];
  readonly httpRequests = new Counter({
    name: 'coachsite_http_requests_total',
    help: 'Requests Fastify answered, by method, route pattern and status (live pages the front door answers are in coachsite_live_page_answers_total)',
    labelNames: ['method', 'route', 'status'] as const,
    registers: this.r,
  });
  readonly httpDuration = new Histogram({
    name: 'coachsite_http_request_duration_seconds',
    help: 'Time from a request reaching Fastify to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: this.r,
  });
  private readonly leadPosts = new Counter({
    name: 'coachsite_lead_posts_total',
    help: 'Posts to lead forms: stored (delivered or queued), held (past an hourly ceiling) or refused (rate limit, bad answers, honeypot, no such form)',
    labelNames: ['outcome'] as const,
    registers: this.r,
  });
  private readonly webhookTries = new Counter({
    name: 'coachsite_webhook_deliveries_total',
    help: 'Tries of webhook deliveries: delivered, retry (to be tried again) or failed (given up)',
    labelNames: ['outcome'] as const,
    registers: this.r,
  });
  private readonly outboxDepth = this.gauge(
    'coachsite_outbox_depth',
    'Leads waiting for the CRM by provider (none: no CRM connected), and webhook deliveries (provider="webhook")',
    ['provider'],
  );
  private readonly outboxOldest = this.gauge(
    'coachsite_outbox_oldest_age_seconds',
    'Age of the oldest waiting item of each outbox',
    ['provider'],
  );
  private readonly jobsWaiting = this.gauge(
    'coachsite_jobs_waiting',
    'Jobs not done and not running, by kind',
    ['kind'],
  );
  private readonly jobsRunning = this.gauge(
    'coachsite_jobs_running',
    'Jobs held by a process now, by kind',
    ['kind'],
  );
  private readonly jobsFailed = this.gauge(
    'coachsite_jobs_failed',
    'Jobs not done whose last run failed (waiting for their retry), by kind',
    ['kind'],
  );
  private readonly databaseRead = this.gauge(
    'coachsite_metrics_database_read',
    '1 when this scrape read the outboxes and jobs from the database in time, else 0 (their series are left out)',
    [],
  );
  private readonly pool = this.gauge(
    'coachsite_db_pool_connections',
    "PostgreSQL pool's connections, by state (total, idle)",
    ['state'],
  );
  private readonly poolWaiting = this.gauge(
    'coachsite_db_waiting',
    "Queries waiting for a connection (PostgreSQL) or in the embedded database's queue (PGlite)",
    [],
  );
  private readonly queueOldest = this.gauge(
    'coachsite_db_queue_oldest_wait_seconds',
    "How long the oldest query in the embedded database's queue has waited (PGlite)",
    [],
  );

  private watchingProcess = false;
  private reading: Promise<DatabaseReadings> | null = null;

  constructor(private readonly readTimeoutMs = READ_TIMEOUT_MS) {
    const counts = this.livePages;
    new Counter({
      name: 'coachsite_live_page_answers_total',
      help: 'Live pages answered: memory (the front door sent the page it held), not_modified (a 304), database (the route answered, reading what it needed)',
      labelNames: ['outcome'] as const,
      registers: this.r,
      collect() {
        this.reset();
        this.inc({ outcome: 'memory' }, counts.memory);
        this.inc({ outcome: 'not_modified' }, counts.notModified);
        this.inc({ outcome: 'database' }, counts.database);
      },
    });
    for (const outcome of ['stored', 'held', 'refused'] as const)
      this.leadPosts.inc({ outcome }, 0);
    for (const outcome of ['delivered', 'retry', 'failed'] as const) {
      this.webhookTries.inc({ outcome }, 0);
    }
  }

  private gauge<L extends string>(name: string, help: string, labelNames: L[]): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: this.r });
  }

  leadPost(outcome: LeadPostOutcome): void {
    this.leadPosts.inc({ outcome });
  }

  webhookTry(outcome: WebhookTryOutcome): void {
    this.webhookTries.inc({ outcome });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * The metrics as text. The database is read once at a time (a scrape while a read is under
   * way waits for that one) and for at most `readTimeoutMs`: a database that fails or hangs
   * leaves its series out, and everything counted in memory is still answered.
   */
  async scrape(source: ScrapeSource): Promise<string> {
    if (!this.watchingProcess) {
      // Event-loop lag, memory, CPU, handles: from the first scrape on, so apps never scraped
      // (tests) start no monitor.
      collectDefaultMetrics({ register: this.registry });
      this.watchingProcess = true;
    }
    const readings = await this.readDatabase(source.readDatabase);
    this.databaseRead.set(readings ? 1 : 0);
    for (const gauge of [this.outboxDepth, this.outboxOldest]) gauge.reset();
    for (const gauge of [this.jobsWaiting, this.jobsRunning, this.jobsFailed]) gauge.reset();
    for (const row of readings?.outbox ?? []) {
      this.outboxDepth.set({ provider: row.provider }, row.depth);
      this.outboxOldest.set({ provider: row.provider }, row.oldestSeconds);
    }
    for (const row of readings?.jobs ?? []) {
      this.jobsWaiting.set({ kind: row.kind }, row.waiting);
      this.jobsRunning.set({ kind: row.kind }, row.running);
      this.jobsFailed.set({ kind: row.kind }, row.failed);
    }
    this.setPool(source.poolStats?.());
    return this.registry.metrics();
  }

  private setPool(stats: PoolStats | undefined): void {
    this.pool.reset();
    this.poolWaiting.reset();
    this.queueOldest.reset();
    if (!stats) return;
    this.poolWaiting.set(stats.waiting);
    if (stats.kind === 'postgres') {
      this.pool.set({ state: 'total' }, stats.total);
      this.pool.set({ state: 'idle' }, stats.idle);
    } else {
      this.queueOldest.set(stats.oldestWaitMs / 1000);
    }
  }

  private async readDatabase(
    read: () => Promise<DatabaseReadings>,
  ): Promise<DatabaseReadings | null> {
    this.reading ??= Promise.resolve()
      .then(read)
      .finally(() => {
        this.reading = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, this.readTimeoutMs, null);
    });
    try {
      return await Promise.race([this.reading.catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
