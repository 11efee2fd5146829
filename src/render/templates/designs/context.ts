import { createContext, useContext } from 'react';
import type { Skin, Surface } from './skin';

export type DesignContextValue = {
  skin: Skin;
  /** The background the element sits on. */
  surface: Surface;
  /** The element that titles the section (h1 in the hero, h2 elsewhere). */
  titleId: number | undefined;
  /** Text shares the width with an image: the hero's h1 is set a size smaller on desktop. */
  compact?: boolean;
  /** The hero title's level: h1 in the page's first hero, h2 in any later one. */
  heroTag?: 'h1' | 'h2';
};

export const DesignContext = createContext<DesignContextValue | null>(null);

export function useDesign(): DesignContextValue {
  const value = useContext(DesignContext);
  if (!value) throw new Error('Design elements must be drawn inside a design template');
  return value;
}
