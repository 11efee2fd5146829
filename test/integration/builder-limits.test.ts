import { describe, expect, it } from 'vitest';
import { BuilderStore } from '../../src/client/screens/builder/state/builder-store';
import { DEFAULT_QUOTAS } from '../../src/model/limits';
import { starterSection } from '../../src/model/templates/starter-website';
import { templateFor } from '../../src/model/templates/catalogue';
import type { Element, Website } from '../../src/model/website';
import { createWebsite, getWebsite } from '../support/builders';
import { injectTransport } from '../support/builder-transport';
import { setupTestApp } from '../support/test-app';

// The coach template starts with 7 sections and 32 elements.
const t = setupTestApp({
  ...DEFAULT_QUOTAS,
  sectionsPerWebsite: 8,
  elementsPerSection: 10,
  elementsPerWebsite: 40,
});

const transport = injectTransport(t);

function paragraphs(website: Website): Element[] {
  return website.sections.flatMap((s) => s.elements).filter((e) => e.type === 'paragraph');
}

let nextLocalId = -1;
const localId = () => nextLocalId--;

function storeFor(website: Website) {
  const refusals: string[] = [];
  const store = new BuilderStore(website, transport, {
    debounceMs: 0,
    retryDelaysMs: [0],
    onRefused: (message) => refusals.push(message),
  });
  return { store, refusals };
}

describe('the builder when the server refuses a new section or element (a limit reached)', () => {
  it('drops the refused section, tells the coach why, and still saves the other edits', async () => {
    const created = await createWebsite(t, { name: 'Two Tabs' });
    const { store, refusals } = storeFor(created);
    // Another tab takes the last place first.
    const other = await t.call('POST', `/api/websites/${created.id}/sections`, {
      type: 'cta',
      elements: [],
    });
    expect(other.status).toBe(201);

    const starter = templateFor('coach').starter.find((s) => s.type === 'cta');
    if (!starter) throw new Error('no cta starter');
    const section = starterSection(starter, created.id, 7, localId);
    store.dispatch({ type: 'add-section', section });
    const paragraph = paragraphs(created)[0];
    store.dispatch({
      type: 'edit-content',
      elementId: paragraph?.id ?? 0,
      field: 'text',
      value: 'Saved after the refusal.',
    });
    await store.flush();

    expect(refusals).toEqual(['A website can have up to 8 sections. Delete one to make room.']);
    expect(store.getState().status).toEqual({ kind: 'saved' });
    const local = store.getState().history.present;
    expect(local.sections.some((s) => s.id === section.id)).toBe(false);
    const stored = await getWebsite(t, created.id);
    expect(stored.sections.length).toBe(8);
    expect(paragraphs(stored)[0]?.content.text).toBe('Saved after the refusal.');
    // Undo and redo cannot bring the refused section back unsaved.
    store.undo();
    store.redo();
    expect(store.getState().history.present.sections.some((s) => s.id === section.id)).toBe(false);
    store.dispose();
  });

  it('drops a refused element the same way', async () => {
    const created = await createWebsite(t, { name: 'Full Section' });
    const cta = created.sections.find((s) => s.type === 'cta');
    if (!cta) throw new Error('no cta section');
    const { store, refusals } = storeFor(created);
    for (let i = cta.elements.length; i < 10; i++) {
      await t.call('POST', `/api/sections/${cta.id}/elements`, { type: 'paragraph' });
    }
    const id = localId();
    store.dispatch({
      type: 'add-element',
      sectionId: cta.id,
      element: {
        id,
        sectionId: cta.id,
        type: 'paragraph',
        order: cta.elements.length,
        content: { text: 'One too many' },
        styles: {},
        version: 1,
      },
    });
    await store.flush();
    expect(refusals).toEqual([
      'A section can have up to 10 elements. Delete one or add another section.',
    ]);
    expect(store.getState().status).toEqual({ kind: 'saved' });
    const local = store.getState().history.present.sections.find((s) => s.id === cta.id);
    expect(local?.elements.some((e) => e.id === id)).toBe(false);
    const stored = await getWebsite(t, created.id);
    expect(stored.sections.find((s) => s.id === cta.id)?.elements.length).toBe(10);
    store.dispose();
  });
});
