import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { StoredFile } from '../../../../model/files/file';
import { ImageFromFiles } from '../panels/ImageFromFiles';
import { SettingField } from './SettingField';

type Props = {
  label: string;
  value: string;
  /** The model's schema for this setting (which addresses it takes). */
  schema: z.ZodType<string>;
  hint: string;
  /** The name the pre-publish checklist takes the coach to this field by. */
  setting?: string;
  /** What the picture is for ('logo'): it names the file buttons. */
  what: string;
  /** What an uploaded picture now is, for the toast. */
  becomes?: string;
  /** The address a picture from the coach's files is kept as (which web-sized copy). */
  addressOf: (file: StoredFile) => string;
  onChange: (value: string) => void;
  onDone: () => void;
};

/** The picture an address names, small, or what went wrong loading it. */
function Thumbnail({ address, what }: { address: string; what: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === address) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-destructive">
        <ImageOff aria-hidden="true" className="size-4" /> This {what} could not be loaded.
      </p>
    );
  }
  return (
    <img
      src={address}
      alt={`Your ${what}`}
      className="size-16 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain p-1"
      onError={() => setFailed(address)}
    />
  );
}

/**
 * A website setting that is a picture: its address typed (checked as the coach types), or a picture
 * chosen from or uploaded to their files, which sets the address and ends the edit; the picture
 * itself shown beside the buttons.
 */
export function ImageSettingField({ what, becomes, addressOf, ...field }: Props) {
  const trimmed = field.value.trim();
  const address = trimmed !== '' && field.schema.safeParse(trimmed).success ? trimmed : null;
  return (
    <>
      <SettingField {...field} type="url" placeholder="https://" />
      <div className="flex flex-wrap items-center gap-3">
        {address && <Thumbnail key={address} address={address} what={what} />}
        <ImageFromFiles
          what={what}
          becomes={becomes}
          onChoose={(file) => {
            field.onChange(addressOf(file));
            field.onDone();
          }}
        />
      </div>
    </>
  );
}
