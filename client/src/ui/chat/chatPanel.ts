// The chat of a match page: a seat talks with the other seat (players' chat); a spectator with the
// other spectators (spectators' chat). During the match neither reads the other's chat; after the end
// the server sends both, each message labelled with its channel.
import type { ChatMessage } from '@hexfog/shared/protocol/index';
import { CHAT_MAX_CHARS } from '@hexfog/shared/protocol/online';
import { mergeChat, onChat, sendChat } from '../../sdk/online';
import type { HexfogClient } from '../../sdk/index';
import { h } from '../dom';

export interface ChatPanel {
  readonly el: HTMLElement;
  close(): void;
}

function who(m: ChatMessage, seat: 'A' | 'B' | null, sideName: (s: 'A' | 'B') => string): string {
  if (m.from === 'spectator') return 'spectator';
  return m.from === seat ? 'you' : sideName(m.from);
}

export function chatPanel(client: HexfogClient, seat: () => 'A' | 'B' | null, sideName: (s: 'A' | 'B') => string): ChatPanel {
  let log: ChatMessage[] = [];
  const list = h('div', { class: 'chat-log', 'data-testid': 'chat-log', 'aria-live': 'polite' });
  const input = h('input', {
    type: 'text',
    maxlength: CHAT_MAX_CHARS,
    placeholder: 'Message',
    'aria-label': 'chat message',
    'data-testid': 'chat-input',
  });
  const error = h('div', { class: 'error', 'data-testid': 'chat-error' });
  const title = h('h3', { 'data-testid': 'chat-title' }, 'Chat');
  const draw = () => {
    const me = seat();
    title.textContent = me ? "Players' chat" : "Spectators' chat";
    list.replaceChildren(
      ...log.map((m) =>
        h(
          'div',
          { class: `chat-msg ${m.channel}`, 'data-testid': 'chat-msg', 'data-channel': m.channel },
          h('strong', {}, `${who(m, me, sideName)}${m.channel !== (me ? 'players' : 'spectators') ? ` (${m.channel})` : ''}: `),
          m.text,
        ),
      ),
    );
    list.scrollTop = list.scrollHeight;
  };
  const off = onChat(client, (p) => {
    log = mergeChat(log, p);
    draw();
  });
  const form = h('form', { class: 'row chat-form' }, input, h('button', { type: 'submit', 'data-testid': 'chat-send' }, 'Send'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (client.status !== 'connected') {
      error.textContent = 'Not connected: the message was not sent.';
      return;
    }
    void sendChat(client, text).then(
      (ack) => {
        error.textContent = ack.ok ? '' : ack.error.message;
        if (ack.ok) input.value = '';
      },
      () => (error.textContent = 'No answer from the server: the message may not have been sent.'),
    );
  });
  const el = h('section', { class: 'chat', 'data-testid': 'chat' }, title, list, form, error);
  return { el, close: off };
}
