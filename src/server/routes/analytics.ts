import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema, type AnalyticsAnswer } from '../../model/analytics/analytics';
import type { Db } from '../db/database';
import { analyticsCsv } from '../domain/analytics/analytics-csv';
import { analyticsReport } from '../domain/analytics/analytics-report';
import { currentUserId } from '../http/current-user';
import type { Services } from '../services';
import { parseInput } from '../validation';

type Options = { db: Db; services: Services };

/** Content Analytics: how the coach's published pages did, from visit to lead to booked call. */
export function analyticsRoutes(app: FastifyInstance, { db, services }: Options): void {
  app.get('/api/analytics', async (request, reply): Promise<AnalyticsAnswer> => {
    const userId = currentUserId(request);
    const query = parseInput(analyticsQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return analyticsReport(db, services, userId, query);
  });

  app.get('/api/analytics.csv', async (request, reply) => {
    const userId = currentUserId(request);
    const query = parseInput(analyticsQuerySchema, request.query);
    const csv = analyticsCsv(await analyticsReport(db, services, userId, query));
    const name = `analytics-${query.websiteId ?? 'all'}-${query.from}-to-${query.to}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
}
