import { useId } from 'react';
import { STYLE_FIELDS, type ElementStyles } from '../../../../model/styles';
import { cn } from '../../../lib/cn';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';

type Props = { styles: ElementStyles; onChange: (styles: ElementStyles) => void };

function StyleField({ field, styles, onChange }: Props & { field: (typeof STYLE_FIELDS)[number] }) {
  const id = useId();
  const value = styles[field.name] ?? '';
  const set = (next: string) => {
    const kept = Object.entries(styles).filter(([name]) => name !== field.name);
    onChange(Object.fromEntries(next ? [...kept, [field.name, next]] : kept) as ElementStyles);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === 'colour' ? (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            type="color"
            className={cn('h-10 w-14 p-1', !value && 'opacity-40')}
            value={value || '#000000'}
            onChange={(e) => set(e.target.value)}
          />
          {value ? (
            <button
              type="button"
              className="text-xs text-slate-600 underline"
              onClick={() => set('')}
            >
              Use template colour
            </button>
          ) : (
            <span className="text-xs text-slate-500">Template colour</span>
          )}
        </div>
      ) : (
        <NativeSelect
          id={id}
          className="w-full"
          value={value}
          onChange={(e) => set(e.target.value)}
        >
          <option value="">Template default</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}

/** The style fields every element has (spec point 3), each able to go back to the template's own. */
export function StyleFields({ styles, onChange }: Props) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">Style</legend>
      {STYLE_FIELDS.map((field) => (
        <StyleField key={field.name} field={field} styles={styles} onChange={onChange} />
      ))}
    </fieldset>
  );
}
