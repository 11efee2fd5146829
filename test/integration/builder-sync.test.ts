import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuilderStore } from '../../src/client/screens/builder/state/builder-store';
import { resolveIntent, type Intent } from '../../src/client/screens/builder/state/intents';
import { ELEMENT_TYPES, type ElementType } from '../../src/model/element-types';
import { counter } from '../../src/model/templates/starter-website';
import { createWebsite, getWebsite } from '../support/builders';
import { injectTransport, visible, type Failures } from '../support/builder-transport';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

/** Formatted text as a coach (or a paste) might produce it, some of which the allow-list changes. */
const richText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '<strong>bold</strong>',
        '<em>calm</em>',
        '<br>',
        'A &amp; B',
        'x < y & z',
        '<a href="https://coach.example/pay">pay</a>',
        '<a href="javascript:alert(1)">bad</a>',
        '<script>alert(1)</script>',
        '<span style="color:red">red</span>',
        '<b>old bold</b>',
      ),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join(''));

const intent: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    at: fc.nat(500),
    text: fc.string({ maxLength: 12 }),
  }),
  fc.record({ kind: fc.constant('clear' as const), at: fc.nat(500), pick: fc.nat(6) }),
  fc.record({ kind: fc.constant('rich' as const), at: fc.nat(500), html: richText }),
  fc.record({
    kind: fc.constant('style' as const),
    at: fc.nat(500),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
  }),
  fc.record({
    kind: fc.constant('rename-section' as const),
    at: fc.nat(50),
    name: fc.string({ minLength: 1, maxLength: 20 }),
  }),
  fc.record({ kind: fc.constant('add-element' as const), at: fc.nat(50), pick: fc.nat(10) }),
  fc.record({ kind: fc.constant('delete-element' as const), at: fc.nat(500) }),
  fc.record({ kind: fc.constant('move-element' as const), at: fc.nat(500), to: fc.nat(12) }),
  fc.record({ kind: fc.constant('add-section' as const), pick: fc.nat(10), to: fc.nat(12) }),
  fc.record({ kind: fc.constant('delete-section' as const), at: fc.nat(50) }),
  fc.record({ kind: fc.constant('move-section' as const), at: fc.nat(50), to: fc.nat(12) }),
  fc.record({ kind: fc.constant('coach-name' as const), name: fc.string({ maxLength: 20 }) }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

/**
 * The first text typed into an empty field, then Undo, with or without a save in between: the field
 * must end up empty on the server too. The field is a new element's first text field, or an empty
 * rich-text heading (the offer and design templates start with one).
 */
type FirstEditUndone = {
  kind: 'first-edit-undone';
  target: 'new-element' | 'rich-text';
  at: number;
  pick: number;
  text: string;
  savedBetween: boolean;
};
const firstEditUndone: fc.Arbitrary<FirstEditUndone> = fc.record({
  kind: fc.constant('first-edit-undone' as const),
  target: fc.constantFrom('new-element' as const, 'rich-text' as const),
  at: fc.nat(500),
  pick: fc.nat(10),
  text: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), richText),
  savedBetween: fc.boolean(),
});

/** An empty field to type into first: in a new element, or an empty rich-text field already there. */
function emptyField(
  store: BuilderStore,
  step: FirstEditUndone,
  nextId: () => number,
): { elementId: number; field: string } | null {
  const present = store.getState().history.present;
  if (step.target === 'rich-text') {
    const empty = present.sections
      .flatMap((s) => s.elements)
      .flatMap((e) =>
        ELEMENT_TYPES[e.type as ElementType].fields
          .filter((f) => f.kind === 'richtext' && !e.content[f.name])
          .map((f) => ({ elementId: e.id, field: f.name })),
      );
    return empty[step.at % Math.max(empty.length, 1)] ?? null;
  }
  const add = resolveIntent(present, { kind: 'add-element', at: step.at, pick: step.pick }, nextId);
  if (!add || typeof add === 'string' || add.type !== 'add-element') return null;
  store.dispatch(add);
  const field = ELEMENT_TYPES[add.element.type as ElementType].fields.find(
    (f) => f.kind === 'text' || f.kind === 'longtext' || f.kind === 'richtext',
  );
  return field ? { elementId: add.element.id, field: field.name } : null;
}

