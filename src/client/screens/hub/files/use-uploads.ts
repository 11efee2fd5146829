import { useCallback, useRef, useState } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { uploadFile } from '../../../app/file-queries';
import { failureMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';

export type UploadItem = {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

/** Uploads at a time: enough to keep the line busy, few enough that each shows progress. */
const AT_ONCE = 2;

/**
 * A queue of uploads, two at a time, each with its progress; a refused file says why (toast and
 * on its row) and the others go on.
 */
export function useUploads(onUploaded: (file: StoredFile) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: readonly File[], folder: string) => {
      const queued = files.map((file) => ({ file, key: nextKey.current++ }));
      setItems((all) => [
        ...all.filter((i) => i.state !== 'done'),
        ...queued.map(({ file, key }) => ({
          key,
          name: file.name,
          progress: 0,
          state: 'waiting' as const,
        })),
      ]);
      let next = 0;
      const worker = async () => {
        while (next < queued.length) {
          const job = queued[next++];
          if (!job) return;
          patch(job.key, { state: 'uploading' });
          try {
            const stored = await uploadFile(job.file, {
              folder,
              onProgress: (progress) => patch(job.key, { progress }),
            });
            patch(job.key, { state: 'done', progress: 1 });
            onUploaded(stored);
          } catch (err) {
            const error = failureMessage(err);
            patch(job.key, { state: 'failed', error });
            toast({ title: 'Upload Failed', description: error, kind: 'error' });
          }
        }
      };
      void Promise.all(Array.from({ length: Math.min(AT_ONCE, queued.length) }, worker));
    },
    [onUploaded],
  );

  const clearFinished = () =>
    setItems((all) => all.filter((i) => i.state === 'uploading' || i.state === 'waiting'));
  return { items, add, clearFinished };
}
