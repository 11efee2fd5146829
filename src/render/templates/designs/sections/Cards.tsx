import type { Element } from '../../../../model/website';
import { cn } from '../../../cn';
import { useDesign } from '../context';
import { Elements } from '../elements';
import { Flow } from '../Flow';
import { splitCards } from '../layout';
import { Eyebrow, Shell } from './Shell';
import type { SectionProps } from './types';

const GRID = ['', 'mx-auto max-w-2xl', 'md:grid-cols-2', 'md:grid-cols-2 lg:grid-cols-3'] as const;

/** Programs, services and testimonials: an intro, a grid of cards, then anything after them. */
export function CardsSection({ section, index }: SectionProps) {
  const { skin } = useDesign();
  const surface = skin.surfaces[index % 2] ?? skin.surfaces[0];
  const { intro, cards, outro } = splitCards(section.elements);
  const centred = skin.introAlign === 'center';
  return (
    <Shell section={section} surface={surface} className={skin.space}>
      <div
        className={cn('flex flex-col gap-5', centred ? 'items-center text-center' : 'items-start')}
      >
        <Eyebrow section={section} />
        {intro.length > 0 && <Flow elements={intro} place="section" align={skin.introAlign} />}
      </div>
      {cards.length > 0 && (
        <div className={cn('mt-12 grid gap-8 md:mt-16', GRID[Math.min(cards.length, 3)])}>
          {cards.map((card) => (
            <Card key={card[0]?.id} card={card} />
          ))}
        </div>
      )}
      {outro.length > 0 && (
        <Flow elements={outro} place="section" align={skin.introAlign} className="mt-12" />
      )}
    </Shell>
  );
}

/** A heading with its text and actions in the design's card; a testimonial is a card already. */
function Card({ card }: { card: Element[] }) {
  const { skin } = useDesign();
  const [first] = card;
  if (!first) return null;
  if (first.type !== 'heading') {
    const wide = first.type !== 'testimonial-card' && first.type !== 'image';
    return (
      <div className={cn('flex flex-col', wide && 'items-center md:col-span-full')}>
        <Elements elements={card} place="section" />
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-4', skin.card)}>
      <Flow elements={card} place="card" align={skin.cardAlign} className="h-full gap-3" />
    </div>
  );
}
