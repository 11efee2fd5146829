import { useId } from 'react';
import type { z } from 'zod';
import { Input, Label } from '../../../ui/input';

type Props = {
  label: string;
  value: string;
  /** The model's schema for this setting: its first problem is shown under the field. */
  schema: z.ZodType<string>;
  placeholder?: string;
  hint?: string;
  type?: 'text' | 'url' | 'email' | 'tel';
  /** The name the pre-publish checklist takes the coach to this field by (data-setting). */
  setting?: string;
  maxLength?: number;
  onChange: (value: string) => void;
  onDone: () => void;
};

/**
 * One website setting typed by the coach, checked as they type with the same schema the server
 * uses; a problem shows under the field at once (and the builder does not save it until fixed).
 */
export function SettingField(props: Props) {
  const id = useId();
  const checked = props.schema.safeParse(props.value);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'is not valid');
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        data-setting={props.setting}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={() => {
          // What the schema completes (an address pasted without https://) is shown completed.
          if (checked.success && checked.data !== props.value) props.onChange(checked.data);
          props.onDone();
        }}
      />
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {props.label} {problem}
        </p>
      )}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {props.hint}
        </p>
      )}
    </div>
  );
}
