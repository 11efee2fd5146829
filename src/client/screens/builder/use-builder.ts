import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Website } from '../../../model/website';
import { BuilderStore, type BuilderState } from './state/builder-store';
import { browserTransport } from './transport';
import { toast } from '../../ui/toast-store';

const showRefusal = (message: string) =>
  toast({ title: 'Not added', description: message, kind: 'error' });

/** One store per opened website; it keeps saving until the builder closes. */
export function useBuilderStore(website: Website): BuilderStore {
  const [store] = useState(
    () => new BuilderStore(website, browserTransport, { onRefused: showRefusal }),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void store.flush().finally(() => store.dispose());
    };
  }, [store]);
  return store;
}

export function useBuilderState(store: BuilderStore): BuilderState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
