import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { BrandAnswer } from '../../../../model/brand/brand-kit';
import type { StoredFile } from '../../../../model/files/file';
import { fileKeys, uploadFile } from '../../../app/file-queries';
import { failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { ImagePickerDialog } from '../../builder/panels/ImagePickerDialog';
import { thumbnailUrl } from '../files/FilePreview';

type Logo = BrandAnswer['logo'];
type Props = { logo: Logo; onChange: (fileId: number | null, logo: Logo) => void };

const asLogo = (file: StoredFile): Logo => ({
  url: file.url,
  thumbnailUrl: thumbnailUrl(file),
  name: file.name,
});

/** The logo: one of the coach's images from Personal Storage, chosen or uploaded here. */
export function LogoField({ logo, onChange }: Props) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      onChange(stored.id, asLogo(stored));
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    } catch (err) {
      toast({ title: 'Upload Failed', description: failureMessage(err), kind: 'error' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex h-20 w-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white">
        {logo ? (
          <img
            src={logo.thumbnailUrl}
            alt={`Logo: ${logo.name}`}
            className="max-h-16 max-w-36 object-contain"
          />
        ) : (
          <span className="text-sm text-slate-500">No logo yet</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
          <FolderOpen aria-hidden="true" /> Choose from your files
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" /> {uploading ? 'Uploading...' : 'Upload logo'}
        </Button>
        {logo && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null, null)}>
            Remove logo
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          aria-label="Logo to upload"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {picking && (
        <ImagePickerDialog
          onChoose={(file) => {
            onChange(file.id, asLogo(file));
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
