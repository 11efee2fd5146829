/**
 * Phrases that make copy sound machine-written (issue 12). Every generation is checked and what is
 * found is shown to the coach; the offline copywriter never writes any of them (tested).
 */
const PHRASES: { label: string; pattern: RegExp }[] = [
  { label: 'unlock', pattern: /\bunlock(s|ed|ing)?\b/i },
  { label: 'delve', pattern: /\bdelv(e|es|ed|ing)\b/i },
  {
    label: "it's not just X, it's Y",
    pattern: /\b(it'?s|it is|this is) not just\b[^.!?]{0,80}[,;—-]\s*(it'?s|it is)\b/i,
  },
  {
    label: "in today's fast-paced world",
    pattern: /\bin today'?s\s+(fast[- ]paced|digital|ever[- ]changing)\b/i,
  },
  { label: 'unleash', pattern: /\bunleash(es|ed|ing)?\b/i },
  { label: 'elevate', pattern: /\belevat(e|es|ed|ing)\b/i },
  { label: 'embark on a journey', pattern: /\bembark(s|ed|ing)? on\b/i },
  { label: 'game-changer', pattern: /\bgame[- ]chang(er|ing)\b/i },
  { label: 'seamless', pattern: /\bseamless(ly)?\b/i },
  { label: 'tapestry', pattern: /\btapestry\b/i },
  {
    label: 'navigate the complexities',
    pattern: /\bnavigat(e|ing) the (complexities|landscape)\b/i,
  },
  { label: 'realm', pattern: /\brealm\b/i },
  { label: 'harness the power', pattern: /\bharness(es|ing)? the power\b/i },
  { label: 'look no further', pattern: /\blook no further\b/i },
  { label: 'supercharge', pattern: /\bsupercharg(e|es|ed|ing)\b/i },
  { label: 'revolutionize', pattern: /\brevolutioni[sz](e|es|ed|ing)\b/i },
  { label: 'testament to', pattern: /\btestament to\b/i },
  { label: 'in conclusion', pattern: /\bin conclusion\b/i },
];

/** The machine-sounding phrases found in some texts, each named once, in the list's order. */
export function machinePhrases(texts: readonly string[]): string[] {
  const joined = texts.join('\n').replace(/[\u2018\u2019]/g, "'");
  return PHRASES.filter(({ pattern }) => pattern.test(joined)).map(({ label }) => label);
}

/** Every string inside a value (copy objects are nested records and lists). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
