import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NAME_MAX } from '../../../model/limits';
import { createWebsiteSchema } from '../../../model/website';
import { limitReachedMessage } from '../../app/limits';
import { apiErrorOf } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog';
import { Input, Label } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/toast-store';
import { TemplateName } from './TemplateOption';
import { useCreateWebsite, useTemplates } from './website-queries';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreateWebsiteDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const templates = useTemplates();
  const create = useCreateWebsite();
  // What the server said is wrong with a field, shown under it until that field changes.
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const nameId = useId();
  const templateLabelId = useId();
  const chosen = templates.data?.find((t) => t.id === templateId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server parses the same schema; what it would refuse is not sent.
    const parsed = createWebsiteSchema.safeParse({ name, template: templateId });
    if (!parsed.success) {
      toast({
        title: 'Error',
        description: 'Please enter a website name and select a template',
        kind: 'error',
      });
      return;
    }
    setFieldErrors({});
    try {
      await create.mutateAsync({ name: parsed.data.name, template: parsed.data.template });
      setName('');
      setTemplateId('');
      onOpenChange(false);
      toast({
        title: 'Website created successfully',
        description: 'Your new website is ready to edit',
        kind: 'success',
      });
    } catch (error) {
      setFieldErrors(apiErrorOf(error)?.fields ?? {});
      toast({
        title: 'Error',
        description: limitReachedMessage(error) ?? 'Failed to create website',
        kind: 'error',
      });
    }
  }

  let templateField: ReactNode;
  if (templates.isPending) {
    templateField = <p className="text-sm text-muted-foreground">Loading templates...</p>;
  } else if (templates.isError) {
    templateField = (
      <p role="alert" className="text-sm text-destructive">
        Templates could not be loaded. Close this dialog and try again.
      </p>
    );
  } else {
    templateField = (
      <Select
        value={templateId}
        onValueChange={(value) => {
          setTemplateId(value);
          setFieldErrors(({ template: _, ...rest }) => rest);
        }}
      >
        <SelectTrigger
          aria-labelledby={templateLabelId}
          aria-invalid={fieldErrors.template ? true : undefined}
          aria-describedby={fieldErrors.template ? `${templateLabelId}-error` : undefined}
        >
          <SelectValue placeholder="Choose a template" />
        </SelectTrigger>
        <SelectContent>
          {templates.data.map((t) => (
            <SelectItem key={t.id} value={t.id}>
              <TemplateName template={t} />
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create Website</DialogTitle>
        <DialogDescription>Name your website and pick a template to start from.</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Website name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={NAME_MAX}
              placeholder="e.g., My Coaching Business"
              onChange={(e) => {
                setName(e.target.value);
                setFieldErrors(({ name: _, ...rest }) => rest);
              }}
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={fieldErrors.name ? `${nameId}-error` : undefined}
              autoFocus
            />
            <FieldError id={`${nameId}-error`} label="Website name" error={fieldErrors.name} />
          </div>
          <div className="grid gap-2">
            <span id={templateLabelId} className="text-sm font-medium">
              Template
            </span>
            {templateField}
            <FieldError
              id={`${templateLabelId}-error`}
              label="Template"
              error={fieldErrors.template}
            />
          </div>
          {chosen && (
            <figure className="grid gap-2 rounded-lg border border-border bg-muted p-3">
              <img
                src={chosen.previewImage}
                alt={`${chosen.name} preview`}
                className="aspect-[16/10] w-full rounded-md border border-border bg-white object-cover"
              />
              <figcaption className="text-sm text-slate-600">{chosen.description}</figcaption>
            </figure>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                'Creating...'
              ) : (
                <>
                  <Plus aria-hidden="true" /> Create Website
                </>
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function FieldError({
  id,
  label,
  error,
}: {
  id: string;
  label: string;
  error?: string | undefined;
}) {
  return error ? (
    <p id={id} className="text-xs text-destructive">
      {label} {error}
    </p>
  ) : null;
}
