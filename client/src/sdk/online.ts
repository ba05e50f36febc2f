// Online play over a connected client: the match's clock and its chat (events `clock` and `chat`,
// docs/protocol.md). Kept beside the SDK's core so the update path stays as it is.
import type { ChatAck, ChatMessage, ChatPayload, ClockView } from '@hexfog/shared/protocol/index';
import type { HexfogClient } from './index';

/** Calls `fn` with each clock the server sends; returns the unsubscribe. */
export function onClock(client: HexfogClient, fn: (clock: ClockView) => void): () => void {
  const h = (c: ClockView) => fn(c);
  client.wire.on('clock', h);
  return () => void client.wire.off('clock', h);
}

/** Calls `fn` with each chat payload (the history on connecting, then each new message). */
export function onChat(client: HexfogClient, fn: (p: ChatPayload) => void): () => void {
  const h = (p: ChatPayload) => fn(p);
  client.wire.on('chat', h);
  return () => void client.wire.off('chat', h);
}

export type { ChatAck } from '@hexfog/shared/protocol/index';

/** Sends a chat message (to the players' channel from a seat, to the spectators' from a spectator). */
export async function sendChat(client: HexfogClient, text: string, timeoutMs = 10000): Promise<ChatAck> {
  return client.wire.timeout(timeoutMs).emitWithAck('chat', { text });
}

/**
 * Keeps a chat log in order without duplicates (a reconnect resends the history). Ids count within a
 * channel, so a message is its channel and id; after the match both channels are read, in time order.
 */
export function mergeChat(log: ChatMessage[], p: ChatPayload): ChatMessage[] {
  const key = (m: ChatMessage) => `${m.channel}:${m.id}`;
  const byKey = new Map(log.map((m) => [key(m), m]));
  for (const m of p.messages) byKey.set(key(m), m);
  return [...byKey.values()].sort(inTimeOrder);
}

function inTimeOrder(a: ChatMessage, b: ChatMessage): number {
  return a.at < b.at ? -1 : a.at > b.at ? 1 : a.channel !== b.channel ? (a.channel < b.channel ? -1 : 1) : a.id - b.id;
}
