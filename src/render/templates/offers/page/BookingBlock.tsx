import { BookingFrame } from '../../../BookingFrame';
import { cn } from '../../../cn';
import { useRender } from '../../../context';
import type { Skin } from './SectionHeader';

export type BookingOptions = {
  title: string;
  intro: string;
  /** Classes of the block: background, text colour, spacing. */
  frame: string;
  /** Classes of the intro line. */
  introClass: string;
};

/**
 * The booking calendar that ends every offer page. It answers to #calendar unless a section of the
 * page already does.
 */
export function BookingBlock({ booking, skin }: { booking: BookingOptions; skin: Skin }) {
  const { anchors } = useRender();
  const taken = [...anchors.values()].includes('calendar');
  return (
    <section
      id={taken ? undefined : 'calendar'}
      aria-label={booking.title}
      className={cn('scroll-mt-4', booking.frame)}
    >
      <div className="mx-auto w-full max-w-4xl px-5 sm:px-8">
        <h2 className={cn(skin.title, 'mb-0 md:mb-0')}>{booking.title}</h2>
        <p className={booking.introClass}>{booking.intro}</p>
        <div className="mt-10 overflow-hidden rounded-2xl bg-white p-1 shadow-xl ring-1 ring-black/5 sm:p-2">
          <BookingFrame />
        </div>
      </div>
    </section>
  );
}
