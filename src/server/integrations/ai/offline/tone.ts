import type { Tone } from '../../../../model/ai/api';
import type { SlotRole } from '../../../../model/ai/page-slots';
import { fit, sentence, upperFirst } from './voice';

/**
 * Always shorter than it was, still whole: the first sentence of several; of one sentence, what
 * follows its colon (the substance) or what precedes its first comma or dash; else fewer words.
 */
function shortened(text: string): string {
  const first = text.match(/^[^.!?]+[.!?]/)?.[0]?.trim() ?? text;
  if (first.length < text.length) return first;
  const afterColon = /^[^:]{8,}:\s+(.{20,})$/.exec(text)?.[1];
  if (afterColon) return upperFirst(afterColon);
  const beforeBreak = /^(.{20,}?)(?:,| [-–—] |;)\s/.exec(text)?.[1];
  if (beforeBreak) return sentence(beforeBreak);
  const fewer = fit(text, Math.floor(text.length * 0.7));
  return fewer.length < text.length ? fewer : text;
}

/** A written text in the tone the coach asked for: shorter, bolder (headings, buttons) or warmer. */
export function inTone(text: string, role: SlotRole, tone: Tone | null): string {
  if (tone === 'shorter') return shortened(text);
  if (tone === 'bolder' && (role === 'headline' || role === 'cta')) {
    return /[.!?]$/.test(text) ? text : `${text}${role === 'cta' ? ' now' : '.'}`;
  }
  if (tone === 'warmer' && (role === 'body' || role === 'subheadline')) {
    return `You are not alone in this. ${text}`;
  }
  return text;
}
