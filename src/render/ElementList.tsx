import { sortByPosition } from '../model/position';
import { memo } from 'react';
import type { Element } from '../model/website';
import { useElementProps } from './element-props';
import { ownEntry } from './own-entry';
import type { ElementComponent, ElementComponents } from './types';

type Props = {
  elements: readonly Element[];
  components: ElementComponents;
  /** 'Unknown element' in the offer templates, 'Unknown element type' in the builder designs. */
  unknownLabel: 'Unknown element' | 'Unknown element type';
};

function UnknownElement({ element, label }: { element: Element; label: string }) {
  const props = useElementProps(
    element,
    'rounded border border-dashed border-amber-400 bg-amber-50 p-2 text-sm text-amber-800',
  );
  return <p {...props}>{`${label}: ${element.type}`}</p>;
}

const OneElement = memo(function OneElement({
  element,
  components,
  unknownLabel,
}: { element: Element } & Omit<Props, 'elements'>) {
  // Own keys only: a stored type such as "constructor" must not find a built-in function. The
  // component is the one keyed by this element's type, so it takes this element.
  const Component = ownEntry(components, element.type) as ElementComponent | undefined;
  return Component ? (
    <Component element={element} />
  ) : (
    <UnknownElement element={element} label={unknownLabel} />
  );
});

/** A section's elements in ascending order, each drawn by its registered component. */
export function ElementList({ elements, components, unknownLabel }: Props) {
  return (
    <>
      {sortByPosition(elements).map((element) => (
        <OneElement
          key={element.id}
          element={element}
          components={components}
          unknownLabel={unknownLabel}
        />
      ))}
    </>
  );
}
