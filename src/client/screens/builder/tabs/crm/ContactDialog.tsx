import { useId, useState, type FormEvent } from 'react';
import type { CrmContact, CrmContactInput } from '../../../../../model/crm/api';
import { apiErrorOf, apiRequest, failureMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../ui/dialog';
import { Input, Label } from '../../../../ui/input';
import { toast } from '../../../../ui/toast-store';
import { useCrmPlace } from '../../../../app/crm-queries';

const FIELDS = [
  ['firstName', 'First name', 'given-name', 'text'],
  ['lastName', 'Last name', 'family-name', 'text'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Phone', 'tel', 'tel'],
] as const;

type Props = {
  /** The contact to edit; null adds a new one. */
  contact: CrmContact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};

/** Adds or edits a contact; what the server refuses is shown under its field, nothing typed lost. */
export function ContactDialog({ contact, open, onOpenChange, onSaved }: Props) {
  const crmPlace = useCrmPlace();
  const baseId = useId();
  const [values, setValues] = useState<Required<CrmContactInput>>(() => ({
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  }));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      await apiRequest(
        contact ? `/api/crm/contacts/${encodeURIComponent(contact.id)}` : '/api/crm/contacts',
        {
          method: contact ? 'PUT' : 'POST',
          body: values,
        },
      );
      toast({ title: contact ? 'Contact updated' : 'Contact added', kind: 'success' });
      onSaved();
      onOpenChange(false);
    } catch (error) {
      setProblems(apiErrorOf(error)?.fields ?? {});
      toast({
        title: 'Could not save the contact',
        description: failureMessage(error),
        kind: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{contact ? 'Edit contact' : 'Add a contact'}</DialogTitle>
        <DialogDescription>
          Saved straight to your {crmPlace}. An email or a phone is needed.
        </DialogDescription>
        <form className="grid gap-3" onSubmit={save} noValidate>
          {FIELDS.map(([name, label, autoComplete, type]) => {
            const id = `${baseId}-${name}`;
            const problem = problems[name];
            return (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={id}>{label}</Label>
                <Input
                  id={id}
                  type={type}
                  autoComplete={autoComplete}
                  value={values[name]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                />
                {problem && (
                  <p id={`${id}-problem`} className="text-xs text-destructive">
                    {label} {problem}
                  </p>
                )}
              </div>
            );
          })}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save contact'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
