import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counter, starterWebsite } from '../../../../model/templates/starter-website';
import type { Website } from '../../../../model/website';
import { applyAction } from './actions';
import { sameField } from './content-patch';
import { resolveIntent, type Intent } from './intents';
import { normalizeWebsite } from './normalize';
import { rebase } from './rebase';

const base = normalizeWebsite(starterWebsite('coaching-offer'));

const intent: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    at: fc.nat(80),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('clear' as const), at: fc.nat(80), pick: fc.nat(4) }),
  fc.record({ kind: fc.constant('delete-element' as const), at: fc.nat(80) }),
  fc.record({ kind: fc.constant('move-element' as const), at: fc.nat(80), to: fc.nat(8) }),
  fc.record({ kind: fc.constant('add-element' as const), at: fc.nat(20), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('move-section' as const), at: fc.nat(20), to: fc.nat(8) }),
  fc.record({ kind: fc.constant('coach-name' as const), name: fc.string({ maxLength: 8 }) }),
);

/** A copy of `start` after `intents`, new things numbered from `firstId` on. */
function edited(start: Website, intents: Intent[], firstId: number): Website {
  const ids = counter(firstId);
  return normalizeWebsite(
    intents.reduce((website, step) => {
      const action = resolveIntent(website, step, ids);
      return action && typeof action !== 'string' ? applyAction(website, action) : website;
    }, start),
  );
}

const elements = (w: Website) =>
  new Map(w.sections.flatMap((s) => s.elements).map((e) => [e.id, e]));
const view = (w: Website) =>
  w.sections.map((s) => ({
    id: s.id,
    name: s.name,
    elements: s.elements.map((e) => ({
      id: e.id,
      content: Object.fromEntries(Object.entries(e.content).filter(([, v]) => v !== '' && v)),
    })),
  }));

describe('folding in what another tab saved', () => {
  it('changes nothing when the other tab changed nothing, and takes everything when this one did not', () => {
    fc.assert(
      fc.property(fc.array(intent, { maxLength: 12 }), (steps) => {
        const changed = edited(base, steps, 10_000);
        expect(view(rebase(base, base, changed).website)).toEqual(view(changed));
        expect(view(rebase(base, changed, base).website)).toEqual(view(changed));
        expect(rebase(base, changed, base).website.settings).toEqual(changed.settings);
      }),
    );
  });

  it("keeps every field each side changed; where both did, keeps this tab's text and offers theirs", () => {
    fc.assert(
      fc.property(
        fc.array(intent, { maxLength: 10 }),
        fc.array(intent, { maxLength: 10 }),
        (theirSteps, ourSteps) => {
          const fresh = edited(base, theirSteps, 10_000);
          const ours = edited(base, ourSteps, -10_000);
          const { website, conflicts } = rebase(base, fresh, ours);
          const [b, f, o, r] = [base, fresh, ours, website].map(elements);
          for (const [id, result] of r ?? []) {
            const [was, theirs, mine] = [b?.get(id), f?.get(id), o?.get(id)];
            if (!was || !theirs || !mine) continue;
            for (const field of new Set([
              ...Object.keys(was.content),
              ...Object.keys(theirs.content),
              ...Object.keys(mine.content),
            ])) {
              const value = result.content[field];
              const theyChanged = !sameField(theirs.content[field], was.content[field]);
              const weChanged = !sameField(mine.content[field], was.content[field]);
              if (weChanged) expect(sameField(value, mine.content[field])).toBe(true);
              else expect(sameField(value, theirs.content[field])).toBe(true);
              const offered = conflicts.some((c) => c.elementId === id && c.field === field);
              expect(offered).toBe(
                theyChanged && weChanged && !sameField(theirs.content[field], mine.content[field]),
              );
            }
          }
          // Nothing this tab added is lost; nothing the other tab deleted comes back.
          for (const id of o?.keys() ?? []) if (!b?.has(id)) expect(r?.has(id)).toBe(true);
          for (const id of b?.keys() ?? []) if (!f?.has(id)) expect(r?.has(id)).toBe(false);
          for (const id of f?.keys() ?? []) if (!b?.has(id)) expect(r?.has(id)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
