import type { CrmLeadStatus, CrmPipeline } from '../../../model/crm/api';
import type { HubSpotCall } from './transport';

/** A deal stage with what its metadata says: closed or not, and the probability of a win. */
export type Stage = { id: string; name: string; closed: boolean; probability: number };
export type Pipeline = { id: string; name: string; stages: Stage[] };

/** The account's deal pipelines, each with its stages, both in HubSpot's display order. */
export async function loadPipelines(call: HubSpotCall): Promise<Pipeline[]> {
  const answer = await call((c) => c.crm.pipelines.pipelinesApi.getAll('deals'));
  return [...answer.results]
    .filter((p) => !p.archived)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((p) => ({
      id: p.id,
      name: p.label,
      stages: [...p.stages]
        .filter((s) => !s.archived)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((s) => ({
          id: s.id,
          name: s.label,
          closed: s.metadata?.isClosed === 'true',
          probability: Number(s.metadata?.probability ?? 0) || 0,
        })),
    }));
}

export const asCrmPipeline = (p: Pipeline): CrmPipeline => ({
  id: p.id,
  name: p.name,
  stages: p.stages.map((s) => ({ id: s.id, name: s.name })),
});

/**
 * A deal's status from its stage: closed with a probability of 1 is won, closed otherwise lost,
 * anything else open. HubSpot has no 'abandoned'.
 */
export function statusOf(stage: Stage | undefined): Exclude<CrmLeadStatus, 'abandoned'> {
  if (!stage?.closed) return 'open';
  return stage.probability >= 1 ? 'won' : 'lost';
}

/** The stage a deal of `pipeline` is moved to for `status` (undefined when it has none). */
export function stageFor(pipeline: Pipeline, status: 'open' | 'won' | 'lost'): Stage | undefined {
  if (status === 'open') return pipeline.stages.find((s) => !s.closed);
  return pipeline.stages.find((s) => statusOf(s) === status);
}

/** Every stage of every pipeline whose deals have `status`. */
export function stagesWith(pipelines: Pipeline[], status: CrmLeadStatus): string[] {
  return pipelines.flatMap((p) => p.stages.filter((s) => statusOf(s) === status).map((s) => s.id));
}

/** Finds a stage (and its pipeline) by the ids a deal holds. */
export function stageOf(pipelines: Pipeline[], pipelineId: string, stageId: string | null) {
  const pipeline = pipelines.find((p) => p.id === pipelineId);
  const stage = pipeline?.stages.find((s) => s.id === stageId);
  return { pipeline, stage };
}
