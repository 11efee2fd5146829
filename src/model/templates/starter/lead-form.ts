import type { StarterElement } from '../types';

/**
 * A lead form as the starter pages place it: the coach's heading, intro and button, asking name,
 * email and, optionally, phone and a message.
 */
export function leadForm(heading: string, intro: string, buttonText: string): StarterElement {
  return {
    type: 'lead-form',
    content: {
      heading,
      intro,
      buttonText,
      successMessage:
        'Thank you! Your message is on its way, and I will be in touch within one business day.',
    },
  };
}
