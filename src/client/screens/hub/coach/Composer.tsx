import { Send, Square } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { COACH_LIMITS } from '../../../../model/coach/conversation';
import { Button } from '../../../ui/button';
import { Textarea } from '../../../ui/textarea';

type Props = {
  writing: boolean;
  /** Whether the box takes the focus when it appears (a session started from the Content Hub). */
  focused?: boolean;
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
};

/** Where the coach types: Enter sends, Shift+Enter starts a new line; Stop while an answer streams. */
export function Composer({ writing, focused = false, onSend, onStop }: Props) {
  const [draft, setDraft] = useState('');
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || writing) return;
    setDraft('');
    // Nothing typed is lost: a message that was not taken comes back into the box.
    if (!(await onSend(content))) setDraft(content);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void send(event);
  };
  return (
    <form onSubmit={(e) => void send(e)} className="flex items-end gap-2">
      <Textarea
        aria-label="Message your coach"
        autoFocus={focused}
        placeholder="Ask about your offer, pricing, content or pages..."
        rows={2}
        maxLength={COACH_LIMITS.message}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-[3.5rem] resize-y bg-white"
      />
      {writing ? (
        <Button type="button" variant="outline" onClick={onStop}>
          <Square aria-hidden="true" /> Stop
        </Button>
      ) : (
        <Button type="submit" disabled={!draft.trim()}>
          <Send aria-hidden="true" /> Send
        </Button>
      )}
    </form>
  );
}
