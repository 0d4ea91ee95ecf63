/** Sends one text message to one phone (E.164); rejects when the message did not get out. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}
