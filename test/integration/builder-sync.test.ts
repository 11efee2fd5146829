import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BuilderStore,
  type BuilderTransport,
} from '../../src/client/screens/builder/state/builder-store';
import { resolveIntent, type Intent } from '../../src/client/screens/builder/state/intents';
import { normalizeWebsite } from '../../src/client/screens/builder/state/normalize';
import { counter } from '../../src/model/templates/starter-website';
import type { Website } from '../../src/model/website';
import { createWebsite, getWebsite } from '../support/builders';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

class HttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

type Failures = {
  /** Requests that fail before they reach the server. */
  next: number;
  /** Requests the server carries out whose answers are then lost on the way back. */
  lostAnswers: number;
};

/** The real app through inject(), with the network failures `failures` asks for. */
function transport(failures: Failures): BuilderTransport {
  return {
    async send(method, path, body, idempotencyKey) {
      if (failures.next > 0) {
        failures.next -= 1;
        throw new TypeError('Failed to fetch');
      }
      const response = await t.app.inject({
        method,
        url: path,
        headers: {
          cookie: t.cookie,
          ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
        },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (failures.lostAnswers > 0 && method !== 'GET') {
        failures.lostAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      if (response.statusCode >= 400) throw new HttpError(response.statusCode, response.body);
      return response.body ? (JSON.parse(response.body) as unknown) : undefined;
    },
    statusOf: (error) => (error instanceof HttpError ? error.status : undefined),
    messageOf: (error) => (error instanceof Error ? error.message : String(error)),
  };
}

/** What a visitor would see: ids aside from versions, content as shown. */
function visible(website: Website) {
  return normalizeWebsite(website).sections.map((s) => ({
    id: s.id,
    name: s.name,
    type: s.type,
    title: s.title,
    elements: s.elements.map((e) => ({
      id: e.id,
      type: e.type,
      content: Object.fromEntries(
        Object.entries(e.content).filter(([, v]) => v !== '' && v !== false),
      ),
      styles: e.styles,
    })),
  }));
}

const intent: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    at: fc.nat(500),
    text: fc.string({ maxLength: 12 }),
  }),
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

describe('the builder store against the real server', () => {
  it('after any sequence of edits, undos, redos, failed requests and lost answers, the server holds what the coach sees', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('coach', 'coach-exact', 'course-offer', 'leadership-course'),
        fc.array(fc.tuple(intent, fc.boolean(), fc.nat(2), fc.nat(1)), {
          minLength: 1,
          maxLength: 25,
        }),
        async (template, steps) => {
          const created = await createWebsite(t, { template });
          const failures: Failures = { next: 0, lostAnswers: 0 };
          const store = new BuilderStore(created, transport(failures), {
            debounceMs: 0,
            retryDelaysMs: [0],
          });
          const ids = counter(-1);
          for (const [step, syncNow, fail, lose] of steps) {
            const action = resolveIntent(
              store.getState().history.present,
              step,
              () => ids() - 1_000_000,
            );
            if (action === 'undo') store.undo();
            else if (action === 'redo') store.redo();
            else if (action) store.dispatch(action);
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
          store.dispose();
        },
      ),
      {
        numRuns: Number(process.env.SYNC_RUNS ?? 40),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000),
      },
    );
  });
});
