/**
 * An EventSource that connects nowhere, since happy-dom has none: a test sends the stream's events through the
 * newest one (`StandInEventSource.opened.at(-1)`).
 */
export class StandInEventSource {
  static opened: StandInEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  listeners: Record<string, (event: { data: string; lastEventId: string }) => void> = {};
  constructor(readonly url: string) {
    StandInEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners[type] = listener;
  }
  close() {
    this.readyState = 2;
  }
}
