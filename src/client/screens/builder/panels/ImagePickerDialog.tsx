import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { useFiles } from '../../../app/file-queries';
import { failureMessage } from '../../../lib/api';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { SearchField } from '../../../ui/search-field';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { thumbnailUrl } from '../../hub/files/FilePreview';

type Props = { onChoose: (file: StoredFile) => void; onClose: () => void };

/** The coach's images to choose one from, searchable by name, tag and folder. */
export function ImagePickerDialog({ onChoose, onClose }: Props) {
  const files = useFiles();
  const [words, setWords] = useState('');
  const needle = words.trim().toLowerCase();
  const images = (files.data?.files ?? []).filter(
    (f) =>
      f.kind === 'image' &&
      (!needle || `${f.name} ${f.folder} ${f.tags.join(' ')}`.toLowerCase().includes(needle)),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Choose an image</DialogTitle>
        <DialogDescription>
          From your Personal Storage. Pages get a web-sized copy.
        </DialogDescription>
        <SearchField
          label="Search images"
          placeholder="Search by name, folder or tag"
          value={words}
          onChange={setWords}
        />
        {files.isPending && (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <SpinnerIcon /> Loading your images...
          </p>
        )}
        {files.isError && <p role="alert">{failureMessage(files.error)}</p>}
        {files.data && images.length === 0 && (
          <p className="flex flex-col items-center gap-2 py-6 text-center text-slate-600">
            <ImageOff aria-hidden="true" className="size-8 text-slate-300" />
            {needle
              ? 'No image matches.'
              : 'No images yet. Use Upload beside the field, or add them in Personal Storage.'}
          </p>
        )}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your images">
          {images.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onChoose(file)}
                aria-label={`Use ${file.name}`}
                className="group block w-full overflow-hidden rounded-lg border border-border text-left focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                <img
                  src={thumbnailUrl(file)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover transition group-hover:opacity-90"
                />
                <span className="block truncate px-2 py-1 text-xs">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
