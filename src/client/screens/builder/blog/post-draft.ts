import type { Post, UpdatePostInput } from '../../../../model/posts';
import { apiErrorOf, failureMessage } from '../../../lib/api';
import type { SaveStatus } from '../state/store-types';

/** What the coach edits in a post (its state is changed by its own buttons, not typed). */
export type PostFields = Pick<
  Post,
  'title' | 'slug' | 'excerpt' | 'coverUrl' | 'body' | 'tags' | 'author'
>;

const FIELD_NAMES = ['title', 'slug', 'excerpt', 'coverUrl', 'body', 'tags', 'author'] as const;

export function fieldsOf(post: Post): PostFields {
  const { title, slug, excerpt, coverUrl, body, tags, author } = post;
  return { title, slug, excerpt, coverUrl, body, tags, author };
}

/** The fields of `now` that differ from `then`, or null when none does. */
export function changedFields(now: PostFields, then: PostFields): Partial<PostFields> | null {
  const changes: Partial<Record<keyof PostFields, unknown>> = {};
  let any = false;
  for (const name of FIELD_NAMES) {
    if (JSON.stringify(now[name]) !== JSON.stringify(then[name])) {
      changes[name] = now[name];
      any = true;
    }
  }
  return any ? (changes as Partial<PostFields>) : null;
}

/** The network, as the editor needs it: the app's api in the browser, a fake in tests. */
export type PostSaver = {
  patch: (postId: number, body: UpdatePostInput) => Promise<Post>;
  get: (postId: number) => Promise<Post>;
};

export type PostDraftOptions = {
  /** A save the server refused (400): its message, shown as a toast. */
  onRefused?: (message: string) => void;
  /** The post was changed elsewhere meanwhile: her text is kept and sent again. */
  onConflict?: () => void;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
};

export type PostDraftState = {
  /** The post as the server last answered it (state, dates, version). */
  post: Post;
  /** What the coach sees and types: shown at once, saved in the background. */
  fields: PostFields;
  canUndo: boolean;
  canRedo: boolean;
  status: SaveStatus;
  /** The server's message for each refused field, until she edits it again. */
  errors: Readonly<Record<string, string>>;
};

const UNDO_LIMIT = 200;

/**
 * One post being edited, in the builder's style: every edit shows at once and is one undo step
 * (typing in one field is one step until she leaves it), a debounced PATCH with the version sends
 * what changed, a failed save is retried with what she typed kept, a refused one (400) waits for
 * her fix, and a stale version (409) takes the server's newest version and sends her fields again.
 */
export class PostDraft {
  private state: PostDraftState;
  private past: PostFields[] = [];
  private future: PostFields[] = [];
  /** The field being typed in: further typing there joins the same undo step. */
  private typing: keyof PostFields | null = null;
  /** What the server holds as far as this editor knows (what it last sent and saw kept). */
  private saved: PostFields;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  private failures = 0;
  private listeners = new Set<() => void>();
  private disposed = false;
  private readonly debounceMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(
    post: Post,
    private readonly saver: PostSaver,
    private readonly options: PostDraftOptions = {},
  ) {
    this.saved = fieldsOf(post);
    this.state = {
      post,
      fields: this.saved,
      canUndo: false,
      canRedo: false,
      status: { kind: 'saved' },
      errors: {},
    };
    this.debounceMs = options.debounceMs ?? 600;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 5000, 10_000, 30_000];
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(changes: Partial<PostDraftState>) {
    this.state = {
      ...this.state,
      ...changes,
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
    };
    for (const listener of this.listeners) listener();
  }

  /** Her edit of one field: shown now, saved after a pause in the typing. */
  edit = <K extends keyof PostFields>(name: K, value: PostFields[K]) => {
    const before = this.state.fields;
    if (JSON.stringify(before[name]) === JSON.stringify(value)) return;
    if (this.typing !== name) {
      this.past = [...this.past, before].slice(-UNDO_LIMIT);
      this.typing = name;
    }
    this.future = [];
    const errors = Object.fromEntries(
      Object.entries(this.state.errors).filter(([field]) => field !== name),
    );
    this.set({ fields: { ...before, [name]: value }, errors });
    this.schedule();
  };

