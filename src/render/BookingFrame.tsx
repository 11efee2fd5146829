import { bookingFrameUrl } from '../model/booking-frame';
import { cn } from './cn';
import { useRender } from './context';

/** The booking calendar: 500 px tall on phones, 600 px from 640 px wide, 700 px from 768 px wide. */
export function BookingFrame({ className }: { className?: string }) {
  const { settings, mode } = useRender();
  const src = bookingFrameUrl(settings);
  if (mode === 'edit') {
    return (
      <div
        className={cn(
          'flex h-[500px] w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-white/80 p-6 text-center text-slate-600 sm:h-[600px] md:h-[700px]',
          className,
        )}
      >
        <span className="text-lg font-semibold">Book a Session</span>
        <span className="text-sm">Your booking calendar appears here on the live page.</span>
        <span className="max-w-full break-all text-xs text-slate-600">{src}</span>
      </div>
    );
  }
  return (
    <iframe
      title="Book a Session"
      src={src}
      loading="lazy"
      className={cn(
        'h-[500px] w-full rounded-lg border-0 bg-white sm:h-[600px] md:h-[700px]',
        className,
      )}
    />
  );
}
