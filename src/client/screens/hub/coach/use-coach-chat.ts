import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CoachMessage, Conversation } from '../../../../model/coach/conversation';
import { coachKeys } from '../../../app/coach-queries';
import { sendToCoach } from '../../../app/coach-stream';
import { failureMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';

/** What is on its way: the coach's message and the answer so far. */
export type Live = { asked: string; answer: string };

/**
 * Sending to the AI Business Coach and reading the answer as it streams; `stop` is the Stop
 * button. When the answer is done (or stopped) both messages go into the conversation's cache.
 */
export function useCoachChat() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<Live | null>(null);
  const controller = useRef<AbortController | null>(null);

  const keep = (id: number, messages: CoachMessage[]) =>
    queryClient.setQueryData<Conversation>(coachKeys.one(id), (old) =>
      old ? { ...old, messages: [...old.messages, ...messages] } : old,
    );

  const send = async (conversationId: number, content: string): Promise<boolean> => {
    const stop = new AbortController();
    controller.current = stop;
    setLive({ asked: content, answer: '' });
    let asked: CoachMessage | null = null;
    try {
      await sendToCoach(conversationId, content, stop.signal, {
        onStart: (message) => (asked = message),
        onText: (text) => setLive((now) => (now ? { ...now, answer: now.answer + text } : now)),
        onDone: (message, error) => {
          keep(conversationId, asked ? [asked, message] : [message]);
          asked = null;
          if (error) toast({ title: 'Answer Failed', description: error, kind: 'error' });
        },
      });
      return true;
    } catch (error) {
      if (stop.signal.aborted) {
        // Stopped: the server keeps the answer as far as it got; read it back.
        await queryClient.invalidateQueries({ queryKey: coachKeys.one(conversationId) });
        return true;
      }
      toast({ title: 'Message Not Sent', description: failureMessage(error), kind: 'error' });
      if (asked) await queryClient.invalidateQueries({ queryKey: coachKeys.one(conversationId) });
      return asked !== null;
    } finally {
      controller.current = null;
      setLive(null);
      await queryClient.invalidateQueries({ queryKey: coachKeys.list });
    }
  };

  return { live, send, stop: () => controller.current?.abort() };
}
