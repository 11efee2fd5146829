import { Trash2 } from 'lucide-react';
import { fieldProblem } from '../../../../model/element-content';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import { isOfferCardType } from '../../../../model/offers/offer-element';
import type { Element } from '../../../../model/website';
import { Button } from '../../../ui/button';
import type { BuilderStore } from '../state/builder-store';
import { fieldError } from './field-error';
import { FieldInput } from './FieldInput';
import { StyleFields } from './StyleFields';
import { UseMyOffer } from './UseMyOffer';

/** `errors`: the sync's reason for each field of this element it could not save, by field name. */
type Props = { element: Element; store: BuilderStore; errors?: Readonly<Record<string, string>> };

/** Every content field of the element's type, from the registry, then its style fields. */
export function ElementProperties({ element, store, errors }: Props) {
  const def = ELEMENT_TYPES[element.type];
  if (!def) return <p className="text-sm text-slate-600">Unknown element type: {element.type}</p>;
  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{def.label}</h2>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => store.dispatch({ type: 'delete-element', elementId: element.id })}
        >
          <Trash2 aria-hidden="true" /> Delete element
        </Button>
      </div>
      {isOfferCardType(element.type) && (
        <UseMyOffer key={element.id} element={element} type={element.type} store={store} />
      )}
      <div className="grid gap-4">
        {def.fields.map((field) => (
          <FieldInput
            key={field.name}
            def={field}
            value={element.content[field.name]}
            error={fieldError(
              field.label,
              fieldProblem(field, element.content[field.name]),
              errors?.[field.name],
            )}
            onChange={(value) =>
              store.dispatch({
                type: 'edit-content',
                elementId: element.id,
                field: field.name,
                value,
              })
            }
            onDone={store.sealEdit}
          />
        ))}
      </div>
      <StyleFields
        styles={element.styles}
        onChange={(styles) =>
          store.dispatch({ type: 'edit-styles', elementId: element.id, styles })
        }
      />
    </div>
  );
}
