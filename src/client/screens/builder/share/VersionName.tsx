import { useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PUBLICATION_LABEL_MAX, type PublicationSummary } from '../../../../model/publication';
import { apiErrorOf, apiRequest } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { toast } from '../../../ui/toast-store';
import { SpinnerIcon } from '../../../ui/spinner-icon';

type Props = {
  websiteId: number;
  version: PublicationSummary;
  queryKey: readonly unknown[];
  onEditingChange: (editing: boolean) => void;
};

/** Names a version (or renames it, or clears the name) in place; a named version is always kept. */
export function VersionName({ websiteId, version, queryKey, onEditingChange }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;

  const edit = (value: string | null) => {
    setDraft(value);
    onEditingChange(value !== null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const label = draft.trim() || null;
    if (label === version.label) return edit(null);
    setSaving(true);
    try {
      const saved = await apiRequest<PublicationSummary>(
        `/api/websites/${websiteId}/publications/${version.id}`,
        { method: 'PATCH', body: { label } },
      );
      queryClient.setQueryData<PublicationSummary[]>(queryKey, (list) =>
        list?.map((v) => (v.id === saved.id ? saved : v)),
      );
      edit(null);
      toast({
        title: label ? 'Version named' : 'Name removed',
        description: label
          ? `Version ${version.number} is now "${label}". Named versions are always kept.`
          : `Version ${version.number} no longer has a name.`,
        kind: 'success',
      });
    } catch (error) {
      const reason = apiErrorOf(error)?.message;
      toast({
        title: 'Name not saved',
        description: `The name couldn't be saved${reason ? ` (${reason})` : ''}. Please try again.`,
        kind: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${version.label ? 'Rename' : 'Name'} version ${version.number}`}
        onClick={() => edit(version.label ?? '')}
      >
        <Pencil aria-hidden="true" /> {version.label ? 'Rename' : 'Name'}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => void save(event)}
      className="flex w-full items-center gap-2 sm:w-auto"
      noValidate
    >
      <Input
        aria-label={`Name for version ${version.number}`}
        value={draft}
        maxLength={PUBLICATION_LABEL_MAX}
        placeholder="e.g., Spring launch"
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && edit(null)}
        className="h-8 min-w-0 flex-1 sm:w-52"
      />
      <Button type="submit" size="sm" disabled={saving} aria-label="Save name">
        {saving ? <SpinnerIcon /> : <Check aria-hidden="true" />}
        Save
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label="Cancel naming"
        disabled={saving}
        onClick={() => edit(null)}
      >
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}
