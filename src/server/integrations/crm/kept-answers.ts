import type { Clock } from '../../clock';

/**
 * Answers kept for a while (an account's pipelines for new leads: one call for many leads). A
 * failed load is not kept. Each key is only ever stored and read by one caller, with one type.
 */
export class KeptAnswers {
  private readonly kept = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(private readonly clock: Clock) {}

  /** What `load` answers, kept for `ttlMs`. */
  remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.value as Promise<T>;
    const value = load();
    this.kept.set(key, { until: now + ttlMs, value });
    value.catch(() => this.kept.delete(key));
    return value;
  }
}
