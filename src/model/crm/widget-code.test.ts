import { describe, expect, it } from 'vitest';
import { calendarWidgetCode, chatWidgetCode, contactUrl, leadLabel } from './widget-code';

describe('CRM widget codes', () => {
  it('gives the chat widget keyed by location, with the provider loader', () => {
    const code = chatWidgetCode('loc_123');
    expect(code).toContain('<chat-widget location-id="loc_123"></chat-widget>');
    expect(code).toContain('src="https://widgets.leadconnectorhq.com/loader.js"');
  });

  it('gives the booking frame 100% wide and 600 high', () => {
    const code = calendarWidgetCode('cal_9');
    expect(code).toContain('src="https://api.leadconnectorhq.com/widget/booking/cal_9"');
    expect(code).toContain('width="100%" height="600"');
    expect(code).toContain('https://link.msgsndr.com/js/form_embed.js');
  });

  it('cannot be broken out of by an id', () => {
    expect(chatWidgetCode('"><script>x</script>')).not.toContain('"><script>x');
    expect(calendarWidgetCode('"><b>')).not.toContain('"><b>');
  });

  it('labels a lead with the last six characters of its id', () => {
    expect(leadLabel('opp_abcdef123456')).toBe('Lead #123456');
    expect(contactUrl('L1', 'c/2')).toBe(
      'https://app.gohighlevel.com/v2/location/L1/contacts/detail/c%2F2',
    );
  });
});
