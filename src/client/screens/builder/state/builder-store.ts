import type { Website } from '../../../../model/website';
import type { BuilderAction } from './actions';
import { newKeyPrefix } from '../../../lib/idempotency-key';
import { applyAnswer, requestFor } from './apply-answer';
import { mapHistory, record, redo, seal, startHistory, undo, type History } from './history';
import { normalizeWebsite } from './normalize';
import { planSync, type SyncOp } from './plan-sync';
import { loadSanitizer, sanitizerLoaded } from '../../../../render/sanitize';
import { rebase, type Conflict } from './rebase';
import { failureStep, SANITIZER_MISSING } from './save-failure';
import { emptyIdMap, remapIds } from './remap';
import {
  DEFAULTS,
  type BuilderState,
  type BuilderTransport,
  type SaveStatus,
  type StoreOptions,
} from './store-types';
import { mergeIds, NOT_TAKEN, sameRequestKey, withoutRefused } from './sync-helpers';

export type { BuilderState, BuilderTransport, SaveStatus, StoreOptions } from './store-types';

/**
 * The builder's document: every change is an action recorded in the undo history and shown at once;
 * a sync loop then brings the server's copy in line, one request at a time, retrying on failure and
 * never dropping what the coach typed.
 */
export class BuilderStore {
  private state: BuilderState;
  private server: Website;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private failures = 0;
  private readonly options: StoreOptions;
  private readonly keyPrefix = newKeyPrefix();
  /**
   * A request that got no answer (or a server error): the server may have done it. It is sent
   * again, unchanged, before anything else, so the store learns what the server holds even if the
   * coach has since undone or deleted what it carried.
   */
  private unsure: SyncOp | null = null;
  /**
   * The last request the server took, as planned. Planning the very same request again means the
   * server did not end up with what the builder holds: the loop stops there instead of resending.
   */
  private lastTaken: string | null = null;
  /** Write requests started so far: a copy fetched across one of them may be older than this tab's. */
  private sent = 0;
  private pulling = false;
  private pullAgain = false;
  private disposed = false;

  constructor(
    website: Website,
    /** Also sends the builder's own page requests, marked as this tab's (pages/page-requests.ts). */
    readonly transport: BuilderTransport,
    options: Partial<StoreOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.server = normalizeWebsite(website);
    this.state = {
      history: startHistory(this.server),
      status: { kind: 'saved' },
      invalidElements: new Map(),
      aliases: emptyIdMap(),
      conflicts: [],
    };
  }

  getState = (): BuilderState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (action: BuilderAction): void => this.change(record(this.state.history, action));
  undo = (): void => this.change(undo(this.state.history));
  redo = (): void => this.change(redo(this.state.history));
  sealEdit = (): void => this.set({ history: seal(this.state.history) });

  /** Saves now instead of after the pause in typing; resolves when the server has everything. */
  flush = async (): Promise<void> => {
    clearTimeout(this.timer);
    while (this.running) await this.running;
    this.running = this.sync().finally(() => (this.running = null));
    await this.running;
  };

  /**
   * Folds in what another tab saved (the change stream said so). Fetched only between this tab's
   * own requests, and dropped and fetched again if one was sent meanwhile, so a copy older than
   * this tab's last save is never mistaken for the other tab undoing it.
   */
  pullRemote = async (): Promise<void> => {
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = true;
    try {
      do {
        this.pullAgain = false;
        while (this.running) await this.running;
        const sentBefore = this.sent;
        const fresh = await this.fetchServerCopy();
        if (this.running || this.unsure || this.sent !== sentBefore) this.pullAgain = true;
        else this.takeRemote(fresh);
      } while (this.pullAgain && !this.disposed);
    } catch {
      // The next change event (or the next conflict) brings it in.
    } finally {
      this.pulling = false;
    }
  };

  /** Pages are saved by their own requests and never undone: every copy takes the server's list. */
  takePages = (pages: Website['pages']): void => this.takeRemote({ ...this.server, pages });

  /** Answers a conflict: keep this tab's text, or take the other tab's. */
  resolveConflict = (conflict: Conflict, useTheirs: boolean): void => {
    this.set({ conflicts: this.state.conflicts.filter((c) => c !== conflict) });
    if (useTheirs) {
      this.dispatch({
        type: 'edit-content',
        elementId: conflict.elementId,
        field: conflict.field,
        value: conflict.theirs ?? '',
      });
    }
  };

