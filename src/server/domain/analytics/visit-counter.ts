import { dayOf, type Day } from '../../../model/analytics/date-range';
import type { Clock } from '../../clock';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isDatabaseUnreachable } from '../../db/outage';
import { dropOldSalts, saltFor } from './daily-salt';
import { dropOldVisitors, recordVisits, type SameViews } from './record-visits';
import { visitOf, type ServedPage, type Visit } from './visit';

export type VisitCounterOptions = {
  db: Db;
  clock: Clock;
  /** How long a view waits in memory before its batch is written (ANALYTICS_FLUSH_MS). */
  flushMs: number;
  /** Told when a batch could not be written (it is tried once more with the next one). */
  onError: (error: unknown) => void;
  /**
   * Different visits held at most (a visitor's views of one page on one day from one referrer and
   * campaign are one, however many); beyond it, new ones are not counted until the next write.
   */
  maxPending?: number;
};

const BATCH = 2000;

/** What tells two views apart in the counts: same key, same visitor, page, day, source. */
function keyOf(visit: Visit): string {
  const campaign = visit.campaign;
  return (
    `${visit.publicationId}\n${visit.day}\n${visit.device}\n${visit.address}\n${visit.referrerHost}\n` +
    `${visit.domain}\n${visit.path}\n` +
    (campaign ? `${campaign.source}\t${campaign.medium}\t${campaign.campaign}\n` : '\n') +
    visit.userAgent
  );
}

/**
 * Counts live-page views off the request path: `count` only adds the view to what waits in
 * memory, gathered by visitor (a visitor reloading a page a hundred times holds one entry, not a
 * hundred); a timer writes what has gathered in one transaction every `flushMs` (decision 019).
 * Each process has its own counter; the database adds their batches together.
 */
export class VisitCounter {
  private pending = new Map<string, SameViews>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly salts = new Map<Day, string>();
  private purgedBefore: Day | null = null;
  /** Views already written once in vain: a second failure lets them go. */
  private readonly retried = new WeakSet<SameViews>();
  /** Whether the last write found the database away (told once per outage). */
  private databaseAway = false;
  /** Views not counted because the buffer was full. */
  dropped = 0;

  constructor(private readonly options: VisitCounterOptions) {}

  /**
   * Counts a page as it was served, now (the services' clock), when it is a visitor's view (not a
   * bot's or a prefetch); the host it was served at is the request's own Host. `domain` is the
   * coach's own domain it was served on (ASCII), left out for /s/{slug}; `path` is the page's path
   * under the website's address ('/about', '/blog/{post}'), left out for the home page.
   */
  countServed(page: Omit<ServedPage, 'now' | 'ownHost'>): void {
    const host = page.headers.host;
    const visit = visitOf({
      publicationId: page.publicationId,
      address: page.address,
      headers: page.headers,
      query: page.query,
      now: this.options.clock.now(),
      ownHost: typeof host === 'string' ? host : '',
      domain: page.domain,
      path: page.path,
    });
    if (visit) this.count(visit);
  }

  count(visit: Visit, views = 1): void {
    const key = keyOf(visit);
    const held = this.pending.get(key);
    if (held) {
      held.views += views;
      return;
    }
    if (this.pending.size >= (this.options.maxPending ?? 50_000)) {
      this.dropped += views;
      return;
    }
    this.pending.set(key, { visit, views });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Writes every view counted so far; resolves once they are in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: SameViews[]): Promise<void> {
    const { db, clock, onError } = this.options;
    try {
      const today = dayOf(clock.now());
      if (this.purgedBefore !== today) {
        await dropOldVisitors(db, today);
        await dropOldSalts(db, today);
        await refreshStatistics(db);
        this.purgedBefore = today;
        for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
      }
      for (const day of new Set(batch.map((v) => v.visit.day))) {
        if (!this.salts.has(day)) this.salts.set(day, await saltFor(db, day));
      }
      for (let start = 0; start < batch.length; start += BATCH) {
        await recordVisits(db, batch.slice(start, start + BATCH), this.salts);
      }
      this.databaseAway = false;
    } catch (error) {
      // The database away (a restart) is told once, and the views wait for it (up to maxPending).
      const away = isDatabaseUnreachable(error);
      if (!away || !this.databaseAway) onError(error);
      this.databaseAway = away;
      // Else tried once more with the next batch; a second failure lets them go, not pile up.
      if (away || !batch.some((v) => this.retried.has(v))) this.again(batch);
    }
  }

  /** A batch that could not be written waits with the views counted since, marked as tried. */
  private again(batch: SameViews[]): void {
    for (const failed of batch) {
      const key = keyOf(failed.visit);
      const held = this.pending.get(key);
      if (held) {
        held.views += failed.views;
        this.retried.add(held);
      } else {
        this.pending.set(key, failed);
        this.retried.add(failed);
      }
    }
    this.schedule();
  }
}

/**
 * Once a day: fresh planner statistics for the tables the report reads. PostgreSQL's autovacuum
 * does this by itself in time; PGlite has none, and without statistics the top-referrer sum is
 * planned as a sort that spills to disk (bench/analytics: about twice as slow).
 */
async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(
    sql`analyze page_view_days, page_referrer_days, page_campaign_days, page_domain_days, page_path_days, page_visitors, leads`,
  );
}
