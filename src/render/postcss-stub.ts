/**
 * Stands in for postcss in the browser bundle. sanitize-html imports postcss only to parse `style`
 * attributes, and our allow-list drops every style attribute before that point, so this is never
 * called; it keeps about 100 KB of CSS parser out of the builder.
 */
export function parse(): never {
  throw new Error('style attributes are not allowed in rich text');
}

export default { parse };
