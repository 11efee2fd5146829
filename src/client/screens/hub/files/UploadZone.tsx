import { CheckCircle2, CircleAlert, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE } from '../../../../model/files/file-types';
import { formatBytes } from '../../../../model/files/file';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import type { UploadItem } from './use-uploads';

type Props = {
  items: UploadItem[];
  maxFileBytes: number | undefined;
  onFiles: (files: File[]) => void;
  onClear: () => void;
  /**
   * Asked for by address (?upload=1, the Content Hub's 'Upload'): 'Choose files' is focused on
   * arrival, so Enter or Space opens the picker, and the zone is highlighted while it has focus.
   * The picker itself cannot open on its own: browsers show it only after the coach's own click
   * or key press on the page, and a new tab has had none.
   */
  ready?: boolean;
};

/** Drop files here or choose them; each upload shows its progress and, if refused, why. */
export function UploadZone({ items, maxFileBytes, onFiles, onClear, ready = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!ready) return;
    choose.current?.focus();
  }, [ready]);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  const finished = items.some((i) => i.state === 'done' || i.state === 'failed');
  return (
    <section aria-label="Upload files" className="mb-6">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="drop-zone"
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed bg-white p-6 text-center transition-colors',
          over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300',
          'has-[:focus]:border-indigo-500 has-[:focus]:bg-indigo-50',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-indigo-400" />
        <p className="font-medium">Drag photos and documents here</p>
        <p className="text-sm text-slate-600">
          Images, PDF, Office and text files
          {maxFileBytes ? `, up to ${formatBytes(maxFileBytes)} each` : ''}.
        </p>
        <Button ref={choose} variant="secondary" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-label="Files to upload"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg bg-white px-3 py-2 text-sm shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{item.name}</span>
                <span className="flex shrink-0 items-center gap-1 text-slate-600">
                  {item.state === 'done' && (
                    <>
                      <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" /> Uploaded
                    </>
                  )}
                  {item.state === 'failed' && (
                    <>
                      <CircleAlert aria-hidden="true" className="size-4 text-red-600" /> Not
                      uploaded
                    </>
                  )}
                  {item.state === 'waiting' && 'Waiting...'}
                  {item.state === 'uploading' && `${Math.round(item.progress * 100)}%`}
                </span>
              </div>
              {(item.state === 'uploading' || item.state === 'waiting') && (
                <progress
                  className="mt-1 h-1.5 w-full accent-indigo-600"
                  max={1}
                  value={item.progress}
                  aria-label={`Uploading ${item.name}`}
                />
              )}
              {item.error && <p className="mt-1 text-red-700">{item.error}</p>}
            </li>
          ))}
          {finished && (
            <li>
              <Button variant="ghost" size="sm" onClick={onClear}>
                Clear finished
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
