/**
 * A random prefix for the Idempotency-Key of changes one screen sends, so its keys never meet
 * another tab's. Uses getRandomValues, which (unlike randomUUID) also works on plain-HTTP hosts.
 */
export function newKeyPrefix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for changes a coach may try again after a failure (Create, Duplicate): the same change
 * keeps its key until it succeeds, so a retry after a lost answer does not make a second copy.
 */
export class RetryKeys {
  private readonly keys = new Map<string, string>();
  private readonly prefix = newKeyPrefix();
  private count = 0;

  /** Sends `change` with its key (the same one as its earlier failed tries); forgets it on success. */
  async send<T>(change: string, request: (key: string) => Promise<T>): Promise<T> {
    let key = this.keys.get(change);
    if (key === undefined) {
      this.count += 1;
      key = `${this.prefix}:${this.count}`;
      this.keys.set(change, key);
    }
    const answer = await request(key);
    this.keys.delete(change);
    return answer;
  }
}
