import { BUILDER_ELEMENTS } from '../../../model/templates/section-types';
import type { Element } from '../../../model/website';
import { ElementList } from '../../ElementList';
import type { ElementComponents } from '../../types';
import { DesignElement } from './DesignElement';
import type { Place } from './skin';

type One = { element: Element };

/** The builder element types each place draws; anything else shows 'Unknown element type: {type}'. */
function builderMap(Component: (props: One) => React.ReactNode): ElementComponents {
  return Object.fromEntries(BUILDER_ELEMENTS.map((type) => [type, Component]));
}

const MAPS: Record<Place, ElementComponents> = {
  header: builderMap(function HeaderElement({ element }: One) {
    return <DesignElement element={element} place="header" />;
  }),
  hero: builderMap(function HeroElement({ element }: One) {
    return <DesignElement element={element} place="hero" />;
  }),
  section: builderMap(function SectionElement({ element }: One) {
    return <DesignElement element={element} place="section" />;
  }),
  card: builderMap(function CardElement({ element }: One) {
    return <DesignElement element={element} place="card" />;
  }),
  band: builderMap(function BandElement({ element }: One) {
    return <DesignElement element={element} place="band" />;
  }),
};

/** Elements in ascending order, drawn for their place. */
export function Elements({ elements, place }: { elements: readonly Element[]; place: Place }) {
  return (
    <ElementList elements={elements} components={MAPS[place]} unknownLabel="Unknown element type" />
  );
}
