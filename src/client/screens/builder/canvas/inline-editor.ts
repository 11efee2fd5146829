import { coachNameOf } from '../../../../model/coach-name';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import type { Element, Website } from '../../../../model/website';
import { escapeHtml, fieldMarkup } from '../../../../render/field-markup';
import { loadSanitizer, sanitizerLoaded } from '../../../../render/sanitize';
import { findElement } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { markForKey, toggleMark } from '../rich-text/marks';
import type { CanvasFocus } from './editing-focus';
import { caretToEnd, EDITABLE_KINDS, fieldNode, sourceOf, stored } from './field-nodes';
import { keepNameToken, plainValue, richValue, whenSanitizerLoaded } from './typed-value';

/** The field being typed into on the canvas, as the canvas needs to know it (for the toolbar). */
export type EditingTarget = { node: HTMLElement; rich: boolean };

type Session = {
  node: HTMLElement;
  elementId: number;
  field: string;
  rich: boolean;
  multiline: boolean;
  /** Which of the element's nodes for this field (a field may show twice). */
  occurrence: number;
  /** The stored value the node shows now: what was last typed, or what an undo brought back. */
  shown: string;
};

/**
 * Typing on the canvas: a click on a field's text makes that node editable where it is. Each
 * change is the same `edit-content` action the property panel sends (so one focus is one undo
 * step, and it saves the same way); while the coach types, the node's text is the browser's and
 * React leaves it alone, and an undo or redo writes the stored value back into it.
 */
export class InlineEditor {
  private session: Session | null = null;
  /** The toolbar's link form has the keyboard: losing focus to it does not end editing. */
  private held = false;

  constructor(
    private readonly doc: Document,
    private readonly store: BuilderStore,
    private readonly focus: CanvasFocus,
    private readonly onTarget: (target: EditingTarget | null) => void,
  ) {}

  attach(): () => void {
    const doc = this.doc;
    doc.addEventListener('mousedown', this.onMouseDown, true);
    doc.addEventListener('input', this.onInput);
    doc.addEventListener('keydown', this.onKeyDown);
    doc.addEventListener('beforeinput', this.onBeforeInput);
    doc.addEventListener('paste', this.onPaste);
    doc.addEventListener('focusout', this.onFocusOut);
    const unsubscribe = this.store.subscribe(this.onStore);
    return () => {
      this.finish();
      doc.removeEventListener('mousedown', this.onMouseDown, true);
      doc.removeEventListener('input', this.onInput);
      doc.removeEventListener('keydown', this.onKeyDown);
      doc.removeEventListener('beforeinput', this.onBeforeInput);
      doc.removeEventListener('paste', this.onPaste);
      doc.removeEventListener('focusout', this.onFocusOut);
      unsubscribe();
    };
  }

  /** Ends the current undo step (before and after a formatting change, so it is a step of its own). */
  seal = (): void => this.store.sealEdit();

  /** Keeps editing while the toolbar's link form has the keyboard. */
  hold(): void {
    this.held = Boolean(this.session);
  }

  /** Gives the keyboard back to the text, with the words that were selected selected again. */
  resume(range: Range | null): void {
    this.held = false;
    const session = this.session;
    if (!session) return;
    session.node.focus();
    const selection = this.doc.getSelection();
    if (range && selection && session.node.contains(range.commonAncestorContainer)) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }

  /** Ends editing: what was typed is already in the store; the node shows the stored value. */
  finish = (): void => {
    const session = this.session;
    this.held = false;
    if (!session) return;
    this.session = null;
    session.node.removeAttribute('contenteditable');
    const element = findElement(this.website(), session.elementId)?.element;
    if (element && session.node.isConnected) {
      // What the renderer would draw, so the browser's own editing markup goes.
      session.node.innerHTML = this.drawn(element, session.field);
    }
    this.focus.set(null);
    this.store.sealEdit();
    this.onTarget(null);
  };

  private website(): Website {
    return this.store.getState().history.present;
  }

  /** A field as the renderer draws it now (with the coach's name where it says {name}). */
  private drawn(element: Element, field: string): string {
    return fieldMarkup(element, field, coachNameOf(this.website().settings)).html;
  }

  private begin(node: HTMLElement): boolean {
    const host = node.closest<HTMLElement>('[data-element-id]');
    const field = node.dataset.field;
    if (!host || !field) return false;
    const elementId = Number(host.dataset.elementId);
    const element = findElement(this.website(), elementId)?.element;
    const def = element && ELEMENT_TYPES[element.type]?.fields.find((f) => f.name === field);
    if (!element || !def || !EDITABLE_KINDS.has(def.kind)) return false;
    this.finish();
    const rich = def.kind === 'richtext';
    this.session = {
      node,
      elementId,
      field,
      rich,
      multiline: def.kind === 'longtext',
      occurrence: [...host.querySelectorAll(`[data-field="${field}"]`)].indexOf(node),
      shown: stored(element, field),
    };
    this.makeEditable(node, rich);
    if (rich && !sanitizerLoaded()) this.redrawWhenLoaded();
    this.store.sealEdit();
    this.focus.set({ elementId, field });
    this.onTarget({ node, rich });
    return true;
  }

