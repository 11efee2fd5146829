/**
 * One sample of a Prometheus text answer: the value of `name` whose labels include `labels`
 * (undefined when no such line), as a scraper reads it.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(
        (m) => [m[1], m[2]] as const,
      ),
    );
    if (Object.entries(labels).every(([key, value]) => has.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}
