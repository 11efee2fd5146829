import { CRM_PROVIDER_INFO } from '../../../../../model/crm/providers';
import { NativeSelect } from '../../../../ui/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  LEAD_RULES,
  type CrmConnectionAnswer,
  type CrmLeadSettingsInput,
  type CrmPipelinesAnswer,
  type LeadRule,
} from '../../../../../model/crm/api';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Card } from '../../../../ui/card';
import { Label } from '../../../../ui/input';
import { toast } from '../../../../ui/toast-store';
import { crmKeys, type Connected } from '../../../../app/crm-queries';

const RULE_LABELS: Record<LeadRule, string> = {
  keyword: 'When the message mentions “coaching”',
  always: 'For every form sent',
  never: 'Never (contacts only)',
};

/** The coach's lead rule and where new leads (deals, opportunities) go; a link to the lead inbox. */
export function LeadCaptureCard({ connection }: { connection: Connected }) {
  const ids = { rule: useId(), pipeline: useId(), stage: useId() };
  const queryClient = useQueryClient();
  const pipelines = useQuery({
    queryKey: crmKeys.pipelines,
    queryFn: () => apiRequest<CrmPipelinesAnswer>('/api/crm/pipelines'),
  });
  const pipeline =
    pipelines.data?.pipelines.find((p) => p.id === connection.pipelineId) ??
    pipelines.data?.pipelines[0];

  const update = async (patch: CrmLeadSettingsInput) => {
    try {
      const answer = await apiRequest<CrmConnectionAnswer>('/api/crm/connection', {
        method: 'PATCH',
        body: patch,
      });
      queryClient.setQueryData(crmKeys.connection, answer);
      toast({ title: 'Lead settings saved', kind: 'success' });
    } catch (error) {
      toast({
        title: 'Could not save the lead settings',
        description: failureMessage(error),
        kind: 'error',
      });
    }
  };

  return (
    <Card className="grid gap-4 p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">Leads from your forms</h2>
          <p className="text-sm text-slate-600">
            Every form sent on your published pages becomes a contact, with the message as a note.
          </p>
        </div>
        <Link
          to="/leads"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Inbox aria-hidden="true" className="size-4" /> Open the lead inbox
        </Link>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.rule}>
          Create a lead ({CRM_PROVIDER_INFO[connection.provider].deal})
        </Label>
        <NativeSelect
          id={ids.rule}
          value={connection.leadRule}
          onChange={(e) => void update({ leadRule: e.target.value as LeadRule })}
        >
          {LEAD_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {RULE_LABELS[rule]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {pipelines.isError && (
        <p className="text-sm text-destructive">{failureMessage(pipelines.error)}</p>
      )}
      {pipelines.data && pipelines.data.pipelines.length === 0 && (
        <p className="text-sm text-slate-600">
          Create a pipeline in {connection.providerName} to receive leads in it.
        </p>
      )}
      {pipeline && connection.leadRule !== 'never' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.pipeline}>Pipeline</Label>
            <NativeSelect
              id={ids.pipeline}
              value={pipeline.id}
              onChange={(e) => void update({ pipelineId: e.target.value, pipelineStageId: null })}
            >
              {pipelines.data?.pipelines.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.stage}>Stage</Label>
            <NativeSelect
              id={ids.stage}
              value={connection.pipelineStageId ?? pipeline.stages[0]?.id ?? ''}
              onChange={(e) =>
                void update({ pipelineId: pipeline.id, pipelineStageId: e.target.value })
              }
            >
              {pipeline.stages.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </Card>
  );
}
