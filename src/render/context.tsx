import { createContext, useContext } from 'react';
import type { RenderContextValue } from './types';

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('Render components must be drawn inside <WebsiteRenderer>');
  return value;
}
