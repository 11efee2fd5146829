import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CrmContact, CrmContactsAnswer } from '../../../../../model/crm/api';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { ConfirmDialog } from '../../../../ui/alert-dialog';
import { Button } from '../../../../ui/button';
import { Input } from '../../../../ui/input';
import { toast } from '../../../../ui/toast-store';
import { ContactDialog } from './ContactDialog';
import { crmKeys, useCrmPlace } from '../../../../app/crm-queries';

const PAGE_SIZE = 20;

const fullName = (c: CrmContact) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || 'No name';

/** Spec point 2, Contacts: search, pages, add, edit, delete (with a confirmation). */
export function ContactsPanel() {
  const crmPlace = useCrmPlace();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  /** The cursors of the pages before this one, to go back. */
  const [trail, setTrail] = useState<(string | null)[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [editing, setEditing] = useState<CrmContact | null | 'new'>(null);
  const [deleting, setDeleting] = useState<CrmContact | null>(null);

  const page = useQuery({
    queryKey: crmKeys.contacts(query, cursor),
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (query) params.set('query', query);
      if (cursor) params.set('cursor', cursor);
      return apiRequest<CrmContactsAnswer>(`/api/crm/contacts?${params}`);
    },
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['crm', 'contacts'] });

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
    setCursor(null);
    setTrail([]);
  };

  const remove = async (contact: CrmContact) => {
    try {
      await apiRequest(`/api/crm/contacts/${encodeURIComponent(contact.id)}`, { method: 'DELETE' });
      toast({
        title: 'Contact deleted',
        description: `${fullName(contact)} was removed from your CRM.`,
        kind: 'success',
      });
      await refresh();
    } catch (error) {
      toast({
        title: 'Could not delete the contact',
        description: failureMessage(error),
        kind: 'error',
      });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <form role="search" className="flex flex-1 gap-2" onSubmit={search}>
          <Input
            aria-label="Search contacts"
            placeholder="Search by name, email or phone"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Search">
            <Search aria-hidden="true" />
          </Button>
        </form>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add contact
        </Button>
      </div>
      {page.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading contacts...
        </p>
      )}
      {page.isError && <p className="text-sm text-destructive">{failureMessage(page.error)}</p>}
      {page.data && page.data.contacts.length === 0 && (
        <p className="text-sm text-slate-600">
          {query ? `No contacts match “${query}”.` : 'No contacts yet.'}
        </p>
      )}
      {page.data && page.data.contacts.length > 0 && (
        <>
          <p className="text-sm text-slate-600">{page.data.total.toLocaleString()} contacts</p>
          <ul
            className="divide-y divide-border rounded-lg border border-border bg-white"
            aria-label="Contacts"
          >
            {page.data.contacts.map((contact) => (
              <li key={contact.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{fullName(contact)}</p>
                  <p className="truncate text-slate-600">
                    {[contact.email, contact.phone].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${fullName(contact)}`}
                  onClick={() => setEditing(contact)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${fullName(contact)}`}
                  onClick={() => setDeleting(contact)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex justify-between">
            <Button
              variant="outline"
              size="sm"
              disabled={trail.length === 0}
              onClick={() => {
                setCursor(trail.at(-1) ?? null);
                setTrail(trail.slice(0, -1));
              }}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!page.data.nextCursor}
              onClick={() => {
                setTrail([...trail, cursor]);
                setCursor(page.data.nextCursor);
              }}
            >
              Next
            </Button>
          </div>
        </>
      )}
      {editing !== null && (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => void refresh()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this contact?"
        description={`${deleting ? fullName(deleting) : ''} will be deleted from your ${crmPlace}. This cannot be undone.`}
        confirmLabel="Delete contact"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
