import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Website } from '../../../model/website';
import { BuilderStore, type BuilderState } from './state/builder-store';
import { browserTransport } from './transport';
import { toast } from '../../ui/toast-store';

const showRefusal = (message: string) =>
  toast({ title: 'Not added', description: message, kind: 'error' });

const showConflict = (count: number) =>
  toast({
    title: 'Also changed in another tab',
    description:
      count === 1
        ? 'Your text is kept. The other version is shown beside it in the properties panel.'
        : `Your text is kept in ${count} places. The other versions are shown beside them in the properties panel.`,
    kind: 'default',
  });

/** One store per opened website; it keeps saving until the builder closes, and follows other tabs. */
export function useBuilderStore(website: Website): BuilderStore {
  const [{ store, editorId }] = useState(() => {
    const transport = browserTransport();
    return {
      editorId: transport.editorId,
      store: new BuilderStore(website, transport, {
        onRefused: showRefusal,
        onConflict: showConflict,
      }),
    };
  });
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
  useEffect(() => {
    const events = new EventSource(`/api/websites/${website.id}/changes`);
    // After a dropped connection, whatever changed meanwhile is fetched once.
    let reconnect = false;
    events.addEventListener('open', () => {
      if (reconnect) void store.pullRemote();
      reconnect = true;
    });
    events.addEventListener('changed', (event) => {
      const { editor } = JSON.parse((event as MessageEvent<string>).data) as {
        editor: string | null;
      };
      if (editor !== editorId) void store.pullRemote();
    });
    return () => events.close();
  }, [store, editorId, website.id]);
  return store;
}

export function useBuilderState(store: BuilderStore): BuilderState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
