import { escapeHtml } from '../../public/escape';

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/**
 * Plain text as a post body: blank lines part paragraphs, runs of "- " or "1. " lines become
 * lists, a line of its own starting "## " a heading. The words are escaped, never rewritten.
 */
export function textToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.map(blockHtml).join('');
}

function blockHtml(block: string): string {
  const lines = block.split('\n').map((l) => l.trim());
  if (lines.every((l) => BULLET.test(l))) {
    const tag = lines.every((l) => NUMBERED.test(l)) ? 'ol' : 'ul';
    const items = lines.map((l) => `<li>${escapeHtml(l.replace(BULLET, ''))}</li>`).join('');
    return `<${tag}>${items}</${tag}>`;
  }
  if (lines.length === 1 && /^#{1,3}\s+\S/.test(block)) {
    return `<h2>${escapeHtml(block.replace(/^#{1,3}\s+/, ''))}</h2>`;
  }
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
}

/** The start of a text as an excerpt: whole words up to `max` characters. */
export function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
