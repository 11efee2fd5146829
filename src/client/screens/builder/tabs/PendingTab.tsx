import { Card } from '../../../ui/card';

/** A tab whose feature is not part of this version yet: says so plainly instead of showing a dead form. */
export function PendingTab({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <p className="text-slate-600">{text}</p>
    </Card>
  );
}
