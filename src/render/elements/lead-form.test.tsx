import { describe, expect, it } from 'vitest';
import { OWN_ADDRESS_ACTION, type LeadFormRender } from '../../model/crm/lead-form';
import { starterWebsite } from '../../model/templates/starter-website';
import type { Element, Website } from '../../model/website';
import { renderWebsiteMarkup } from '../render-static';

/** One starter page per family, each with a lead form in its starter content. */
const FAMILIES = ['coach-exact', 'coaching-offer', 'coach-bold'] as const;

function formOf(website: Website): Element {
  const form = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'lead-form');
  if (!form) throw new Error(`${website.template} has no lead form`);
  return form;
}

/** The markup of the lead form's box only. */
function formMarkup(html: string, element: Element): string {
  const start = html.indexOf(`id="lead-form-${element.id}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</form>', start) + 7);
}

/** The input (or textarea) tag named `name`, whatever the order of its attributes. */
function tag(html: string, name: string): string {
  const found = new RegExp(`<(input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  return found?.[0] ?? '';
}

const live = (website: Website, state?: LeadFormRender['state']) =>
  renderWebsiteMarkup(website, 'public', {
    action: OWN_ADDRESS_ACTION,
    ...(state ? { state } : {}),
  });

describe.each(FAMILIES)('%s lead form', (template) => {
  const website = starterWebsite(template);
  const form = formOf(website);

  it('is a plain form posting to its page, asking what the coach chose', () => {
    const html = formMarkup(live(website), form);
    // No action: the browser posts to the page's own address (its query kept).
    expect(html).toMatch(/<form\b[^>]*\bmethod="post"/);
    expect(html).not.toMatch(/<form\b[^>]*\baction=/);
    expect(tag(html, 'form')).toMatch(new RegExp(`type="hidden".*value="${form.id}"`));
    expect(tag(html, 'name')).toContain('required=""');
    expect(tag(html, 'email')).toMatch(/maxLength="254".*required="".*type="email"/);
    expect(tag(html, 'phone')).toContain('maxLength="40"');
    expect(tag(html, 'phone')).not.toContain('required');
    expect(tag(html, 'message')).toMatch(/^<textarea.*maxLength="5000"/);
    // The honeypot is out of sight and out of the tab order.
    expect(html).toMatch(
      /<div aria-hidden="true" class="absolute -left-\[10000px\][^"]*"><label>Leave this empty<input/,
    );
    expect(tag(html, 'company_website')).toContain('tabindex="-1"');
    expect(html).toContain('<button type="submit"');
    expect(html).not.toContain('<script');
  });

  it('leaves out what the coach does not ask', () => {
    const asksLess = structuredClone(website);
    const element = formOf(asksLess);
    element.content = { ...element.content, phoneField: 'hidden', messageField: 'required' };
    const html = formMarkup(live(asksLess), element);
    expect(tag(html, 'phone')).toBe('');
    expect(tag(html, 'message')).toContain('required=""');
  });

  it("gives a visitor's answers back with what is wrong with each, as text", () => {
    const hostile = '<script>alert(1)</script>';
    const html = formMarkup(
      live(website, {
        elementId: form.id,
        outcome: 'invalid',
        answers: {
          name: hostile,
          email: 'not-an-email',
          phone: '',
          message: `"><img src=x onerror=alert(1)>`,
        },
        problems: { email: 'Please enter a valid email address, like name@example.com.' },
      }),
      form,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Please enter a valid email address, like name@example.com.');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });

  it('shows the thank-you message in place of the form once sent', () => {
    const html = live(website, { elementId: form.id, outcome: 'sent' });
    expect(html).toContain('role="status"');
    expect(html).toContain('Thank you! Your message is on its way');
    expect(html).not.toMatch(new RegExp(`id="lead-form-${form.id}"[\\s\\S]*?<form`));
  });

  it('ignores an outcome meant for another form', () => {
    const html = live(website, { elementId: form.id + 1000, outcome: 'sent' });
    expect(formMarkup(html, form)).toContain('<form');
  });

  it('cannot be sent from a shared draft or the preview, and says so', () => {
    for (const html of [
      renderWebsiteMarkup(website, 'public', { action: null }),
      renderWebsiteMarkup(website, 'preview'),
    ]) {
      const markup = formMarkup(html, form);
      expect(markup).not.toContain('action=');
      expect(tag(markup, 'email')).toContain('disabled=""');
      expect(markup).toContain('This form works on the published page.');
      expect(markup).not.toContain('company_website');
    }
  });

  it('is editable in place in the builder, its inputs read-only', () => {
    const html = formMarkup(renderWebsiteMarkup(website, 'edit'), form);
    expect(html).toContain('data-field="heading"');
    expect(html).toContain('data-field="buttonText"');
    expect(html).toContain('data-field="successMessage"');
    expect(tag(html, 'email')).toContain('readOnly=""');
  });
});

describe('a lead form the coach left without words', () => {
  it('still publishes, with a Send button', () => {
    const website = starterWebsite('coaching-offer');
    const form = formOf(website);
    form.content = {};
    const html = formMarkup(live(website), form);
    expect(html).toMatch(/<button type="submit"[^>]*>Send<\/button>/);
  });
});
