import type { FastifyInstance } from 'fastify';
import { summarizeTemplate, TEMPLATES } from '../../model/templates/catalogue';

const catalogue = TEMPLATES.map(summarizeTemplate);

export function templateRoutes(app: FastifyInstance): void {
  app.get('/api/templates', () => catalogue);
}
