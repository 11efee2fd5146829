import { Check, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import type { BuilderStore } from './state/builder-store';
import { SpinnerIcon } from '../../ui/spinner-icon';

/** How long "Saved" stays on the button after a save the coach asked for. */
const CONFIRM_MS = 2000;

/**
 * Saves now, and says so on the button: "Saving..." while it waits, then "Saved" for a moment.
 * A save that did not go through leaves the button as it was; the save indicator says why.
 */
export function SaveButton({ store }: { store: BuilderStore }) {
  const [phase, setPhase] = useState<'idle' | 'saving' | 'saved'>('idle');
  useEffect(() => {
    if (phase !== 'saved') return;
    const timer = setTimeout(() => setPhase('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  async function save() {
    setPhase('saving');
    try {
      await store.flush();
    } finally {
      setPhase(store.getState().status.kind === 'saved' ? 'saved' : 'idle');
    }
  }

  return (
    <Button
      size="sm"
      onClick={() => void save()}
      aria-busy={phase === 'saving' || undefined}
      data-save-button={phase}
      className="min-w-[5.5rem] active:scale-95 data-[save-button=saved]:bg-green-600 data-[save-button=saved]:hover:bg-green-700"
    >
      {phase === 'saving' ? (
        <>
          <SpinnerIcon /> Saving...
        </>
      ) : phase === 'saved' ? (
        <>
          <Check aria-hidden="true" /> Saved
        </>
      ) : (
        <>
          <Save aria-hidden="true" /> Save
        </>
      )}
    </Button>
  );
}
