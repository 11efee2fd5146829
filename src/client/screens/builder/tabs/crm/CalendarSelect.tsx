import type { CrmCalendar } from '../../../../../model/crm/api';
import { NativeSelect } from '../../../../ui/native-select';

type Props = {
  id?: string;
  calendars: readonly CrmCalendar[];
  value: string;
  onChange: (calendarId: string) => void;
  'aria-label'?: string;
};

/** One of the connected location's calendars. */
export function CalendarSelect({ calendars, onChange, ...props }: Props) {
  return (
    <NativeSelect {...props} onChange={(e) => onChange(e.target.value)}>
      {calendars.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
