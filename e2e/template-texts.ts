import { TEMPLATES } from '../src/model/templates/catalogue';

/** The first heading of a template's starter content (not one naming the coach): the headline a visitor sees. */
export function mainHeading(templateId: string): string {
  const template = TEMPLATES.find((t) => t.id === templateId);
  const heading = template?.starter
    .flatMap((s) => s.elements)
    .find(
      (e) => e.type === 'heading' && e.content.text && !String(e.content.text).includes('{name}'),
    );
  return String(heading?.content.text ?? '');
}
