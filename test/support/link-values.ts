import fc from 'fast-check';

/** Words a link is made of: lower-case letters and digits, never empty. */
const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const host = fc
  .tuple(word, fc.constantFrom('com', 'example', 'co', 'org'))
  .map(([name, top]) => `${name}.${top}`);
const path = fc.array(word, { maxLength: 3 }).map((parts) => parts.join('/'));

/**
 * Links no link field may take, whatever its rule: what a red-team typed into the header button
 * ('calendly dot com slash me'), spaces, unsafe or insecure schemes, relative and
 * protocol-relative paths.
 */
export const badLink: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'calendly dot com slash me',
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://calendly.com/me',
    '//evil.com',
    'ftp://files.example.com/a',
    '/book',
    '../book',
    '?ref=ig',
    'https://',
    'https://calendly .com/me',
    '#not a place',
    'mailto:',
    'tel:',
  ),
  // Words with spaces between them, as typed into a link field by mistake.
  fc.array(word, { minLength: 2, maxLength: 5 }).map((words) => words.join(' ')),
  // A web address with a space in it.
  fc.tuple(host, word, word).map(([h, a, b]) => `https://${h}/${a} ${b}`),
  fc.tuple(host, path).map(([h, p]) => `http://${h}/${p}`),
  fc.tuple(host, path).map(([h, p]) => `//${h}/${p}`),
  fc.tuple(host, path).map(([h, p]) => `ftp://${h}/${p}`),
  path.map((p) => `/${p}`),
  word.map((w) => `data:text/plain,${w}`),
  word.map((w) => `javascript:${w}()`),
);

/**
 * Web addresses pasted without https:// ('calendly.com/me'): every link field completes them to
 * https://calendly.com/me.
 */
export const bareLink: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('calendly.com/me', 'www.calendly.com/me', 'calendly.com/jo/intro'),
  fc.tuple(host, path).map(([h, p]) => `${h}/${p}`),
);

/** Links every link field takes: secure web pages and named places on the page. */
export const goodCheckoutLink: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('https://x.example/a', '#calendar'),
  fc.tuple(host, path).map(([h, p]) => `https://${h}/${p}`),
  word.map((w) => `#${w}`),
);

/** Links a link field with the 'any' rule takes as well: email and phone links. */
export const goodLink: fc.Arbitrary<string> = fc.oneof(
  goodCheckoutLink,
  fc.constantFrom('mailto:a@b.co', 'tel:+15125550100'),
  fc.tuple(word, host).map(([w, h]) => `mailto:${w}@${h}`),
  fc.stringMatching(/^\+?[1-9][0-9]{6,12}$/).map((n) => `tel:${n}`),
);
