import { Check } from 'lucide-react';
import {
  SUGGESTED_FIGURE_NAMES,
  type GrandSlamOffer,
  type SuggestedFigure,
} from '../../../../model/ai/outputs';
import { Button } from '../../../ui/button';

type Props = {
  offer: GrandSlamOffer;
  accepting: boolean;
  onAccept: (figure: SuggestedFigure | 'all') => void;
};

/**
 * The figures the writer suggested (issue 24): not the coach's until she accepts them, and left
 * off her pages and out of the business coach's answers until then. Editing one accepts it too.
 */
export function SuggestedFigures({ offer, accepting, onAccept }: Props) {
  if (offer.suggested.length === 0) return null;
  return (
    <section
      aria-label="Suggested figures"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        These figures are the writer&apos;s suggestions, not yours: they stay off your pages until
        you accept them or edit them.
      </p>
      <ul className="flex flex-wrap gap-2">
        {offer.suggested.map((figure) => (
          <li key={figure}>
            <Button
              size="sm"
              variant="outline"
              disabled={accepting}
              onClick={() => onAccept(figure)}
            >
              <Check aria-hidden="true" className="size-4" /> Accept the{' '}
              {SUGGESTED_FIGURE_NAMES[figure]}
            </Button>
          </li>
        ))}
        {offer.suggested.length > 1 && (
          <li>
            <Button size="sm" disabled={accepting} onClick={() => onAccept('all')}>
              Accept all
            </Button>
          </li>
        )}
      </ul>
    </section>
  );
}
