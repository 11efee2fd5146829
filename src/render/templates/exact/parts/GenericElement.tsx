import { ELEMENT_TYPES } from '../../../../model/element-types';
import type { Element } from '../../../../model/website';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';

/** Any registered element type this page has no design for: its text fields in a plain card. */
export function GenericElement({ element }: { element: Element }) {
  const props = useElementProps(
    element,
    'flex flex-col gap-1 rounded-2xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-900/5',
  );
  const { show } = useFields(element);
  const fields = ELEMENT_TYPES[element.type].fields.filter(
    (f) => f.kind === 'text' || f.kind === 'longtext' || f.kind === 'richtext',
  );
  return (
    <div {...props}>
      {fields.map((f, i) => (
        <p key={f.name} className={i === 0 ? 'font-semibold text-slate-900' : 'leading-relaxed'}>
          {show(f.name)}
        </p>
      ))}
    </div>
  );
}
