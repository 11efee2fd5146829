import { useId, useState } from 'react';
import type { ContentValue } from '../../../../model/element-content';
import type { FieldDef } from '../../../../model/fields';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { Textarea } from '../../../ui/textarea';
import { chosenImageUrl, fileImage } from '../../../../model/files/image-url';
import { completeWebAddress } from '../../../../model/text';
import { ImageFromFiles } from './ImageFromFiles';
import { RichTextInput } from './RichTextInput';

type Props = {
  def: FieldDef;
  value: ContentValue | undefined;
  error?: string;
  onChange: (value: ContentValue) => void;
  onDone: () => void;
};

function ImagePreview({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      src={src}
      alt="Preview of the image"
      onError={() => setFailedSrc(src)}
      className="mt-2 max-h-32 rounded border border-border object-contain"
    />
  );
}

/** One content field, edited with the input its kind calls for (from the element-type registry). */
export function FieldInput({ def, value, error, onChange, onDone }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const text = typeof value === 'string' ? value : '';
  const describedBy = [error ? errorId : '', def.hint ? hintId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: onDone,
  } as const;
  if (def.kind === 'boolean') {
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={value === true}
          onChange={(e) => {
            onChange(e.target.checked);
            onDone();
          }}
        />
        {def.label}
      </label>
    );
  }
  let input;
  if (def.kind === 'choice') {
    const options = def.options ?? [];
    input = (
      <NativeSelect
        {...common}
        className="w-full"
        value={text || options[0]?.value || ''}
        onChange={(e) => {
          onChange(e.target.value);
          onDone();
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (def.kind === 'richtext') {
    input = (
      <RichTextInput
        id={id}
        labelId={`${id}-label`}
        label={def.label}
        value={text}
        placeholder={def.placeholder}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={onChange}
        onDone={onDone}
      />
    );
  } else if (def.kind === 'longtext') {
    input = (
      <Textarea
        {...common}
        value={text}
        placeholder={def.placeholder}
        rows={4}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    input = (
      <Input
        {...common}
        type={def.kind === 'url' || def.kind === 'image' ? 'url' : 'text'}
        value={text}
        placeholder={def.placeholder}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          // A link pasted without https:// is shown completed, as it is saved.
          const completed = def.kind === 'url' ? completeWebAddress(text) : text;
          if (completed !== text) onChange(completed);
          onDone();
        }}
      />
    );
  }
  return (
    <div className="grid gap-1.5" data-content-field={def.name}>
      <Label
        id={`${id}-label`}
        htmlFor={id}
        onClick={def.kind === 'richtext' ? () => document.getElementById(id)?.focus() : undefined}
      >
        {def.label}
      </Label>
      {input}
      {def.kind === 'richtext' && (
        <p className="text-xs text-slate-500">
          Select words to make them bold, italic or a link. You can also type on the page.
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      {def.hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {def.hint}
        </p>
      )}
      {def.kind === 'image' && (
        <>
          <ImageFromFiles
            onChoose={(file) => {
              onChange(chosenImageUrl(file));
              onDone();
            }}
          />
          <ImagePreview src={fileImage(text)?.srcSet.split(' ')[0] ?? text} />
        </>
      )}
    </div>
  );
}
