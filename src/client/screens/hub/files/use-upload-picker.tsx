import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { fileKeys, uploadFile } from '../../../app/file-queries';
import { failureMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * One image uploaded to Personal Storage from a button (an image field's 'Upload', the brand
 * kit's 'Upload logo'): the hidden file input to render, `open` for the button, the progress while
 * it goes (null when idle), and 'Upload Failed' with the server's reason when it is refused.
 */
export function useUploadPicker(label: string, onUploaded: (file: StoredFile) => void) {
  const queryClient = useQueryClient();
  const ref = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File) => {
    setProgress(0);
    try {
      const stored = await uploadFile(file, { onProgress: setProgress });
      onUploaded(stored);
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    } catch (err) {
      toast({ title: 'Upload Failed', description: failureMessage(err), kind: 'error' });
    } finally {
      setProgress(null);
    }
  };
  const input = (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_TYPES}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) void upload(file);
      }}
    />
  );
  return { input, open: () => ref.current?.click(), progress };
}
