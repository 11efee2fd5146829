import type { CoachRole, MessageStatus } from '../../../../model/coach/conversation';
import { cn } from '../../../lib/cn';

const NOTES: Partial<Record<MessageStatus, string>> = {
  stopped: 'Stopped',
  failed: 'Cut off: the answer could not be finished',
};

/** One turn: the coach's words on the right, the AI coach's on the left. */
export function MessageBubble({
  role,
  content,
  status = 'complete',
  writing = false,
}: {
  role: CoachRole;
  content: string;
  status?: MessageStatus;
  writing?: boolean;
}) {
  const mine = role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap',
          mine ? 'bg-indigo-600 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Coach: '}</span>
        {content || (writing ? 'Thinking...' : '')}
        {NOTES[status] && (
          <span className="mt-2 block text-xs font-medium text-slate-500">{NOTES[status]}</span>
        )}
      </div>
    </li>
  );
}
