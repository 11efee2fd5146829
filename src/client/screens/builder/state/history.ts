import type { Website } from '../../../../model/website';
import { applyAction, type BuilderAction } from './actions';

export type History = {
  past: Website[];
  present: Website;
  future: Website[];
  /** Typing in one field is one undo step: the key of the last edit, while it may still be extended. */
  lastEdit: string | null;
};

const LIMIT = 200;

export function startHistory(website: Website): History {
  return { past: [], present: website, future: [], lastEdit: null };
}

function editKey(action: BuilderAction): string | null {
  if (action.type === 'edit-content') return `content:${action.elementId}:${action.field}`;
  if (action.type === 'edit-section')
    return `section:${action.sectionId}:${Object.keys(action.changes).join()}`;
  return null;
}

/** Records an action; consecutive edits of the same field fold into one step. */
export function record(history: History, action: BuilderAction): History {
  const present = applyAction(history.present, action);
  if (present === history.present) return history;
  const key = editKey(action);
  if (key !== null && key === history.lastEdit) return { ...history, present, future: [] };
  return {
    past: [...history.past, history.present].slice(-LIMIT),
    present,
    future: [],
    lastEdit: key,
  };
}

/** Ends the current typing step, so the next keystroke starts a new one (on blur, on selection). */
export function seal(history: History): History {
  return history.lastEdit === null ? history : { ...history, lastEdit: null };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastEdit: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastEdit: null };
}

/** Applies a change to every snapshot (new ids from the server must reach undo and redo too). */
export function mapHistory(history: History, fn: (website: Website) => Website): History {
  return {
    ...history,
    past: history.past.map(fn),
    present: fn(history.present),
    future: history.future.map(fn),
  };
}
