import { describe, expect, it, vi } from 'vitest';
import { pagePolicy } from './content-policy';

// Today's checks keep such an address out of the settings; a page saved before them must still serve.
const SAVED_BEFORE_TODAYS_CHECKS = 'https://my_calendar.example/book';
vi.mock('../../model/booking-frame', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../model/booking-frame')>();
  return {
    ...real,
    bookingFrameUrl: (settings: Parameters<typeof real.bookingFrameUrl>[0]) =>
      settings.bookingCalendar?.url === SAVED_BEFORE_TODAYS_CHECKS
        ? SAVED_BEFORE_TODAYS_CHECKS
        : real.bookingFrameUrl(settings),
  };
});

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('a published page’s content policy', () => {
  it('lets the page’s lead form post, its images show and its booking calendar frame', () => {
    const errors: unknown[] = [];
    const policy = pagePolicy({}, (e) => errors.push(e));
    expect(errors).toEqual([]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')?.length).toBeGreaterThan(0);
  });

  it('still lets a visitor send the form when a stored booking address yields no usable origin', () => {
    const errors: unknown[] = [];
    const policy = pagePolicy({ bookingCalendar: { url: SAVED_BEFORE_TODAYS_CHECKS } }, (e) =>
      errors.push(e),
    );
    expect(errors).toHaveLength(1);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(directive(policy, 'script-src')).toBeUndefined();
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('my_calendar');
  });
});
