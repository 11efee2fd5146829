import { describe, expect, it, vi } from 'vitest';
import { inTextField, runFindShortcut } from './use-shortcuts';

type Keys = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
};

/** A key pressed on a target, as much of a KeyboardEvent as the shortcut reads. */
function press(keys: Keys, target: object | null = { tagName: 'BODY' }) {
  const event = {
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
    ...keys,
    target,
    preventDefault: vi.fn(),
  };
  return event as typeof event & KeyboardEvent;
}

describe('the shortcut to Find an element', () => {
  it('is / or Ctrl/⌘+K, and stops the browser’s own find or address bar', () => {
    for (const keys of [{ key: '/' }, { key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }]) {
      const onFind = vi.fn();
      const event = press(keys);
      expect(runFindShortcut(event, onFind)).toBe(true);
      expect(onFind).toHaveBeenCalledOnce();
      expect(event.preventDefault).toHaveBeenCalled();
    }
  });

  it('is not a plain k, Ctrl+/, Alt+/ or Ctrl+Shift+K', () => {
    const onFind = vi.fn();
    for (const keys of [
      { key: 'k' },
      { key: '/', ctrlKey: true },
      { key: '/', altKey: true },
      { key: 'K', ctrlKey: true, shiftKey: true },
    ]) {
      expect(runFindShortcut(press(keys), onFind)).toBe(false);
    }
    expect(onFind).not.toHaveBeenCalled();
  });

  it('leaves / and Ctrl+K to a text field, where a slash is typed (in a link, say)', () => {
    const onFind = vi.fn();
    const fields = [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'url' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ];
    for (const target of fields) {
      expect(inTextField(target as unknown as EventTarget)).toBe(true);
      expect(runFindShortcut(press({ key: '/' }, target), onFind)).toBe(false);
      expect(runFindShortcut(press({ key: 'k', ctrlKey: true }, target), onFind)).toBe(false);
    }
    expect(onFind).not.toHaveBeenCalled();
  });

  it('works from a button, a checkbox, a row of the tree or the page itself', () => {
    for (const target of [
      { tagName: 'BUTTON' },
      { tagName: 'INPUT', type: 'checkbox' },
      { tagName: 'LI' },
      { tagName: 'BODY' },
    ]) {
      expect(inTextField(target as unknown as EventTarget)).toBe(false);
    }
    expect(inTextField(null)).toBe(false);
  });
});
