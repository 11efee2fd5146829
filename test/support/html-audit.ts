import { Parser } from 'htmlparser2';

export type HtmlAudit = {
  scripts: { src: string | undefined; inline: boolean }[];
  /** Event-handler attributes (onload, onerror, ...) on any element. */
  handlers: string[];
  /** Addresses in href/src/action/formaction that would run script. */
  scriptUrls: string[];
  /** Inline style values that could load or run something. */
  riskyStyles: string[];
  metas: Record<string, string>;
  /** <link rel=... href=...> by rel (canonical, icon, stylesheet: the last of each). */
  links: Record<string, string>;
  text: string;
};

/** Parses a page the way a browser would tokenise it and lists everything that could run code. */
export function auditHtml(html: string): HtmlAudit {
  const audit: HtmlAudit = {
    scripts: [],
    handlers: [],
    scriptUrls: [],
    riskyStyles: [],
    metas: {},
    links: {},
    text: '',
  };
  let inScript = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          inScript = true;
          audit.scripts.push({ src: attributes.src, inline: !attributes.src });
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute)) audit.handlers.push(`${name}[${attribute}]`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute)) {
            const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            // A page icon drawn as an inline SVG is shown as an image, where no script ever runs.
            const pageIcon = name === 'link' && attributes.rel === 'icon';
            if (pageIcon && compact.startsWith('data:image/svg+xml,')) continue;
            if (/^(javascript|vbscript|data):/.test(compact))
              audit.scriptUrls.push(`${name}[${attribute}]=${value}`);
          }
          if (attribute === 'style' && /expression\(|url\(|javascript:/i.test(value))
            audit.riskyStyles.push(value);
        }
        if (name === 'link' && attributes.rel && attributes.href !== undefined) {
          audit.links[attributes.rel] = attributes.href;
        }
        if (name === 'meta') {
          const key = attributes.name ?? attributes.property;
          if (key && attributes.content !== undefined) audit.metas[key] = attributes.content;
        }
      },
      ontext(text) {
        if (!inScript) audit.text += text;
      },
      onclosetag(name) {
        if (name === 'script') inScript = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return audit;
}
