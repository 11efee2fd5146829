/**
 * Reads a server-sent event stream in the background: each event's `data` is parsed as JSON and
 * pushed onto `events`; `afterChunk` runs after each piece of the stream has been read.
 */
export function collectEvents<T>(
  body: NonNullable<Response['body']>,
  events: T[],
  afterChunk: () => void = () => undefined,
): void {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as T);
      }
      afterChunk();
    }
  })();
}
