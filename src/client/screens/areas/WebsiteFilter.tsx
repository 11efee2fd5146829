import { useId } from 'react';
import { Label } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { useWebsites } from '../dashboard/website-queries';

/** 'Website': one of the coach's websites, or All websites (''), for an area's list or figures. */
export function WebsiteFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (websiteId: string) => void;
}) {
  const id = useId();
  const websites = useWebsites();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Website</Label>
      <NativeSelect
        id={id}
        className="bg-white"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">All websites</option>
        {websites.data?.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