  /**
   * Editing began before sanitize-html loaded (the builder loads it after its first paint): the
   * node may show only the words of markup that needs it, so once it is there and nothing has
   * been typed yet, the node shows the field again, cleaned in full.
   */
  private redrawWhenLoaded(): void {
    const session = this.session;
    const redraw = () => {
      if (this.session !== session || !session) return;
      const element = findElement(this.website(), session.elementId)?.element;
      if (!element || stored(element, session.field) !== session.shown) return;
      const html = this.drawn(element, session.field);
      if (session.node.innerHTML !== html) session.node.innerHTML = html;
    };
    void loadSanitizer().then(redraw, () => undefined);
  }

  private makeEditable(node: HTMLElement, rich: boolean): void {
    // Plain fields take plain text only: no bold from the keyboard, no formatting from a paste.
    node.setAttribute('contenteditable', rich ? 'true' : 'plaintext-only');
    node.spellcheck = true;
  }

  private onMouseDown = (event: MouseEvent): void => {
    if (event.button !== 0) return;
    const node = fieldNode(event.target);
    if (!node || node === this.session?.node) return;
    if (!this.begin(node)) return;
    if (node.hasAttribute('data-empty')) {
      // Only a placeholder shows: select it, so the first key replaces it.
      event.preventDefault();
      node.focus();
      this.doc.getSelection()?.selectAllChildren(node);
    }
  };

  private onInput = (event: Event): void => {
    const session = this.session;
    if (!session || !session.node.contains(event.target as Node)) return;
    const website = this.website();
    const element = findElement(website, session.elementId)?.element;
    if (!element) return;
    const typed = session.rich
      ? richValue(session.node.innerHTML)
      : plainValue(session.node.textContent ?? '', session.multiline);
    const value = keepNameToken(
      sourceOf(element, session.field),
      typed,
      coachNameOf(website.settings),
      session.rich,
    );
    if (value === session.shown) return;
    session.shown = value;
    this.store.dispatch({
      type: 'edit-content',
      elementId: session.elementId,
      field: session.field,
      value,
    });
  };

  private onKeyDown = (event: KeyboardEvent): void => {
    const session = this.session;
    if (!session || !session.node.contains(event.target as Node)) return;
    const mark = session.rich ? markForKey(event) : null;
    if (mark) {
      event.preventDefault();
      this.seal();
      toggleMark(session.node, mark);
      this.seal();
      return;
    }
    const enter = event.key === 'Enter' && !(session.multiline && event.shiftKey);
    if (event.key === 'Escape' || enter) {
      event.preventDefault();
      session.node.blur();
      this.finish();
    }
  };

  /** The browser's own undo (from a menu) would undo behind the store's back: the store undoes. */
  private onBeforeInput = (event: InputEvent): void => {
    if (!this.session || !this.session.node.contains(event.target as Node)) return;
    if (event.inputType === 'historyUndo') {
      event.preventDefault();
      this.store.undo();
    } else if (event.inputType === 'historyRedo') {
      event.preventDefault();
      this.store.redo();
    } else if (event.inputType === 'formatBold' || event.inputType === 'formatItalic') {
      // From a menu: done as the toolbar does it (see toggleMark).
      event.preventDefault();
      if (this.session.rich) {
        this.seal();
        toggleMark(this.session.node, event.inputType === 'formatBold' ? 'bold' : 'italic');
        this.seal();
      }
    }
  };

  /** A paste into a heading keeps only what the allow-list keeps. */
  private onPaste = (event: ClipboardEvent): void => {
    const session = this.session;
    if (!session?.rich || !session.node.contains(event.target as Node)) return;
    const data = event.clipboardData;
    if (!data) return;
    event.preventDefault();
    const html = data.getData('text/html');
    const text = data.getData('text/plain');
    whenSanitizerLoaded(() => {
      if (this.session !== session) return;
      const markup = html ? richValue(html) : escapeHtml(text);
      this.doc.execCommand('insertHTML', false, markup);
    });
  };

  private onFocusOut = (event: FocusEvent): void => {
    if (this.held || !this.session || event.target !== this.session.node) return;
    this.finish();
  };

  /** An undo, a redo or a newer copy from the server changed the field: the node shows it. */
  private onStore = (): void => {
    const session = this.session;
    if (!session) return;
    const { history, aliases } = this.store.getState();
    const renamed = aliases.elements.get(session.elementId);
    if (renamed !== undefined) return this.follow(session, renamed);
    const element = findElement(history.present, session.elementId)?.element;
    if (!element) return this.finish();
    const value = stored(element, session.field);
    if (value === session.shown) return;
    session.shown = value;
    session.node.innerHTML = this.drawn(element, session.field);
    caretToEnd(session.node);
  };

  /**
   * The server numbered a new element while the coach typed in it: the page draws it anew under its
   * new id, and typing carries on in the new node.
   */
  private follow(session: Session, elementId: number): void {
    session.elementId = elementId;
    this.focus.set({ elementId, field: session.field });
    requestAnimationFrame(() => {
      if (this.session !== session || session.node.isConnected) return;
      const host = this.doc.querySelector(`[data-element-id="${elementId}"]`);
      const node = host?.querySelectorAll<HTMLElement>(`[data-field="${session.field}"]`)[
        session.occurrence
      ];
      if (!node) return this.finish();
      session.node = node;
      this.makeEditable(node, session.rich);
      node.focus();
      caretToEnd(node);
      this.onTarget({ node, rich: session.rich });
    });
  }
}
