import { useId, useState } from 'react';
import {
  FILE_LIMITS,
  fileNameProblem,
  type FilePatch,
  type FileVisibility,
  type StoredFile,
} from '../../../../model/files/file';
import { Button } from '../../../ui/button';
import { ChipListField } from '../../../ui/chip-list-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { FilePreview } from './FilePreview';

type Props = {
  file: StoredFile;
  folders: string[];
  saving: boolean;
  onSave: (patch: FilePatch) => Promise<unknown>;
  onClose: () => void;
};

/** Rename a file, put it in a folder, tag it, make it public or private; with a larger preview. */
export function FileDetailsDialog({ file, folders, saving, onSave, onClose }: Props) {
  const id = useId();
  const [name, setName] = useState(file.name);
  const [folder, setFolder] = useState(file.folder);
  const [tags, setTags] = useState(file.tags);
  const [visibility, setVisibility] = useState<FileVisibility>(file.visibility);
  const nameProblem = fileNameProblem(name.trim());
  const save = async () => {
    if (nameProblem) return;
    try {
      await onSave({ name: name.trim(), folder: folder.trim(), tags, visibility });
      onClose();
    } catch {
      // The toast says why; the dialog stays open with what was typed.
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>File details</DialogTitle>
        <DialogDescription>
          {file.kind === 'image'
            ? 'Public images can be shown on your pages.'
            : 'Private documents open only for you.'}
        </DialogDescription>
        <FilePreview file={file} className="max-h-56 w-full rounded-lg object-contain" />
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={FILE_LIMITS.name}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {nameProblem && (
              <p id={`${id}-name-error`} role="alert" className="text-xs text-destructive">
                The name {nameProblem}.
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-folder`}>Folder</Label>
            <Input
              id={`${id}-folder`}
              list={`${id}-folders`}
              value={folder}
              maxLength={FILE_LIMITS.folder}
              placeholder="No folder"
              onChange={(e) => setFolder(e.target.value)}
            />
            <datalist id={`${id}-folders`}>
              {folders.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </div>
          <ChipListField
            label="Tags"
            example="headshot"
            items={tags}
            onChange={setTags}
            maxItems={FILE_LIMITS.tags}
            maxLength={FILE_LIMITS.tag}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-visibility`}>Who can open it</Label>
            <NativeSelect
              id={`${id}-visibility`}
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as FileVisibility)}
            >
              <option value="public">Public: anyone with the link, and your pages</option>
              <option value="private">Private: only you</option>
            </NativeSelect>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || nameProblem !== null}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
