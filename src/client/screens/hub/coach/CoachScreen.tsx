import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  useConversation,
  useConversationActions,
  useConversations,
} from '../../../app/coach-queries';
import { Card } from '../../../ui/card';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { SessionList } from './SessionList';
import { useCoachChat } from './use-coach-chat';

const STARTERS = [
  'Where should I start?',
  'How should I price my offer?',
  'Plan my content for next month',
  'What should I change on my page?',
];

/** /business-coach: a chat with an AI coach that knows the coach's avatar, offers, stories and numbers. */
export default function CoachScreen() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('session')) || null;
  const sessions = useConversations();
  const conversation = useConversation(selected);
  const { create, rename, remove } = useConversationActions();
  const chat = useCoachChat();
  const end = useRef<HTMLDivElement>(null);
  const open = (id: number | null) => setParams(id ? { session: String(id) } : {});

  // ?new=1 (the Content Hub's 'New session'): a session is started, as 'New session' does, and
  // opened in the address's place, so reloading opens it again rather than starting another.
  const startingNew = params.get('new') === '1';
  const started = useRef(false);
  useEffect(() => {
    if (!startingNew || started.current) return;
    started.current = true;
    void create.mutateAsync().then(
      (c) => setParams({ session: String(c.id) }, { replace: true }),
      () => setParams({}, { replace: true }),
    );
  }, [startingNew, create, setParams]);

  const messages = conversation.data?.messages ?? [];
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, chat.live?.answer]);

  const send = async (content: string) => {
    let id = selected;
    if (id === null) {
      const created = await create.mutateAsync().catch(() => null);
      if (!created) return false;
      id = created.id;
      open(id);
    }
    return chat.send(id, content);
  };

  return (
    <AreaPage
      title="AI Business Coach"
      description="Think through your next move with a coach who knows your avatar, your offers, your stories and your numbers."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[17rem_1fr]">
        <aside className="min-w-0">
          <QueryStatus query={sessions} loading="Loading your sessions..." />
          {sessions.data && (
            <SessionList
              sessions={sessions.data.conversations}
              selected={selected}
              starting={create.isPending}
              onStart={() =>
                void create.mutateAsync().then(
                  (c) => open(c.id),
                  () => undefined,
                )
              }
              onSelect={open}
              onRename={(id, title) => rename.mutate({ id, title })}
              onDelete={(id) => {
                // Leave it first: an open session being deleted would be asked for again.
                if (selected === id) open(null);
                remove.mutate(id);
              }}
            />
          )}
        </aside>
        <Card className="flex min-h-[32rem] flex-col gap-4 bg-slate-50 p-4">
          {selected !== null && (
            <QueryStatus query={conversation} loading="Loading the session..." />
          )}
          {messages.length === 0 && !chat.live ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
              <MessagesSquare aria-hidden="true" className="size-10 text-slate-300" />
              <p className="max-w-md text-slate-600">
                Ask about your offer, your pricing, your content plan or your pages. Your coach
                reads your avatar, offers, stories and the last 30 days of your pages first.
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                {STARTERS.map((starter) => (
                  <button
                    key={starter}
                    type="button"
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100"
                    onClick={() => void send(starter)}
                  >
                    {starter}
                  </button>
                ))}
              </div>
            </div>
          ) : (
            <ol
              role="log"
              aria-label="Conversation"
              aria-busy={chat.live !== null}
              className="flex flex-1 flex-col gap-3"
            >
              {messages.map((m) => (
                <MessageBubble key={m.id} role={m.role} content={m.content} status={m.status} />
              ))}
              {chat.live && (
                <>
                  <MessageBubble role="user" content={chat.live.asked} />
                  <MessageBubble role="assistant" content={chat.live.answer} writing />
                </>
              )}
            </ol>
          )}
          <div ref={end} />
          <Composer
            writing={chat.live !== null}
            focused={startingNew}
            onSend={send}
            onStop={chat.stop}
          />
        </Card>
      </div>
    </AreaPage>
  );
}