  hasUnsavedChanges(): boolean {
    return this.unsure !== null || planSync(this.server, this.state.history.present).next !== null;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private change(history: History): void {
    if (history === this.state.history) return;
    this.lastTaken = null;
    // The same status object while saving, so what shows it is not drawn again at every keystroke.
    const status: SaveStatus =
      this.state.status.kind === 'saving' ? this.state.status : { kind: 'saving' };
    this.set({ history, status });
    this.schedule(this.options.debounceMs);
  }

  private set(partial: Partial<BuilderState>): void {
    this.state = { ...this.state, ...partial };
    for (const listener of this.listeners) listener();
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(delay);
      this.running = this.sync().finally(() => (this.running = null));
    }, delay);
  }

  private async sync(): Promise<void> {
    // What is saved goes through sanitize-html itself (the builder loads it after its first paint);
    // if it cannot be loaded (the network is down), the save is retried as a failed request is.
    if (!sanitizerLoaded()) {
      try {
        await loadSanitizer();
      } catch {
        const delays = this.options.retryDelaysMs;
        const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 1000;
        this.failures += 1;
        this.set({ status: { kind: 'retrying', message: SANITIZER_MISSING } });
        this.schedule(delay);
        return;
      }
    }
    for (;;) {
      const plan = planSync(this.server, this.state.history.present);
      const invalidElements = new Map(plan.invalid.map((p) => [p.elementId, p.fields]));
      const op = this.unsure ?? plan.next;
      if (!op) {
        const first = plan.invalid[0];
        this.set({
          invalidElements,
          status: first
            ? { kind: 'invalid', message: `Not saved: ${first.summary}` }
            : { kind: 'saved' },
        });
        this.failures = 0;
        return;
      }
      const planned = sameRequestKey(op);
      if (op !== this.unsure && planned === this.lastTaken) {
        this.set({ invalidElements, status: { kind: 'invalid', message: NOT_TAKEN } });
        return;
      }
      this.set({
        invalidElements,
        status: this.state.status.kind === 'retrying' ? this.state.status : { kind: 'saving' },
      });
      const request = requestFor(this.server.id, op, this.keyPrefix);
      this.sent += 1;
      try {
        const answer = await this.transport.send(
          request.method,
          request.path,
          request.body,
          request.key,
        );
        this.unsure = null;
        this.lastTaken = planned;
        const applied = applyAnswer(this.server, op, answer);
        this.server = applied.server;
        this.set({
          history: mapHistory(this.state.history, (w) => remapIds(w, applied.ids)),
          aliases: mergeIds(this.state.aliases, applied.ids),
        });
        this.failures = 0;
      } catch (error) {
        const status = this.transport.statusOf(error);
        this.unsure = status === undefined || status >= 500 ? op : null;
        const step = failureStep({
          status,
          op,
          method: request.method,
          message: this.transport.messageOf(error),
          failures: this.failures,
          retryDelaysMs: this.options.retryDelaysMs,
        });
        if (step.next === 'forget') {
          this.server = applyAnswer(this.server, op, undefined).server;
          continue;
        }
        if (step.next === 'drop-create') {
          this.set({ history: mapHistory(this.state.history, (w) => withoutRefused(w, op)) });
          this.options.onRefused(step.message);
          continue;
        }
        if (step.next === 'reload') {
          if (await this.reloadAfterConflict()) continue;
          return;
        }
        if (step.counted) this.failures += 1;
        this.set({ status: step.status });
        if (step.retryInMs !== undefined) this.schedule(step.retryInMs);
        return;
      }
    }
  }

  private async fetchServerCopy(): Promise<Website> {
    return (await this.transport.send('GET', `/api/websites/${this.server.id}`)) as Website;
  }

  /** The server's newest copy, with this tab's unsaved changes kept on top (see rebase). */
  private takeRemote(fresh: Website): void {
    const base = this.server;
    const next = normalizeWebsite(fresh);
    const present = this.state.history.present;
    const merged = rebase(base, next, present);
    this.server = next;
    const conflicts = [
      ...this.state.conflicts.filter(
        (c) => !merged.conflicts.some((m) => m.elementId === c.elementId && m.field === c.field),
      ),
      ...merged.conflicts,
    ];
    this.set({
      history: mapHistory(this.state.history, (w) =>
        w === present ? merged.website : rebase(base, next, w).website,
      ),
      conflicts,
    });
    if (merged.conflicts.length > 0) this.options.onConflict(merged.conflicts.length);
    if (planSync(this.server, this.state.history.present).next) this.schedule(0);
  }

  /** A save was refused as stale (409) or its target is gone (404): fold in the newest copy and go on. */
  private async reloadAfterConflict(): Promise<boolean> {
    try {
      this.takeRemote(await this.fetchServerCopy());
      return true;
    } catch (error) {
      this.set({
        status: {
          kind: 'retrying',
          message: `Couldn't load the newest version (${this.transport.messageOf(error)}). Retrying…`,
        },
      });
      this.schedule(this.options.retryDelaysMs[0] ?? 1000);
      return false;
    }
  }
}