/** Runs one step; answers how many actions it took (each may cost the server a request or two). */
async function play(
  store: BuilderStore,
  step: Intent | FirstEditUndone,
  nextId: () => number,
): Promise<number> {
  if (step.kind !== 'first-edit-undone') {
    const action = resolveIntent(store.getState().history.present, step, nextId);
    if (action === 'undo') store.undo();
    else if (action === 'redo') store.redo();
    else if (action) store.dispatch(action);
    return action ? 1 : 0;
  }
  const target = emptyField(store, step, nextId);
  if (!target) return 1;
  if (step.savedBetween) await store.flush();
  store.sealEdit();
  const { elementId, field } = target;
  const aliased = () => store.getState().aliases.elements.get(elementId) ?? elementId;
  store.dispatch({ type: 'edit-content', elementId: aliased(), field, value: step.text });
  if (step.savedBetween) await store.flush();
  store.undo();
  return 3;
}

const RUNS = Number(process.env.SYNC_RUNS ?? 40);

describe('the builder store against the real server', () => {
  it(
    'after any sequence of edits, undos, redos, failed requests and lost answers, the server holds what the coach sees',
    { timeout: 30_000 + RUNS * 1_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('coach', 'coach-exact', 'course-offer', 'leadership-course'),
          fc.array(
            fc.tuple(fc.oneof(intent, firstEditUndone), fc.boolean(), fc.nat(2), fc.nat(1)),
            { minLength: 1, maxLength: 25 },
          ),
          async (template, steps) => {
            const created = await createWebsite(t, { template });
            const failures: Failures = { next: 0, lostAnswers: 0 };
            const sent = { count: 0 };
            const store = new BuilderStore(created, injectTransport(t, failures, sent), {
              debounceMs: 0,
              retryDelaysMs: [0],
            });
            try {
              const ids = counter(-1);
              let actions = 0;
              let failed = 0;
              for (const [step, syncNow, fail, lose] of steps) {
                actions += await play(store, step, () => ids() - 1_000_000);
                failed += fail + lose;
                failures.next = fail;
                failures.lostAnswers = lose;
                if (syncNow) await store.flush();
              }
              failures.next = 0;
              failures.lostAnswers = 0;
              await store.flush();
              await store.flush();
              expect(store.getState().status).toEqual({ kind: 'saved' });
              const local = store.getState().history.present;
              const stored = await getWebsite(t, created.id);
              expect(visible(stored)).toEqual(visible(local));
              expect(stored.settings).toEqual(local.settings);
              // Saving converges: a handful of requests a change, however the changes and failures fell.
              expect(sent.count).toBeLessThanOrEqual(3 * actions + 2 * failed + 2);
            } finally {
              store.dispose();
              // Hundreds of runs: each website goes once checked, so the coach's quota never fills.
              await t.call('DELETE', `/api/websites/${created.id}`);
            }
          },
        ),
        {
          numRuns: RUNS,
          seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000),
        },
      );
    },
  );
});

describe('requests a change costs', () => {
  it('typing into an empty heading, saving, and undoing it costs one request each way', async () => {
    const created = await createWebsite(t, { template: 'course-offer' });
    const sent = { count: 0 };
    const store = new BuilderStore(created, injectTransport(t, undefined, sent), {
      debounceMs: 0,
      retryDelaysMs: [0],
    });
    try {
      const heading = created.sections
        .flatMap((s) => s.elements)
        .find((e) => e.type === 'heading' && !e.content.html);
      if (!heading) throw new Error('the course offer has no empty rich-text heading');
      store.dispatch({ type: 'edit-content', elementId: heading.id, field: 'html', value: 'Hi' });
      await store.flush();
      expect(sent.count).toBe(1);
      store.undo();
      await store.flush();
      expect(sent.count).toBe(2);
      expect(store.getState().status).toEqual({ kind: 'saved' });
      const stored = (await getWebsite(t, created.id)).sections
        .flatMap((s) => s.elements)
        .find((e) => e.id === heading.id);
      expect(stored?.content.html ?? '').toBe('');
    } finally {
      store.dispose();
    }
  });
});
