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

/**
 * A website setting that is a picture: its address typed (checked as the coach types), or a picture
 * chosen from or uploaded to their files, which sets the address and ends the edit.
 */
export function ImageSettingField({ what, becomes, addressOf, ...field }: Props) {
  return (
    <>
      <SettingField {...field} type="url" placeholder="https://" />
      <ImageFromFiles
        what={what}
        becomes={becomes}
        onChoose={(file) => {
          field.onChange(addressOf(file));
          field.onDone();
        }}
      />
    </>
  );
}
