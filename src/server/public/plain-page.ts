/**
 * A small page of a title and a few lines of trusted text (no user input), centred, with inline
 * styles and no script: what a visitor gets when the page they asked for cannot be drawn now.
 */
export function plainPageHtml(title: string, paragraphs: readonly string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a"><main style="text-align:center;padding:2rem;max-width:32rem"><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</main></body></html>`
  );
}
