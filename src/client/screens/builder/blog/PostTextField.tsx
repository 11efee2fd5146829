import { useId, type ReactNode } from 'react';
import { Input, Label } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';

type Props = {
  label: string;
  /** The post field it edits: the server names refused fields by it. */
  name: string;
  value: string;
  maxLength: number;
  /** The server's reason it refused this field, shown under it until she changes it. */
  error: string | undefined;
  onChange: (value: string) => void;
  onDone: () => void;
  multiline?: boolean;
  placeholder?: string;
  hint?: ReactNode;
};

/** One of a post's text fields, with its hint or the server's reason for refusing it. */
export function PostTextField(props: Props) {
  const id = useId();
  const described = props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'data-post-field': props.name,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described,
    onBlur: props.onDone,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {props.multiline ? (
        <Textarea {...shared} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input {...shared} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {props.label} {props.error}
        </p>
      ) : (
        props.hint && (
          <p id={`${id}-hint`} className="text-xs break-all text-slate-500">
            {props.hint}
          </p>
        )
      )}
    </div>
  );
}
