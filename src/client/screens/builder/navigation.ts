import { createContext, useContext } from 'react';
import type { ChecklistTarget } from '../../../model/publish-checklist';

/**
 * Takes the coach to something in the builder: an element (selected on the canvas in the Content
 * Editor) or a Design tab field. Fields that can be reached this way carry `data-setting="{name}"`.
 */
export type GoTo = (target: ChecklistTarget) => void;

export const BuilderNavigation = createContext<GoTo>(() => {});

export function useGoTo(): GoTo {
  return useContext(BuilderNavigation);
}

/** The Design tab field a setting is edited in, if it is on screen. */
export function settingField(setting: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-setting="${setting}"]`);
}

/** The Content Editor's input for one of the selected element's fields, if it is on screen. */
export function contentField(field: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-content-field="${CSS.escape(field)}"] :is(input, textarea, [contenteditable="true"])`,
  );
}
