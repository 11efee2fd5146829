/** The name templates fill in for {name} while the coach has not given theirs. */
export const DEFAULT_COACH_NAME = 'Your Name';

/** The token in a template's words that stands for the coach's name ('Meet {name}'). */
export const NAME_TOKEN = '{name}';

/** The name pages speak in: the coach's, else the placeholder the checklist asks them to replace. */
export function coachNameOf(settings: { coachName?: string | undefined }): string {
  return settings.coachName?.trim() || DEFAULT_COACH_NAME;
}

/** The text with every {name} replaced by the coach's name. */
export function fillName(text: string, coachName: string): string {
  return text.replaceAll(NAME_TOKEN, coachName);
}
