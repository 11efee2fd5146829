import { NativeSelect } from '../../../../ui/native-select';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { CrmContactsAnswer } from '../../../../../model/crm/api';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Input, Label } from '../../../../ui/input';
import { toast } from '../../../../ui/toast-store';
import { crmKeys } from '../../../../app/crm-queries';

/** Books an appointment in the chosen calendar for one of the location's contacts. */
export function BookAppointment({
  calendarId,
  onBooked,
}: {
  calendarId: string;
  onBooked: () => void;
}) {
  const ids = { contact: useId(), start: useId(), title: useId() };
  const contacts = useQuery({
    queryKey: crmKeys.contacts('', null),
    queryFn: () => apiRequest<CrmContactsAnswer>('/api/crm/contacts?limit=100'),
  });
  const [contactId, setContactId] = useState('');
  const [start, setStart] = useState('');
  const [title, setTitle] = useState('');
  const [booking, setBooking] = useState(false);

  const book = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = contactId || contacts.data?.contacts[0]?.id;
    if (!chosen || !start) {
      toast({
        title: 'Choose a contact and a time',
        description: 'Both are needed to book.',
        kind: 'error',
      });
      return;
    }
    setBooking(true);
    try {
      await apiRequest('/api/crm/appointments', {
        method: 'POST',
        body: {
          calendarId,
          contactId: chosen,
          startTime: new Date(start).toISOString(),
          ...(title.trim() ? { title: title.trim() } : {}),
        },
      });
      toast({
        title: 'Appointment booked',
        description: 'It is in your GoHighLevel calendar.',
        kind: 'success',
      });
      setStart('');
      setTitle('');
      onBooked();
    } catch (error) {
      toast({
        title: 'Could not book the appointment',
        description: failureMessage(error),
        kind: 'error',
      });
    } finally {
      setBooking(false);
    }
  };

  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">Book an appointment</h3>
      <form className="grid gap-3" onSubmit={book} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.contact}>Contact</Label>
          <NativeSelect
            id={ids.contact}
            value={contactId || contacts.data?.contacts[0]?.id || ''}
            onChange={(e) => setContactId(e.target.value)}
            disabled={!contacts.data}
          >
            {contacts.data?.contacts.map((c) => (
              <option key={c.id} value={c.id}>
                {[c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || c.phone}
              </option>
            ))}
          </NativeSelect>
          {contacts.isError && (
            <p className="text-xs text-destructive">{failureMessage(contacts.error)}</p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.start}>Starts</Label>
          <Input
            id={ids.start}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.title}>Title (optional)</Label>
          <Input
            id={ids.title}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={booking} className="justify-self-start">
          {booking ? 'Booking...' : 'Book appointment'}
        </Button>
      </form>
    </Card>
  );
}
