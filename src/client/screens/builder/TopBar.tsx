import { ArrowLeft, ExternalLink, Redo2, Undo2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../ui/button';
import type { DeviceId } from './canvas/devices';
import { DeviceSwitch } from './DeviceSwitch';
import { SaveButton } from './SaveButton';
import { SaveIndicator } from './SaveIndicator';
import { PublishBadge } from './share/PublishBadge';
import type { BuilderStore, SaveStatus } from './state/builder-store';

type Props = {
  name: string;
  websiteId: number;
  status: SaveStatus;
  canUndo: boolean;
  canRedo: boolean;
  store: BuilderStore;
  device: DeviceId;
  onDevice: (device: DeviceId) => void;
};

/**
 * Back to the websites, the name, the live badge, the save state, the device switch, undo, redo,
 * save and preview. Memoised on plain facts: typing does not draw it again.
 */
export const TopBar = memo(function TopBar(props: Props) {
  const { name, websiteId, status, canUndo, canRedo, store, device, onDevice } = props;
  return (
    <header className="isolate flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-white px-2 py-2 sm:px-4">
      <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft aria-hidden="true" /> Websites
      </Link>
      <h1 className="min-w-0 truncate text-base font-semibold">{name}</h1>
      <PublishBadge store={store} />
      {/* Room for "Saving..." whole: the buttons after it go to the next line first. */}
      <div className="min-w-24 flex-1">
        <SaveIndicator status={status} />
      </div>
      {/* On a phone the page is drawn at the phone's own width: no other width to pick. */}
      <div className="hidden sm:block">
        <DeviceSwitch device={device} onChange={onDevice} />
      </div>
      <div className="flex items-center gap-1">
        <Button
          size="icon"
          variant="ghost"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={store.undo}
        >
          <Undo2 aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!canRedo}
          onClick={store.redo}
        >
          <Redo2 aria-hidden="true" />
        </Button>
        {/* On a phone the save state shows once, beside the name; saving is automatic. */}
        <div className="hidden sm:block">
          <SaveButton store={store} />
        </div>
        <a
          href={`/preview/${websiteId}`}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          <ExternalLink aria-hidden="true" /> Preview
        </a>
      </div>
    </header>
  );
});
