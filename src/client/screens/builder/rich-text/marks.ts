export type Mark = 'bold' | 'italic';

const TAGS: Record<Mark, readonly string[]> = { bold: ['STRONG', 'B'], italic: ['EM', 'I'] };
const WRAPPER: Record<Mark, string> = { bold: 'strong', italic: 'em' };

function selectedRange(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

function enclosing(node: Node, root: HTMLElement, mark: Mark): HTMLElement | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nodeType === 1 && TAGS[mark].includes((at as HTMLElement).tagName)) {
      return at as HTMLElement;
    }
  }
  return null;
}

function unwrap(element: HTMLElement): void {
  element.replaceWith(...element.childNodes);
}

/** Whether the selected words are bold (or italic) in the markup: not how heavy the font looks. */
export function hasMark(root: HTMLElement, mark: Mark): boolean {
  const range = selectedRange(root);
  return range !== null && enclosing(range.commonAncestorContainer, root, mark) !== null;
}

/**
 * Makes the selected words bold (or italic) with <strong> (or <em>), or takes it off when they
 * already are. The browser's own bold command is not used: in a heading that is already drawn
 * bold it would write `font-weight: normal` styles, which the allow-list removes. Ends with an
 * `input` event, as typing does, so the change is stored.
 */
export function toggleMark(root: HTMLElement, mark: Mark): boolean {
  const range = selectedRange(root);
  if (!range) return false;
  const selection = root.ownerDocument.getSelection();
  const around = enclosing(range.commonAncestorContainer, root, mark);
  const after = root.ownerDocument.createRange();
  if (around) {
    const first = around.firstChild;
    const last = around.lastChild;
    unwrap(around);
    if (first && last) {
      after.setStartBefore(first);
      after.setEndAfter(last);
    }
  } else {
    if (range.collapsed) return false;
    const wrapper = root.ownerDocument.createElement(WRAPPER[mark]);
    const content = range.extractContents();
    for (const inner of [...content.querySelectorAll(TAGS[mark].join(','))]) {
      unwrap(inner as HTMLElement);
    }
    wrapper.append(content);
    range.insertNode(wrapper);
    after.selectNodeContents(wrapper);
  }
  selection?.removeAllRanges();
  selection?.addRange(after);
  const Input = root.ownerDocument.defaultView?.InputEvent ?? InputEvent;
  root.dispatchEvent(
    new Input('input', {
      bubbles: true,
      inputType: mark === 'bold' ? 'formatBold' : 'formatItalic',
    }),
  );
  return true;
}

/** Ctrl/⌘+B and Ctrl/⌘+I as the toolbar does them. */
export function markForKey(event: KeyboardEvent | React.KeyboardEvent): Mark | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : null;
}
