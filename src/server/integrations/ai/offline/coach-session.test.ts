import { describe, expect, it } from 'vitest';
import type { CoachContext } from '../coach-brief';
import { readNumbers } from './coach-session';

const context = (figures: Partial<CoachContext['figures']>): CoachContext => ({
  coachName: 'Dana',
  avatar: null,
  avatarNames: [],
  ownOffers: [],
  generatedOffers: [],
  stories: [],
  voice: null,
  websites: [],
  figures: {
    days: 30,
    views: 0,
    visitors: 0,
    leads: 0,
    bookings: 0,
    bookingsCounted: true,
    topReferrer: null,
    pages: [],
    ...figures,
  },
});

describe("the offline coach reading a coach's numbers back", () => {
  it('says one of a thing in the singular, on the whole and per page', () => {
    const said = readNumbers(
      context({
        views: 1,
        visitors: 1,
        leads: 1,
        bookings: 1,
        pages: [{ name: 'Calm Leaders', views: 1, visitors: 1, leads: 1, bookings: 1 }],
      }),
    );
    expect(said).toContain('your pages had 1 view from 1 visitor, 1 lead (100% of visitors)');
    expect(said).toContain('and 1 booked call (100% of leads).');
    expect(said).toContain('- Calm Leaders: 1 visitor, 1 lead, 1 call.');
  });

  it('says none and several in the plural', () => {
    const said = readNumbers(
      context({
        views: 9,
        pages: [{ name: 'Calm Leaders', views: 9, visitors: 0, leads: 2, bookings: 0 }],
      }),
    );
    expect(said).toContain('your pages had 9 views from 0 visitors, 0 leads and 0 booked calls.');
    expect(said).toContain('- Calm Leaders: 0 visitors, 2 leads, 0 calls.');
  });
});
