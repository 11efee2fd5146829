import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilePatch, FilesAnswer, StoredFile } from '../../model/files/file';
import { ApiError, apiRequest, failureMessage } from '../lib/api';
import { toast } from '../ui/toast-store';

export const fileKeys = { all: ['files'] as const };

/** The coach's files, newest first, with their folders and what they use of the quota. */
export function useFiles() {
  return useQuery({
    queryKey: fileKeys.all,
    queryFn: () => apiRequest<FilesAnswer>('/api/files'),
  });
}

/**
 * POST /api/files for one file, reporting progress (fetch cannot report an upload's progress, so
 * this is the one XMLHttpRequest in the app). Rejects with the server's ApiError, or an Error when
 * the server was not reached; an aborted upload rejects with an AbortError.
 */
export function uploadFile(
  file: File,
  options: { folder?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as StoredFile);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The folder goes first: the server reads the fields sent before the file.
    if (options.folder) form.append('folder', options.folder);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Changing and deleting files, with toasts; the list refreshes after each. */
export function useFileActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileKeys.all });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FilePatch }) =>
      apiRequest<StoredFile>(`/api/files/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: async () => {
      toast({ title: 'File Saved', kind: 'success' });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Save Failed', description: failureMessage(error), kind: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/files/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: 'File Deleted', description: 'The file was removed.', kind: 'success' });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Delete Failed', description: failureMessage(error), kind: 'error' }),
  });
  return { update, remove, refresh };
}
