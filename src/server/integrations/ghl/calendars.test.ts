import { describe, expect, it } from 'vitest';
import { listEvents } from './calendars';
import { GhlError } from './errors';
import type { GhlCall } from './transport';

/** A provider that answers every call with `answer`. */
const answering =
  (answer: unknown): GhlCall =>
  async <T>() =>
    answer as T;

const event = (startTime: string) => ({
  id: 'ev1',
  title: 'Discovery Call',
  calendarId: 'cal1',
  contactId: 'c1',
  appointmentStatus: 'confirmed',
  startTime,
  endTime: '2026-11-24T15:30:00+00:00',
});

describe("the provider's calendar events", () => {
  it('are read with their times as ISO dates', async () => {
    const [read] = await listEvents(
      answering({ events: [event('2026-11-24T15:00:00+00:00')] }),
      'loc',
      'cal1',
      0,
      1,
    );
    expect(read?.startTime).toBe('2026-11-24T15:00:00.000Z');
  });

  it('with a time that is not a date are an unexpected answer (502), not a crash', async () => {
    const reading = listEvents(
      answering({ events: [event('next Tuesday-ish')] }),
      'loc',
      'c',
      0,
      1,
    );
    await expect(reading).rejects.toBeInstanceOf(GhlError);
    await expect(reading).rejects.toMatchObject({ status: 502 });
  });
});
