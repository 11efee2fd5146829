import { Sparkles } from 'lucide-react';
import { readCurrentAvatar } from '../../../lib/avatars';
import { Card } from '../../../ui/card';

/** The avatar summary the AI copy would be written for; suggestions need an avatar first. */
export function AiAssistantTab() {
  const avatar = readCurrentAvatar();
  if (!avatar) {
    return (
      <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
        <Sparkles aria-hidden="true" className="mx-auto mb-3 size-8 text-indigo-400" />
        <p className="text-slate-700">Select a customer avatar to enable AI content suggestions.</p>
      </Card>
    );
  }
  const d = avatar.demographics ?? {};
  const facts = [
    ['Occupation', d.occupation ?? d.profession],
    ['Age', d.age],
    ['Location', d.location],
    ['Business stage', d.businessStage],
    ['Industry', d.industry],
  ].filter(([, value]) => value !== undefined && value !== '');
  return (
    <div className="mx-auto mt-10 grid max-w-lg gap-4">
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{avatar.name ?? 'Customer avatar'}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={String(label)}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium">{String(value)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="p-6 text-sm text-slate-600">
        Suggestions written for {avatar.name ?? 'this avatar'} will appear here once AI generation
        is connected.
      </Card>
    </div>
  );
}
