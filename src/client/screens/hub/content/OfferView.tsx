import type { GrandSlamOffer, SuggestedFigure } from '../../../../model/ai/outputs';
import { CopyBlock } from './CopyButton';
import { SuggestedFigures } from './SuggestedFigures';

const money = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 0 });

/** A figure the writer suggested, not hers until she makes it so (issue 24). */
function Suggested({ on, figure }: { on: GrandSlamOffer; figure: SuggestedFigure }) {
  if (!on.suggested.includes(figure)) return null;
  return (
    <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      Suggestion
    </span>
  );
}

type Props = {
  offer: GrandSlamOffer;
  accepting: boolean;
  onAccept: (figure: SuggestedFigure | 'all') => void;
};

/** A grand-slam offer: the value equation, the stack against the price, the guarantee. */
export function OfferView({ offer, accepting, onAccept }: Props) {
  return (
    <div className="grid gap-4">
      <SuggestedFigures offer={offer} accepting={accepting} onAccept={onAccept} />
      <CopyBlock label="Offer name" text={offer.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CopyBlock label="Dream outcome" text={offer.dreamOutcome} />
        <CopyBlock label="Perceived likelihood" text={offer.perceivedLikelihood} />
        <CopyBlock label="Time delay" text={offer.timeDelay} />
        <CopyBlock label="Effort and sacrifice" text={offer.effortAndSacrifice} />
      </div>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Value stack
        </caption>
        <tbody>
          {[
            ...offer.valueStack.map((v) => ({
              name: v.item,
              description: v.description,
              value: v.value,
              figure: 'valueStack' as const,
            })),
            ...offer.bonuses.map((b) => ({
              name: `Bonus: ${b.name}`,
              description: b.description,
              value: b.value,
              figure: 'bonuses' as const,
            })),
          ].map((row) => (
            <tr key={row.name} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {row.name}
                <p className="font-normal text-slate-600">{row.description}</p>
              </th>
              <td className="py-2 text-right tabular-nums">
                {money(row.value)}
                <Suggested on={offer} figure={row.figure} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left">
              Total value
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">
              {money(offer.totalValue)}
              <Suggested on={offer} figure="totalValue" />
            </td>
          </tr>
          <tr>
            <th scope="row" className="text-left">
              Price
            </th>
            <td className="text-right text-lg font-bold text-indigo-700 tabular-nums">
              {money(offer.price)}
              <Suggested on={offer} figure="price" />
            </td>
          </tr>
        </tbody>
      </table>
      <CopyBlock
        label={offer.suggested.includes('guarantee') ? 'Guarantee (suggestion)' : 'Guarantee'}
        text={`${offer.guarantee.duration} guarantee: ${offer.guarantee.text}`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CopyBlock
          label={offer.suggested.includes('spots') ? 'Scarcity (places: a suggestion)' : 'Scarcity'}
          text={`${offer.scarcity}${offer.spots ? ` (${offer.spots} places)` : ''}`}
        />
        <CopyBlock label="Urgency" text={offer.urgency} />
      </div>
      {offer.modules.length > 0 && (
        <CopyBlock
          label="Modules"
          text={offer.modules.map((m) => `${m.title}: ${m.description}`).join('\n')}
        />
      )}
    </div>
  );
}
