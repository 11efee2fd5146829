import {
  Heading2,
  Heading3,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { escapeHtml } from '../../../../render/field-markup';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { ImageFromFiles } from '../panels/ImageFromFiles';
import { checkLinkAddress } from '../rich-text/link-address';

type Props = {
  value: string;
  onChange: (html: string) => void;
  /** Ends the current undo step (each toolbar change is a step of its own). */
  onSeal: () => void;
  error?: string | undefined;
};

type Block = { label: string; Icon: LucideIcon; run: (doc: Document) => void };

/** The toolbar's block buttons, each one of the browser's own editing commands. */
const BLOCKS: readonly Block[] = [
  { label: 'Heading', Icon: Heading2, run: (d) => d.execCommand('formatBlock', false, 'h2') },
  { label: 'Subheading', Icon: Heading3, run: (d) => d.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', Icon: Pilcrow, run: (d) => d.execCommand('formatBlock', false, 'p') },
  { label: 'Bulleted list', Icon: List, run: (d) => d.execCommand('insertUnorderedList') },
  { label: 'Numbered list', Icon: ListOrdered, run: (d) => d.execCommand('insertOrderedList') },
  {
    label: 'Quote',
    Icon: TextQuote,
    run: (d) => d.execCommand('formatBlock', false, 'blockquote'),
  },
];

/** A picture's web-sized copy (at most 1600 px wide), else the file itself. */
function pictureAddress(file: StoredFile): string {
  return file.variants[file.variants.length - 1]?.url ?? file.url;
}

/** Its name without the extension, as a first description ('sunrise-walk'). */
const describedAs = (file: StoredFile) => file.name.replace(/\.[a-z0-9]+$/i, '');

/**
 * The post's body as rich text: headings, paragraphs, lists, quotes, links and pictures from her
 * files, with a toolbar every button of which is reached by Tab and named. The server cleans the
 * HTML to its allowlist whatever is sent, so this only has to be pleasant to write in.
 */
export function PostBodyEditor({ value, onChange, onSeal, error }: Props) {
  const ids = { label: useId(), hint: useId(), error: useId(), link: useId() };
  const root = useRef<HTMLDivElement>(null);
  /** Where her caret or selection was last in the text, for the toolbar to act on. */
  const lastRange = useRef<Range | null>(null);
  const [link, setLink] = useState<{ address: string; problem: string | null } | null>(null);

  // Undo and redo change the value from outside: the text is redrawn only when it differs.
  useEffect(() => {
    if (root.current && root.current.innerHTML !== value) root.current.innerHTML = value;
  }, [value]);

  useEffect(() => {
    const keep = () => {
      const selection = document.getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
      if (range && root.current?.contains(range.commonAncestorContainer)) {
        lastRange.current = range.cloneRange();
      }
    };
    document.addEventListener('selectionchange', keep);
    return () => document.removeEventListener('selectionchange', keep);
  }, []);

  /** Back into the text where she was, then `command`, as one undo step. */
  const apply = (command: (doc: Document) => void) => {
    const text = root.current;
    if (!text) return;
    text.focus();
    const selection = document.getSelection();
    if (selection && lastRange.current) {
      selection.removeAllRanges();
      selection.addRange(lastRange.current);
    }
    onSeal();
    command(document);
    onChange(text.innerHTML);
    onSeal();
  };

  const addLink = (event: FormEvent) => {
    event.preventDefault();
    if (!link) return;
    const check = checkLinkAddress(link.address);
    if (!check.ok) return setLink({ ...link, problem: check.message });
    setLink(null);
    apply((doc) => {
      const selected = doc.getSelection();
      if (!selected || selected.isCollapsed) {
        const safe = escapeHtml(check.href);
        doc.execCommand('insertHTML', false, `<a href="${safe}">${safe}</a>`);
      } else {
        doc.execCommand('createLink', false, check.href);
      }
    });
  };

  const addPicture = (file: StoredFile) =>
    apply((doc) =>
      doc.execCommand(
        'insertHTML',
        false,
        `<p><img src="${escapeHtml(pictureAddress(file))}" alt="${escapeHtml(describedAs(file))}"></p>`,
      ),
    );

  return (
    <div className="grid gap-1.5">
      <Label id={ids.label}>Post</Label>
      <div
        role="toolbar"
        aria-label="Format the post"
        className="flex flex-wrap items-center gap-1 rounded-md border border-border bg-white p-1"
      >
        {BLOCKS.map(({ label, Icon, run }) => (
          <Button
            key={label}
            size="sm"
            variant="ghost"
            aria-label={label}
            title={label}
            // Keeps her selection in the text when the button is pressed with a pointer.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(run)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          aria-label="Link"
          title="Link: select words first"
          aria-expanded={link !== null}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setLink(link ? null : { address: '', problem: null })}
        >
          <Link2 aria-hidden="true" />
        </Button>
      </div>
      {link && (
        <form
          onSubmit={addLink}
          className="grid gap-1.5 rounded-md border border-border bg-slate-50 p-2"
        >
          <Label htmlFor={ids.link}>Link address</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={ids.link}
              autoFocus
              className="min-w-0 flex-1"
              placeholder="https://"
              value={link.address}
              aria-invalid={link.problem ? true : undefined}
              aria-describedby={link.problem ? `${ids.link}-problem` : undefined}
              onChange={(e) => setLink({ address: e.target.value, problem: null })}
              onKeyDown={(e) => e.key === 'Escape' && setLink(null)}
            />
            <Button type="submit" size="sm">
              Add link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLink(null)}>
              Cancel
            </Button>
          </div>
          {link.problem && (
            <p id={`${ids.link}-problem`} role="alert" className="text-xs text-destructive">
              {link.problem}
            </p>
          )}
        </form>
      )}
      <div
        ref={root}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={ids.label}
        aria-describedby={error ? ids.error : ids.hint}
        aria-invalid={error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        data-post-field="body"
        className="min-h-64 rounded-md border border-input bg-white p-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-indigo-700 [&_a]:underline"
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        onBlur={onSeal}
      />
      {error ? (
        <p id={ids.error} role="alert" className="text-xs text-destructive">
          Post {error}
        </p>
      ) : (
        <p id={ids.hint} className="text-xs text-slate-500">
          Select words, then use the buttons above. Pictures come from your files.
        </p>
      )}
      <ImageFromFiles what="picture" becomes="is in the post" onChoose={addPicture} />
    </div>
  );
}
