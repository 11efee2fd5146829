/** How the builder shows a placeholder: greyed and in italics, so it reads as a hint, not copy. */
export const PLACEHOLDER_CLASS = 'italic opacity-55';

/** An empty field's placeholder on the builder canvas; published pages never draw one. */
export function Placeholder({ text }: { text: string }) {
  return (
    <span data-placeholder="" className={PLACEHOLDER_CLASS}>
      {text}
    </span>
  );
}
