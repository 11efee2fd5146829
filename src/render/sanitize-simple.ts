/**
 * Rich text in the narrow shape the builder stores and types: text, the six entities a browser
 * writes (&amp; &lt; &gt; &quot; &#39; &nbsp;), the allow-list's inline tags without attributes
 * (properly nested), <br> and <a href="..."> with an http(s), mailto or tel address of plain
 * characters. For such markup this answers exactly what `sanitizeRichText` answers (a unit test
 * holds the two together over random markup); for anything else, null: the full sanitiser decides.
 * It lets the builder draw and take typed text before sanitize-html has loaded.
 */

const PAIRED = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'span', 'mark', 'small', 'sub', 'sup']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/** An address sanitize-html keeps as it is: a known scheme and no character that needs escaping. */
const SAFE_HREF =
  /^(?:https?:\/\/[A-Za-z0-9]|mailto:[A-Za-z0-9]|tel:[+0-9])(?:[A-Za-z0-9\-._~:/?#@!$'()*+,;=%]|&amp;)*$/;

const TOKEN = /<\/?([a-z]+)(?:\s+href="([^"]*)")?\s*(\/?)>|&([a-z]+|#39);|[^<>&]+/gy;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sanitizeSimpleRichText(html: string): string | null {
  // Characters the HTML parser treats specially in text (NUL, CR, controls) go to the full path.
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(html)) return null;
  const open: string[] = [];
  let out = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(html);
    if (!match) return null;
    const [token, tag, href, slash, entity] = match;
    if (entity !== undefined) {
      const char = ENTITIES[entity];
      if (char === undefined) return null;
      out += escapeText(char);
    } else if (tag === undefined) {
      out += escapeText(token);
    } else if (html[at + 1] === '/') {
      if (href !== undefined || slash || open.pop() !== tag) return null;
      out += `</${tag}>`;
    } else if (tag === 'br') {
      if (href !== undefined) return null;
      out += '<br />';
    } else if (slash) {
      return null;
    } else if (tag === 'a') {
      if (href === undefined || !SAFE_HREF.test(href) || open.includes('a')) return null;
      open.push('a');
      out += `<a href="${href}">`;
    } else {
      if (href !== undefined || !PAIRED.has(tag)) return null;
      open.push(tag);
      out += `<${tag}>`;
    }
  }
  return open.length === 0 ? out : null;
}
