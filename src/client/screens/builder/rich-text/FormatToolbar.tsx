import { Bold, Italic, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { escapeHtml } from '../../../../render/field-markup';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { checkLinkAddress } from './link-address';
import { hasMark, toggleMark, type Mark } from './marks';

type Props = {
  /** The document the text being edited lives in (the canvas frame's, or the app's for the panel). */
  doc: Document;
  /** The text being edited (an editable node in `doc`). */
  getRoot: () => HTMLElement | null;
  /** What the toolbar is called for screen readers (the canvas's and the panel's differ). */
  label: string;
  /** Ends the current undo step: each formatting change is a step of its own. */
  seal: () => void;
  /** Called before the link form takes the keyboard away from the text. */
  hold?: () => void;
  /** Gives the keyboard back to the text, with the given words selected again. */
  resume: (range: Range | null) => void;
  /** The coach went somewhere else from the link form: editing ends. */
  leave?: () => void;
  className?: string;
  style?: CSSProperties;
};

type Marks = Record<Mark, boolean>;

function currentRange(doc: Document): Range | null {
  const selection = doc.getSelection();
  return selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
}

function linkAround(range: Range | null): HTMLAnchorElement | null {
  const start = range?.startContainer;
  const element = start && (start.nodeType === 1 ? (start as HTMLElement) : start.parentElement);
  return element?.closest('a') ?? null;
}

/** Keeps the keyboard and the selected words in the text when a toolbar button is pressed. */
const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Bold, italic and link for rich text (a heading), run with the browser's own editing commands on
 * the text's document; the result goes through the allow-list when it is stored. A link takes a
 * secure address or a place on the page, and anything else is refused with the reason.
 */
export function FormatToolbar({
  doc,
  getRoot,
  label,
  seal,
  hold,
  resume,
  leave,
  className,
  style,
}: Props) {
  const [marks, setMarks] = useState<Marks>({ bold: false, italic: false });
  const [link, setLink] = useState<{ range: Range | null; existing: boolean } | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const returning = useRef(false);
  const errorId = useId();

  useEffect(() => {
    const read = () => {
      const root = getRoot();
      setMarks({
        bold: root !== null && hasMark(root, 'bold'),
        italic: root !== null && hasMark(root, 'italic'),
      });
    };
    read();
    doc.addEventListener('selectionchange', read);
    return () => doc.removeEventListener('selectionchange', read);
  }, [doc, getRoot]);

  const run = (mark: Mark) => {
    const root = getRoot();
    if (!root) return;
    seal();
    const done = toggleMark(root, mark);
    seal();
    if (!done) return;
    setMarks((m) => ({ ...m, [mark]: hasMark(root, mark) }));
  };

  const openLink = () => {
    const range = currentRange(doc);
    const existing = linkAround(range);
    if (existing && range) range.selectNodeContents(existing);
    setAddress(existing?.getAttribute('href') ?? '');
    setError(null);
    hold?.();
    setLink({ range, existing: existing !== null });
  };

  /** Back to the text: the form closes without `leave` firing for the focus it gives back. */
  const close = (apply?: () => void) => {
    returning.current = true;
    resume(link?.range ?? null);
    if (apply) {
      seal();
      apply();
      seal();
    }
    returning.current = false;
    setLink(null);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkAddress(address);
    if (!check.ok) return setError(check.message);
    const collapsed = !link?.range || link.range.collapsed;
    close(() => {
      if (collapsed) {
        const safe = escapeHtml(check.href);
        doc.execCommand('insertHTML', false, `<a href="${safe}">${safe}</a>`);
      } else {
        doc.execCommand('createLink', false, check.href);
      }
    });
  };

  const mark = (pressed: boolean) =>
    cn('size-8', pressed && 'bg-indigo-100 text-indigo-700 hover:bg-indigo-100');

  return (
    <div
      role="toolbar"
      aria-label={label}
      className={cn(
        'z-20 flex flex-col gap-1 rounded-lg border border-border bg-white p-1 shadow-lg',
        className,
      )}
      style={style}
    >
      <div className="flex items-center gap-0.5">
        <Button
          size="icon"
          variant="ghost"
          className={mark(marks.bold)}
          aria-label="Bold"
          title="Bold (Ctrl+B): select words first"
          aria-pressed={marks.bold}
          onMouseDown={keepSelection}
          onClick={() => run('bold')}
        >
          <Bold aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className={mark(marks.italic)}
          aria-label="Italic"
          title="Italic (Ctrl+I): select words first"
          aria-pressed={marks.italic}
          onMouseDown={keepSelection}
          onClick={() => run('italic')}
        >
          <Italic aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className={mark(link !== null)}
          aria-label="Link"
          title="Link"
          aria-expanded={link !== null}
          onMouseDown={keepSelection}
          onClick={() => (link ? close() : openLink())}
        >
          <Link2 aria-hidden="true" />
        </Button>
      </div>
      {link && (
        <form
          className="grid w-72 gap-1.5 p-1"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close();
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (returning.current || (next && event.currentTarget.contains(next))) return;
            setLink(null);
            leave?.();
          }}
        >
          <Input
            autoFocus
            aria-label="Link address"
            placeholder="https://… or #calendar"
            className="h-8"
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setAddress(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={errorId} role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-1">
            {link.existing && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => close(() => doc.execCommand('unlink'))}
              >
                Remove link
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => close()}>
              Cancel
            </Button>
            <Button size="sm" type="submit">
              Add link
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