  /** Ends the current undo step (she left the field, or pressed a toolbar button). */
  seal = () => {
    this.typing = null;
  };

  undo = () => this.travel(this.past, this.future);

  redo = () => this.travel(this.future, this.past);

  private travel(from: PostFields[], to: PostFields[]) {
    const target = from.pop();
    if (!target) return;
    to.push(this.state.fields);
    this.typing = null;
    this.set({ fields: target });
    this.schedule();
  }

  /** The post as the server answered another request (a state change): her fields stay hers. */
  adopt = (post: Post) => {
    this.set({ post: { ...post, ...this.state.fields } });
  };

  /** Sends what is waiting now (leaving the editor, Ctrl+S). */
  flush = async (): Promise<void> => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.send();
  };

  dispose = () => {
    if (this.timer) clearTimeout(this.timer);
    this.disposed = true;
    this.listeners.clear();
  };

  hasUnsavedChanges = () => changedFields(this.state.fields, this.saved) !== null;

  private schedule(delayMs = this.debounceMs) {
    if (this.disposed) return;
    if (this.timer) clearTimeout(this.timer);
    if (this.state.status.kind !== 'retrying') this.set({ status: { kind: 'saving' } });
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send();
    }, delayMs);
  }

  private async send(): Promise<void> {
    // One request at a time: an edit made while one is out is sent when it is back.
    while (this.sending) await this.sending;
    const changes = changedFields(this.state.fields, this.saved);
    if (!changes) {
      if (this.state.status.kind === 'saving') this.set({ status: { kind: 'saved' } });
      return;
    }
    this.sending = this.sendOnce(changes).finally(() => {
      this.sending = null;
    });
    await this.sending;
  }

  private async sendOnce(changes: Partial<PostFields>): Promise<void> {
    const id = this.state.post.id;
    try {
      const post = await this.saver.patch(id, { ...changes, version: this.state.post.version });
      // What was sent is what the server keeps (the body cleaned of what it does not allow).
      this.saved = { ...this.saved, ...changes };
      this.failures = 0;
      this.set({ post: { ...post, ...this.state.fields } });
      if (this.hasUnsavedChanges()) {
        if (!this.timer) this.schedule(0);
      } else if (!this.timer) {
        this.set({ status: { kind: 'saved' } });
      }
    } catch (error) {
      await this.failed(error);
    }
  }

  private async failed(error: unknown) {
    const refused = apiErrorOf(error);
    const message = failureMessage(error);
    if (refused?.status === 400) {
      // Hers stays on screen with the reason at the field; it is sent again once she changes it.
      this.set({ status: { kind: 'invalid', message }, errors: refused.fields ?? {} });
      this.options.onRefused?.(message);
      return;
    }
    if (refused?.status === 404) {
      this.set({ status: { kind: 'invalid', message: 'This post was deleted.' } });
      return;
    }
    if (refused?.status === 409) {
      try {
        const newest = await this.saver.get(this.state.post.id);
        // Her changed fields stay hers; the ones she left alone show what was saved elsewhere.
        const fields = { ...fieldsOf(newest), ...changedFields(this.state.fields, this.saved) };
        this.saved = fieldsOf(newest);
        this.set({ post: { ...newest, ...fields }, fields });
        this.options.onConflict?.();
        this.schedule(0);
        return;
      } catch {
        // Not reached: retried below like any other failure.
      }
    }
    const delay = this.retryDelaysMs[Math.min(this.failures, this.retryDelaysMs.length - 1)] ?? 0;
    this.failures += 1;
    this.set({
      status: { kind: 'retrying', message: 'Not saved yet. Retrying...' },
    });
    this.schedule(delay);
  }
}
