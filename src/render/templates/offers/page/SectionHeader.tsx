import { fillName } from '../../../../model/coach-name';
import type { Section } from '../../../../model/website';
import { cn } from '../../../cn';
import { useRender } from '../../../context';

/** A template's classes for section titles. */
export type Skin = {
  /** The h2 of a section. */
  title: string;
  /** The second line of a split title ('Worth over $2,000 in additional value'). */
  subtitle: string;
  /** A title shown above a section that brings its own heading element. */
  eyebrow: string;
};

const OWN_HEADINGS: ReadonlySet<string> = new Set(['heading', 'subheading']);

/** True when one of the section's elements is its heading, so the title must not compete with it. */
export function hasOwnHeading(section: Section): boolean {
  return section.elements.some((e) => OWN_HEADINGS.has(e.type));
}

/** The title a section shows: its own when set, else the template's default for its type. */
export function useSectionTitle(section: Section, fallback?: string): string | undefined {
  const { coachName } = useRender();
  const own = section.title?.trim();
  const title = own || (hasOwnHeading(section) ? undefined : fallback);
  return title ? fillName(title, coachName) : undefined;
}

/**
 * The section's h2, or a small eyebrow line when a heading element already titles the section.
 * With split, 'Main: second line' is drawn on two lines (the colon stays for screen readers).
 */
export function SectionHeader({
  title,
  asEyebrow,
  skin,
  split = false,
  className,
}: {
  title: string | undefined;
  asEyebrow: boolean;
  skin: Skin;
  split?: boolean;
  className?: string;
}) {
  if (!title) return null;
  if (asEyebrow) return <p className={cn(skin.eyebrow, className)}>{title}</p>;
  const cut = split ? title.indexOf(': ') : -1;
  if (cut <= 0) return <h2 className={cn(skin.title, className)}>{title}</h2>;
  return (
    <h2 className={cn(skin.title, className)}>
      {title.slice(0, cut)}
      <span className="sr-only">: </span>
      <span className={skin.subtitle}>{title.slice(cut + 2)}</span>
    </h2>
  );
}
