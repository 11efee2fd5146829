import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded when first needed (issue 26: the builder's first load). */
export type Preloadable<Props extends object> = {
  /** Draws it, suspending until its code is here (inside a Suspense). */
  Lazy: LazyExoticComponent<ComponentType<Props>>;
  /**
   * Loads it ahead (when the coach reaches for what opens it), once; settles either way, and a
   * failed load is asked for again at the next call or when it is drawn.
   */
  preload: () => Promise<void>;
  /** The component, once loaded: drawn at once then, with no Suspense fallback. */
  loaded: () => ComponentType<Props> | null;
};

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    Lazy: lazy(async () => ({ default: await get() })),
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => loaded,
  };
}
