import { describe, expect, it } from 'vitest';
import { counter, starterWebsite } from '../../../../model/templates/starter-website';
import type { Website } from '../../../../model/website';
import type { BuilderAction } from './actions';
import { record, redo, seal, startHistory, undo, type History } from './history';
import { resolveIntent, type Intent } from './intents';
import { normalizeWebsite } from './normalize';

const base = normalizeWebsite(starterWebsite('course-offer'));
const firstElement = (w: Website) => w.sections[0]?.elements[0];

function replay(start: Website, steps: (BuilderAction | 'undo' | 'redo' | 'seal')[]): History {
  return steps.reduce<History>((h, step) => {
    if (step === 'undo') return undo(h);
    if (step === 'redo') return redo(h);
    if (step === 'seal') return seal(h);
    return record(h, step);
  }, startHistory(start));
}

describe('builder actions', () => {
  it('typing into one field is one undo step, and undo brings back exactly the old page', () => {
    const element = firstElement(base);
    if (!element) throw new Error('starter has no element');
    const typing = ['G', 'Gr', 'Gro', 'Grow'].map((value): BuilderAction => ({
      type: 'edit-content',
      elementId: element.id,
      field: 'text',
      value,
    }));
    const history = replay(base, typing);
    expect(firstElement(history.present)?.content.text).toBe('Grow');
    expect(history.past).toHaveLength(1);
    expect(undo(history).present).toBe(base);
    expect(redo(undo(history)).present).toBe(history.present);
  });

  it('a sealed edit (blur) makes the next keystroke a new step', () => {
    const element = firstElement(base);
    if (!element) throw new Error('starter has no element');
    const edit = (value: string): BuilderAction => ({
      type: 'edit-content',
      elementId: element.id,
      field: 'text',
      value,
    });
    const history = replay(base, [edit('One'), 'seal', edit('Two')]);
    expect(history.past).toHaveLength(2);
    expect(firstElement(undo(history).present)?.content.text).toBe('One');
  });

  it('keeps untouched sections and elements as they were, so only the change redraws', () => {
    const element = firstElement(base);
    if (!element) throw new Error('starter has no element');
    const next = record(startHistory(base), {
      type: 'edit-content',
      elementId: element.id,
      field: 'text',
      value: 'x',
    }).present;
    expect(next.sections.slice(1)).toEqual(base.sections.slice(1));
    next.sections.slice(1).forEach((s, i) => expect(s).toBe(base.sections[i + 1]));
    expect(
      next.sections[0]?.elements.slice(1).every((e, i) => e === base.sections[0]?.elements[i + 1]),
    ).toBe(true);
  });

  it('adds, moves and deletes elements and sections keeping order equal to position', () => {
    const ids = counter(-1000);
    const intents: Intent[] = [
      { kind: 'add-element', at: 1, pick: 0 },
      { kind: 'move-element', at: 3, to: 0 },
      { kind: 'add-section', pick: 2, to: 0 },
      { kind: 'move-section', at: 0, to: 9 },
      { kind: 'delete-element', at: 5 },
      { kind: 'delete-section', at: 1 },
    ];
    let history = startHistory(base);
    for (const intent of intents) {
      const action = resolveIntent(history.present, intent, ids);
      if (action && action !== 'undo' && action !== 'redo') history = record(history, action);
      for (const section of history.present.sections) {
        expect(section.elements.map((e) => e.order)).toEqual(section.elements.map((_, i) => i));
        expect(section.elements.every((e) => e.sectionId === section.id)).toBe(true);
      }
      expect(history.present.sections.map((s) => s.order)).toEqual(
        history.present.sections.map((_, i) => i),
      );
    }
    expect(history.past).toHaveLength(intents.length);
    const undone = intents.reduce((h) => undo(h), history);
    expect(undone.present).toBe(base);
    const redone = intents.reduce((h) => redo(h), undone);
    expect(redone.present).toBe(history.present);
  });

  it('a new action after undo drops the redo steps', () => {
    const element = firstElement(base);
    if (!element) throw new Error('starter has no element');
    const history = replay(base, [
      { type: 'delete-element', elementId: element.id },
      'undo',
      { type: 'move-section', sectionId: base.sections[0]?.id ?? 0, toIndex: 2 },
    ]);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
});

describe('planning a save', () => {
  it('treats rich text as the server stores it, so a sanitised heading is not sent again and again', async () => {
    const { planSync, storedForm } = await import('./plan-sync');
    const starter = normalizeWebsite(starterWebsite('coach'));
    const website = {
      ...starter,
      sections: starter.sections.map((s) => ({
        ...s,
        elements: s.elements.map((e) => ({ ...e, content: storedForm(e) })),
      })),
    };
    const heading = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'heading');
    if (!heading) throw new Error('no heading');
    const local = record(startHistory(website), {
      type: 'edit-content',
      elementId: heading.id,
      field: 'html',
      value: 'Hi <img src=x onerror=alert(1)>',
    }).present;
    expect(planSync(website, local).next?.kind).toBe('update-element');
    const serverAfterSave = record(startHistory(website), {
      type: 'edit-content',
      elementId: heading.id,
      field: 'html',
      value: 'Hi <img src="x" />'.replace(/<img[^>]*>/, ''),
    }).present;
    expect(planSync(serverAfterSave, local).next).toBeNull();
  });
});
