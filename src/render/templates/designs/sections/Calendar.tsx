import { cn } from '../../../cn';
import { BookingFrame } from '../../../BookingFrame';
import { useDesign } from '../context';
import { Flow } from '../Flow';
import { Eyebrow, Shell } from './Shell';
import type { SectionProps } from './types';

/** Booking: the invitation, then the booking calendar. */
export function CalendarSection({ section, index }: SectionProps) {
  const { skin } = useDesign();
  const surface = skin.surfaces[index % 2] ?? skin.surfaces[0];
  const centred = skin.introAlign === 'center';
  return (
    <Shell section={section} surface={surface} className={skin.space}>
      <div
        className={cn('flex flex-col gap-5', centred ? 'items-center text-center' : 'items-start')}
      >
        <Eyebrow section={section} />
        <Flow elements={section.elements} place="section" align={skin.introAlign} />
      </div>
      <div className={cn('mt-10 md:mt-14', centred && 'mx-auto max-w-4xl', skin.frame)}>
        <BookingFrame />
      </div>
    </Shell>
  );
}
