import { Copy } from 'lucide-react';
import { copyText } from '../../../lib/copy-text';
import { Button } from '../../../ui/button';

/** Copies one piece of generated copy, named so a screen reader says which. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Copy ${what}`}
      onClick={() =>
        void copyText(
          text,
          { title: 'Copied to clipboard', description: `The ${what} is on your clipboard.` },
          { title: 'Failed to copy', description: 'Please select the text and copy it by hand.' },
        )
      }
    >
      <Copy aria-hidden="true" className="size-4" /> Copy
    </Button>
  );
}

/** A labelled block of copy with its own Copy button. */
export function CopyBlock({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h4>
        <CopyButton text={text} what={label.toLowerCase()} />
      </div>
      <p className="whitespace-pre-line text-slate-800">{text}</p>
    </div>
  );
}
