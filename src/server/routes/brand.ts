import type { FastifyInstance } from 'fastify';
import {
  applyBrandSchema,
  BRAND_READ_ONLY,
  brandKitSchema,
  type BrandAnswer,
} from '../../model/brand/brand-kit';
import type { WebsiteSummary } from '../../model/website';
import type { Db } from '../db/database';
import { applyBrandKit } from '../domain/brand/apply-brand-kit';
import { brandAnswer } from '../domain/brand/brand-kit-rows';
import { saveBrandKit } from '../domain/brand/save-brand-kit';
import { currentUserId } from '../http/current-user';
import { parseInput, parseWrite } from '../validation';

/** The coach's brand kit (issue 13). */
export function brandRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/brand', (req): Promise<BrandAnswer> => brandAnswer(db, currentUserId(req)));

  app.put('/api/brand', (req): Promise<BrandAnswer> => {
    const kit = parseWrite(brandKitSchema, req.body ?? {}, BRAND_READ_ONLY);
    return saveBrandKit(db, currentUserId(req), kit);
  });

  app.post('/api/brand/apply', (req): Promise<WebsiteSummary> => {
    const { websiteId } = parseInput(applyBrandSchema, req.body ?? {});
    return applyBrandKit(db, currentUserId(req), websiteId);
  });
}
