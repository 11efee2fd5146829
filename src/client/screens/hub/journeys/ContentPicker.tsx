import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, type ContentItem } from '../../../../model/ai/content';
import { JOURNEY_LIMITS } from '../../../../model/journeys/journey';

type Props = {
  stageName: string;
  library: ContentItem[];
  chosen: number[];
  onChange: (ids: number[]) => void;
};

/** The content items from the library that serve a stage, chosen by ticking them. */
export function ContentPicker({ stageName, library, chosen, onChange }: Props) {
  const picked = library.filter((item) => chosen.includes(item.id));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Content</span>
      {picked.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={`${stageName} content`}>
          {picked.map((item) => (
            <li key={item.id} className="truncate">
              {CONTENT_KIND_LABELS[item.kind]}: {item.title}
            </li>
          ))}
        </ul>
      )}
      {library.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing in your library yet.{' '}
          <Link to="/content-library" className="text-primary underline">
            Generate content
          </Link>{' '}
          for your avatar, then choose it here.
        </p>
      ) : (
        <details className="rounded-md border border-slate-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 text-sm">
            Choose content ({picked.length} chosen)
          </summary>
          <fieldset className="grid max-h-56 gap-1 overflow-y-auto px-3 pb-3">
            <legend className="sr-only">Content for the {stageName} stage</legend>
            {library.map((item) => {
              const on = chosen.includes(item.id);
              return (
                <label key={item.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={on}
                    disabled={!on && chosen.length >= JOURNEY_LIMITS.contentIds}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                  />
                  <span>
                    {item.title}{' '}
                    <span className="text-slate-500">
                      ({CONTENT_KIND_LABELS[item.kind]}, for {item.avatarName})
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        </details>
      )}
    </div>
  );
}
