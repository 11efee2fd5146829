import { Map } from 'lucide-react';
import { readCurrentAvatar } from '../../../lib/avatars';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast-store';

export function JourneyTab() {
  const open = () => {
    if (!readCurrentAvatar()) {
      toast({
        title: 'No Avatar Selected',
        description: 'Please create or select a customer avatar first',
        kind: 'error',
      });
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
      <Button onClick={open}>Open Journey Mapper</Button>
    </Card>
  );
}
