import type { FastifyInstance } from 'fastify';
import type { ActivityAnswer, HubAnswer } from '../../model/hub/activity';
import type { Db } from '../db/database';
import { hubSummary } from '../domain/activity/hub-summary';
import { listActivity } from '../domain/activity/list-activity';
import { currentUserId } from '../http/current-user';

/** The Content Hub (issue 13): its counts and active avatar, and the coach's recent activity. */
export function hubRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/hub', (req): Promise<HubAnswer> => hubSummary(db, currentUserId(req)));
  app.get('/api/activity', (req): Promise<ActivityAnswer> => listActivity(db, currentUserId(req)));
}
