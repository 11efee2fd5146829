import { SelectField } from '../../ui/select-field';
import { useWebsites } from '../dashboard/website-queries';

/** 'Website': one of the coach's websites, or All websites (''), for an area's list or figures. */
export function WebsiteFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (websiteId: string) => void;
}) {
  const websites = useWebsites();
  return (
    <SelectField
      label="Website"
      className="grid min-w-0 max-w-full grid-cols-[minmax(0,auto)] gap-1 sm:max-w-sm"
      value={value}
      options={[
        { value: '', label: 'All websites' },
        ...(websites.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
      ]}
      onChange={onChange}
    />
  );
}
