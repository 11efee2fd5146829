import { FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { chosenImageUrl } from '../../../../model/files/image-url';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { useUploadPicker } from '../../hub/files/use-upload-picker';
import { ImagePickerDialog } from './ImagePickerDialog';

type Props = { onChoose: (url: string) => void };

/**
 * 'Choose from your files' and 'Upload' under an image field: the coach never has to paste an
 * address. The field gets the picture's address with its size (decision 017).
 */
export function ImageFromFiles({ onChoose }: Props) {
  const [picking, setPicking] = useState(false);
  const choose = (file: StoredFile) => {
    if (file.width && file.height) {
      onChoose(chosenImageUrl({ ...file, width: file.width, height: file.height }));
    }
  };
  const picker = useUploadPicker('Image to upload', (stored) => {
    choose(stored);
    toast({
      title: 'Image Uploaded',
      description: `${stored.name} is on the page.`,
      kind: 'success',
    });
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
        <FolderOpen aria-hidden="true" /> Choose from your files
      </Button>
      <Button variant="outline" size="sm" disabled={picker.progress !== null} onClick={picker.open}>
        <Upload aria-hidden="true" />
        {picker.progress === null ? 'Upload' : `Uploading ${Math.round(picker.progress * 100)}%`}
      </Button>
      {picker.input}
      {picking && (
        <ImagePickerDialog
          onChoose={(file) => {
            choose(file);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
