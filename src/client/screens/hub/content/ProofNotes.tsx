import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { avatarFieldLabel } from '../../../../model/avatars/avatar-form';

/**
 * What the copy did not invent: the proof the coach should add (a visible slot, never a made-up
 * testimonial), and any phrase that makes copy sound machine-written.
 */
export function ProofNotes({
  proofNeeded,
  flags,
  sources,
}: {
  proofNeeded: string[];
  flags: string[];
  sources: string[];
}) {
  return (
    <div className="grid gap-2 text-sm">
      {proofNeeded.length > 0 && (
        <div
          className="rounded-md border-2 border-dashed border-amber-300 bg-amber-50 p-3"
          role="note"
          aria-label="Add your proof"
        >
          <p className="flex items-center gap-1.5 font-semibold text-amber-900">
            <ShieldCheck aria-hidden="true" className="size-4" /> Add your proof
          </p>
          <ul className="mt-1 list-disc pl-5 text-amber-900">
            {proofNeeded.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {flags.length > 0 && (
        <p className="flex items-center gap-1.5 text-red-800">
          <AlertTriangle aria-hidden="true" className="size-4" /> Sounds machine-written:{' '}
          {flags.join(', ')}
        </p>
      )}
      {sources.length > 0 && (
        <p className="text-slate-500">
          Drew on their {sources.map((s) => avatarFieldLabel(s).toLowerCase()).join(', ')}
        </p>
      )}
    </div>
  );
}
