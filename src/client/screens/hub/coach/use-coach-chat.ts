import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CoachMessage, Conversation } from '../../../../model/coach/conversation';
import { coachKeys } from '../../../app/coach-queries';
import { sendToCoach } from '../../../app/coach-stream';
import { apiRequest, failureMessage } from '../../../lib/api';
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

  /**
   * After Stop: the answer as far as the coach saw it at once, then the server's copy once it has
   * kept it (it notices the closed connection a moment after the browser does).
   */
  const settleStopped = async (id: number, asked: CoachMessage | null, answer: string) => {
    const before = queryClient.getQueryData<Conversation>(coachKeys.one(id))?.messages.length ?? 0;
    const now = new Date().toISOString();
    const shown: CoachMessage = {
      id: -1,
      role: 'assistant',
      content: answer,
      status: 'stopped',
      createdAt: now,
    };
    keep(id, asked ? [asked, shown] : [shown]);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const kept = await apiRequest<Conversation>(`/api/coach/conversations/${id}`).catch(
        () => null,
      );
      if (kept && kept.messages.length >= before + (asked ? 2 : 1)) {
        queryClient.setQueryData(coachKeys.one(id), kept);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const send = async (conversationId: number, content: string): Promise<boolean> => {
    const stop = new AbortController();
    controller.current = stop;
    setLive({ asked: content, answer: '' });
    let asked: CoachMessage | null = null;
    let answer = '';
    try {
      await sendToCoach(conversationId, content, stop.signal, {
        onStart: (message) => (asked = message),
        onText: (text) => {
          answer += text;
          setLive((now) => (now ? { ...now, answer: now.answer + text } : now));
        },
        onDone: (message, error) => {
          keep(conversationId, asked ? [asked, message] : [message]);
          asked = null;
          if (error) toast({ title: 'Answer Failed', description: error, kind: 'error' });
        },
      });
      return true;
    } catch (error) {
      if (stop.signal.aborted) {
        await settleStopped(conversationId, asked, answer);
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
