import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

/** The ids must be exactly the current children, each once: anything else would lose or invent order. */
export function checkSameMembers(current: number[], requested: number[], field: string): void {
  const known = new Set(current);
  const sameSize = current.length === requested.length;
  if (!sameSize || !requested.every((id) => known.has(id))) {
    throw new AppError(
      'bad_request',
      `${field} must list every one of the ${current.length} items once`,
      {
        [field]: `must list exactly these ids: ${current.join(', ')}`,
      },
    );
  }
}

/** The ids as a PostgreSQL int[] literal; they are validated integers, so this is safe to inline. */
export function idArray(ids: number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}
