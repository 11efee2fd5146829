import { Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { formatBytes, type StoredFile } from '../../../../model/files/file';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { FilePreview } from './FilePreview';

type Props = {
  file: StoredFile;
  view: 'grid' | 'list';
  onEdit: () => void;
  onDelete: () => void;
};

function Facts({ file }: { file: StoredFile }) {
  return (
    <p className="text-xs text-slate-500">
      {formatBytes(file.size)}
      {file.width && file.height ? ` · ${file.width} × ${file.height}` : ''}
      {file.folder ? ` · ${file.folder}` : ''}
    </p>
  );
}

function Visibility({ file }: { file: StoredFile }) {
  return file.visibility === 'public' ? (
    <Badge tone="secondary">
      <Globe aria-hidden="true" className="size-3" /> Public
    </Badge>
  ) : (
    <Badge tone="secondary">
      <Lock aria-hidden="true" className="size-3" /> Private
    </Badge>
  );
}

/** One file in the grid or the list: preview, name, facts, and what can be done with it. */
export function FileTile({ file, view, onEdit, onDelete }: Props) {
  const actions = (
    <span className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${file.name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${file.name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </span>
  );
  const name = (
    <a
      href={file.url}
      target="_blank"
      rel="noopener"
      className="block font-medium [overflow-wrap:anywhere] hover:underline"
      title={file.name}
    >
      {file.name}
    </a>
  );
  if (view === 'list') {
    return (
      <li
        aria-label={file.name}
        className="flex items-center gap-3 rounded-lg bg-white p-2 shadow-sm"
      >
        <FilePreview file={file} className="size-12 shrink-0 rounded" />
        <div className="min-w-0 flex-1">
          {name}
          <Facts file={file} />
        </div>
        <Visibility file={file} />
        {actions}
      </li>
    );
  }
  return (
    <li aria-label={file.name}>
      <Card className="overflow-hidden">
        <FilePreview file={file} className="aspect-[4/3] w-full" />
        <div className="flex items-start gap-2 p-3">
          <div className="min-w-0 flex-1">
            {name}
            <Facts file={file} />
            <div className="mt-1 flex flex-wrap gap-1">
              <Visibility file={file} />
              {file.tags.map((t) => (
                <Badge key={t} tone="secondary">
                  #{t}
                </Badge>
              ))}
            </div>
          </div>
          {actions}
        </div>
      </Card>
    </li>
  );
}
