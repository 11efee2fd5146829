import type { CSSProperties } from 'react';
import type { Element } from '../model/website';
import { cn } from './cn';
import { useRender } from './context';
import { styleClasses, styleColours } from './element-styles';

export type ElementRootProps = {
  className: string;
  style?: CSSProperties;
  'data-element-id'?: number;
};

/**
 * Props for an element's root tag: the template's classes with the coach's styles over them, and in
 * the builder and preview the id the canvas selects by. Published pages carry no editor attributes.
 */
export function useElementProps(element: Element, templateClasses = ''): ElementRootProps {
  const { mode } = useRender();
  return {
    className: cn(templateClasses, styleClasses(element.styles)),
    style: styleColours(element.styles),
    ...(mode === 'public' ? {} : { 'data-element-id': element.id }),
  };
}
