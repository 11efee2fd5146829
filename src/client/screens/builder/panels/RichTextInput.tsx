import { useCallback, useLayoutEffect, useRef } from 'react';
import { loadSanitizer, sanitizeRichText, useSanitizerLoaded } from '../../../../render/sanitize';
import { cn } from '../../../lib/cn';
import { richValue, whenSanitizerLoaded } from '../canvas/typed-value';
import { FormatToolbar } from '../rich-text/FormatToolbar';
import { markForKey, toggleMark } from '../rich-text/marks';

type Props = {
  id: string;
  labelId: string;
  /** The field's name, for the toolbar's name. */
  label: string;
  value: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  onDone: () => void;
};

/**
 * A rich-text field in the property panel: the words as they look, with the same bold, italic and
 * link toolbar as on the canvas, instead of markup to type. The text is the browser's while the
 * coach types; a change from elsewhere (undo, the canvas) is written in.
 */
export function RichTextInput({
  id,
  labelId,
  label,
  value,
  placeholder,
  invalid,
  describedBy,
  onChange,
  onDone,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const getRoot = useCallback(() => ref.current, []);
  // The markup last written in (null once the coach has typed): markup that needed the full
  // sanitiser is written in again once it has loaded (render/sanitize-browser.ts).
  const written = useRef<string | null>(null);
  const loaded = useSanitizerLoaded();
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const markup = sanitizeRichText(value);
    if (shown.current === value && (written.current === null || written.current === markup)) {
      return;
    }
    shown.current = value;
    written.current = markup;
    node.innerHTML = markup;
  }, [value, loaded]);
  const resume = (range: Range | null) => {
    const node = ref.current;
    if (!node) return;
    node.focus();
    const selection = document.getSelection();
    if (range && selection && node.contains(range.commonAncestorContainer)) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };
  return (
    <div className="grid gap-1">
      <FormatToolbar
        doc={document}
        getRoot={getRoot}
        label={`Format ${label}`}
        seal={onDone}
        resume={resume}
        className="w-fit shadow-none"
      />
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        className={cn(
          'min-h-20 w-full rounded-md border border-border bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          'empty:before:text-muted-foreground empty:before:content-[attr(data-placeholder)]',
          '[&_a]:text-indigo-700 [&_a]:underline',
        )}
        onInput={(event) => {
          const next = richValue(event.currentTarget.innerHTML);
          shown.current = next;
          written.current = null;
          onChange(next);
        }}
        onKeyDown={(event) => {
          const mark = markForKey(event);
          if (mark) {
            event.preventDefault();
            onDone();
            toggleMark(event.currentTarget, mark);
            onDone();
          } else if (event.key === 'Enter') event.preventDefault();
        }}
        onPaste={(event) => {
          event.preventDefault();
          const html = event.clipboardData.getData('text/html');
          const text = event.clipboardData.getData('text/plain');
          whenSanitizerLoaded(() =>
            document.execCommand(
              'insertHTML',
              false,
              html ? richValue(html) : sanitizeRichText(text),
            ),
          );
        }}
        onFocus={() => void loadSanitizer().catch(() => undefined)}
        onBlur={onDone}
      />
    </div>
  );
}
