import { Map } from 'lucide-react';
import { noAvatarToast } from '../../../app/ai-queries';
import { useCurrentAvatar } from '../../../app/avatar-queries';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';

export function JourneyTab() {
  const { avatar } = useCurrentAvatar({ fresh: true });
  const open = () => {
    if (!avatar) {
      noAvatarToast();
      return;
    }
    window.open('/customer-journey', '_blank', 'noopener');
  };
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <Map aria-hidden="true" className="mx-auto mb-3 size-8 text-indigo-400" />
      <p className="mb-4 text-slate-700">
        Map the journey your customer avatar takes from stranger to client.
      </p>
      <Button onClick={open} disabled={avatar === undefined}>
        Open Journey Mapper
      </Button>
    </Card>
  );
}
