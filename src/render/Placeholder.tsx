/**
 * How the builder shows a placeholder: greyed and in italics, so it reads as a hint, not copy. In
 * gradient text (clipped to the glyphs) a faded span would vanish, so there it is plain grey.
 */
export const PLACEHOLDER_CLASS =
  'italic opacity-55 [.bg-clip-text_&]:text-slate-400 [.bg-clip-text_&]:opacity-100';

/** An empty field's placeholder on the builder canvas; published pages never draw one. */
export function Placeholder({ text }: { text: string }) {
  return (
    <span data-placeholder="" className={PLACEHOLDER_CLASS}>
      {text}
    </span>
  );
}
