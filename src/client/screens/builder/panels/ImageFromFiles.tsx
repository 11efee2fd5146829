import { FolderOpen, Upload } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { preloadable } from '../../../lib/preloadable';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { useUploadPicker } from '../../hub/files/use-upload-picker';

// The picker (the coach's files, with their previews) loads when the coach reaches for its button.
const picker = preloadable(() =>
  import('./ImagePickerDialog').then((module) => module.ImagePickerDialog),
);
const ImagePickerDialog = picker.Lazy;
const preloadPicker = () => void picker.preload();

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Props = {
  onChoose: (file: StoredFile & { width: number; height: number }) => void;
  /** What the picture is for ('logo'), when a panel has several: it names the buttons. */
  what?: string;
  /** What an uploaded picture now is, for the toast: 'is on the page' unless said otherwise. */
  becomes?: string;
};

/**
 * 'Choose from your files' and 'Upload' under an image field: the coach never has to paste an
 * address. The caller turns the picture into the field's address (decision 017).
 */
export function ImageFromFiles({ onChoose, what, becomes = 'is on the page' }: Props) {
  const [picking, setPicking] = useState(false);
  const choose = (file: StoredFile) => {
    if (file.width && file.height) onChoose({ ...file, width: file.width, height: file.height });
  };
  const picker = useUploadPicker(
    what ? `${upperFirst(what)} to upload` : 'Image to upload',
    (stored) => {
      choose(stored);
      toast({
        title: 'Image Uploaded',
        description: `${stored.name} ${becomes}.`,
        kind: 'success',
      });
    },
  );
  // The words shown are the button's name (WCAG 2.5.3): which picture it is shows too.
  const aWhat = what ? `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}` : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => setPicking(true)}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
      >
        <FolderOpen aria-hidden="true" />{' '}
        {aWhat ? `Choose ${aWhat} from your files` : 'Choose from your files'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={aWhat && picker.progress === null ? `Upload ${aWhat}` : undefined}
        disabled={picker.progress !== null}
        onClick={picker.open}
      >
        <Upload aria-hidden="true" />
        {picker.progress === null ? 'Upload' : `Uploading ${Math.round(picker.progress * 100)}%`}
      </Button>
      {picker.input}
      {picking && (
        <Suspense fallback={null}>
          <ImagePickerDialog
            onChoose={(file) => {
              choose(file);
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
