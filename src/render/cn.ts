import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins classes; a later class wins over an earlier one of the same kind (the coach's style over the template's). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
