import {
  CHAT_WIDGET_LOADER,
  CHAT_WIDGET_RESOURCES,
  chatWidgetLocation,
} from '../model/booking-frame';
import { useRender } from './context';

/**
 * The provider's chat widget (its older, location-keyed form). Only the published page loads the
 * provider's script; the builder and preview show where the bubble will be.
 */
export function ChatWidget() {
  const { settings, mode } = useRender();
  const locationId = chatWidgetLocation(settings);
  if (!locationId) return null;
  if (mode !== 'public') {
    return (
      <div
        role="note"
        className="fixed bottom-4 right-4 z-10 rounded-full bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
      >
        Chat widget appears here on your live page
      </div>
    );
  }
  return (
    <>
      <chat-widget location-id={locationId} />
      <script src={CHAT_WIDGET_LOADER} data-resources-url={CHAT_WIDGET_RESOURCES} async />
    </>
  );
}
