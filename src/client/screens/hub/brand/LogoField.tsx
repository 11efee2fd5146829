import { FolderOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import type { BrandAnswer } from '../../../../model/brand/brand-kit';
import type { StoredFile } from '../../../../model/files/file';
import { Button } from '../../../ui/button';
import { ImagePickerDialog } from '../../builder/panels/ImagePickerDialog';
import { thumbnailUrl } from '../files/FilePreview';
import { useUploadPicker } from '../files/use-upload-picker';

type Logo = BrandAnswer['logo'];
type Props = { logo: Logo; onChange: (fileId: number | null, logo: Logo) => void };

const asLogo = (file: StoredFile): Logo => ({
  url: file.url,
  thumbnailUrl: thumbnailUrl(file),
  name: file.name,
});

/** The logo: one of the coach's images from Personal Storage, chosen or uploaded here. */
export function LogoField({ logo, onChange }: Props) {
  const [picking, setPicking] = useState(false);
  const picker = useUploadPicker('Logo to upload', (stored) => onChange(stored.id, asLogo(stored)));
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
          disabled={picker.progress !== null}
          onClick={picker.open}
        >
          <Upload aria-hidden="true" /> {picker.progress === null ? 'Upload logo' : 'Uploading...'}
        </Button>
        {logo && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null, null)}>
            Remove logo
          </Button>
        )}
        {picker.input}
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
