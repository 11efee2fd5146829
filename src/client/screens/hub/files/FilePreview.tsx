import { FileSpreadsheet, FileText, Presentation } from 'lucide-react';
import type { StoredFile } from '../../../../model/files/file';
import { cn } from '../../../lib/cn';

/** The smallest web-sized copy of an image (what a thumbnail needs), else the file itself. */
export function thumbnailUrl(file: StoredFile): string {
  return file.variants[0]?.url ?? file.url;
}

function DocumentIcon({ mime, className }: { mime: string; className: string }) {
  if (/sheet|csv/.test(mime)) return <FileSpreadsheet aria-hidden="true" className={className} />;
  if (/presentation/.test(mime)) return <Presentation aria-hidden="true" className={className} />;
  return <FileText aria-hidden="true" className={className} />;
}

/** An image's thumbnail, or an icon for a document. */
export function FilePreview({ file, className }: { file: StoredFile; className?: string }) {
  if (file.kind === 'image') {
    return (
      <img
        src={thumbnailUrl(file)}
        alt=""
        loading="lazy"
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className={cn('bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <span className={cn('flex items-center justify-center bg-slate-100', className)}>
      <DocumentIcon mime={file.mime} className="size-10 text-slate-400" />
    </span>
  );
}
