import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, LayoutGrid, List } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StoredFile } from '../../../../model/files/file';
import { fileKeys, useFileActions, useFiles } from '../../../app/file-queries';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { NativeSelect } from '../../../ui/native-select';
import { SearchField } from '../../../ui/search-field';
import { toast } from '../../../ui/toast-store';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { FileDetailsDialog } from './FileDetailsDialog';
import { FileTile } from './FileTile';
import { UploadZone } from './UploadZone';
import { UsageMeter } from './UsageMeter';
import { useUploads } from './use-uploads';

type Kind = '' | 'image' | 'document';

function matches(file: StoredFile, words: string, folder: string | null, kind: Kind): boolean {
  const needle = words.trim().toLowerCase();
  return (
    (folder === null || file.folder === folder) &&
    (!kind || file.kind === kind) &&
    (!needle || `${file.name}\n${file.tags.join('\n')}`.toLowerCase().includes(needle))
  );
}

/** /personal-storage: the coach's photos and documents. */
export default function FilesScreen() {
  const files = useFiles();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { update, remove } = useFileActions();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [words, setWords] = useState('');
  const [folder, setFolder] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>('');
  const [editing, setEditing] = useState<StoredFile | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const onUploaded = useCallback(
    (file: StoredFile) => {
      toast({ title: 'File Uploaded', description: file.name, kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
    [queryClient],
  );
  const uploads = useUploads(onUploaded);
  const list = files.data?.files ?? [];
  const shown = list.filter((f) => matches(f, words, folder, kind));

  return (
    <AreaPage
      title="Personal Storage"
      description="Your photos and documents in one place. Public images can go straight onto your pages."
      actions={files.data && <UsageMeter usage={files.data.usage} />}
    >
      <UploadZone
        items={uploads.items}
        maxFileBytes={files.data?.usage.maxFileBytes}
        onFiles={(chosen) => uploads.add(chosen, folder ?? '')}
        onClear={uploads.clearFinished}
        ready={params.get('upload') === '1'}
      />
      <QueryStatus query={files} loading="Loading your files..." />
      {files.data && list.length === 0 && (
        <Card className="mx-auto flex max-w-2xl flex-col items-center gap-3 p-10 text-center">
          <FolderOpen aria-hidden="true" className="size-10 text-indigo-300" />
          <h2 className="text-xl font-semibold">No files yet.</h2>
          <p className="text-slate-600">
            Upload your headshots, venue photos and client documents. Photos get web-sized copies,
            so your pages stay fast.
          </p>
        </Card>
      )}
      {list.length > 0 && (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2" role="search">
            <SearchField
              label="Search files"
              placeholder="Search by name or tag"
              value={words}
              onChange={setWords}
              className="w-64"
            />
            <NativeSelect
              aria-label="Folder"
              className="w-48 bg-white"
              value={folder ?? '*'}
              onChange={(e) => setFolder(e.target.value === '*' ? null : e.target.value)}
            >
              <option value="*">All folders</option>
              <option value="">No folder</option>
              {(files.data?.folders ?? []).map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label="Type"
              className="w-40 bg-white"
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              <option value="">All types</option>
              <option value="image">Images</option>
              <option value="document">Documents</option>
            </NativeSelect>
            <span className="ml-auto flex gap-1" role="group" aria-label="View">
              <Button
                variant={view === 'grid' ? 'secondary' : 'ghost'}
                size="icon"
                aria-label="Grid view"
                aria-pressed={view === 'grid'}
                onClick={() => setView('grid')}
              >
                <LayoutGrid aria-hidden="true" />
              </Button>
              <Button
                variant={view === 'list' ? 'secondary' : 'ghost'}
                size="icon"
                aria-label="List view"
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                <List aria-hidden="true" />
              </Button>
            </span>
          </div>
          {shown.length === 0 && (
            <p className="text-slate-600">No file matches. Clear the search or the filters.</p>
          )}
          <ul
            aria-label="Your files"
            className={
              view === 'grid'
                ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4'
                : 'grid grid-cols-1 gap-2'
            }
          >
            {shown.map((file) => (
              <FileTile
                key={file.id}
                file={file}
                view={view}
                onEdit={() => setEditing(file)}
                onDelete={() => setDeleting(file)}
              />
            ))}
          </ul>
        </>
      )}
      {editing && (
        <FileDetailsDialog
          file={editing}
          folders={files.data?.folders ?? []}
          saving={update.isPending}
          onSave={(patch) => update.mutateAsync({ id: editing.id, patch })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name ?? 'this file'}”?`}
        description="The file and its web-sized copies are removed for good. Pages that still show it will show a placeholder."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
