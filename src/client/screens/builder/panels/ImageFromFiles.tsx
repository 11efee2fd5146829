import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { chosenImageUrl } from '../../../../model/files/image-url';
import { fileKeys, uploadFile } from '../../../app/file-queries';
import { failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { ImagePickerDialog } from './ImagePickerDialog';

type Props = { onChoose: (url: string) => void };

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * 'Choose from your files' and 'Upload' under an image field: the coach never has to paste an
 * address. The field gets the picture's address with its size (decision 017).
 */
export function ImageFromFiles({ onChoose }: Props) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (file: StoredFile) => {
    if (file.width && file.height)
      onChoose(chosenImageUrl({ ...file, width: file.width, height: file.height }));
  };
  const upload = async (file: File) => {
    setProgress(0);
    try {
      const stored = await uploadFile(file, { onProgress: setProgress });
      choose(stored);
      toast({
        title: 'Image Uploaded',
        description: `${stored.name} is on the page.`,
        kind: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    } catch (err) {
      toast({ title: 'Upload Failed', description: failureMessage(err), kind: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
        <FolderOpen aria-hidden="true" /> Choose from your files
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        {progress === null ? 'Upload' : `Uploading ${Math.round(progress * 100)}%`}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        aria-label="Image to upload"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
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
