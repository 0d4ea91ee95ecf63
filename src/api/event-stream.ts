/**
 * Reads a `text/event-stream` body as it arrives, handing each event's name and data to `onEvent`; `onChunk`
 * hears every chunk (comments and heartbeats too). Resolves when the body ends, rejects when it breaks or is
 * aborted. For streams EventSource can't open (it sends no Authorization header); lines end in LF, as ours do.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: string) => void,
  onChunk: () => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      let name = 'message';
      const data: string[] = [];
      for (const line of buffer.slice(0, end).split('\n')) {
        const [field, value = ''] = line.split(/: ?(.*)/s);
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
      }
      buffer = buffer.slice(end + 2);
      if (data.length) onEvent(name, data.join('\n'));
    }
  }
}
