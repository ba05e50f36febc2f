// The match page's online-play part: the clock, the "tell me when it is my move" toggle and the chat,
// mounted in the side panel and driven by the connection (no change to the page's render steps).
import { onClock } from '../../sdk/online';
import { chatPanel } from '../chat/chatPanel';
import { h } from '../dom';
import type { HexfogClient } from '../../sdk/index';
import type { Names } from '../format';
import { clockPanel } from './clockPanel';
import { notifier } from './notify';
import { isYourMove } from './yourMove';

/** What the panel needs of the match page: its connection, names and scenario. */
export interface OnlineHost {
  readonly client: HexfogClient;
  readonly names: Pick<Names, 'side'>;
  readonly summary: { readonly scenarioName: string };
}

/** Mounts the panel; returns its cleanup. */
export function mountOnline(page: OnlineHost, host: Element | null): () => void {
  const { client, names } = page;
  const clocks = clockPanel(names.side);
  const chat = chatPanel(client, () => client.seat, names.side);
  const notify = notifier();
  const toggle = h('div', { class: 'notify-row', hidden: true }, notify.el);
  // the clocks go right below the current decision when the layout has a slot for them (on a phone it
  // stays in view without opening a drawer), the toggle and the chat after it
  const slot = host?.querySelector('.clock-slot');
  const section = h('div', { class: 'online', 'data-testid': 'online' }, ...(slot ? [] : [clocks.el]), toggle, chat.el);
  if (slot) {
    slot.append(clocks.el);
    slot.after(section);
  } else host?.prepend(section);
  const offClock = onClock(client, (c) => clocks.show(c));
  const offChange = client.onChange(() => {
    toggle.hidden = !client.seat; // a spectator has no move to wait for
    const v = client.view;
    notify.update(isYourMove(v, client.seat), v ? `${page.summary.scenarioName}: turn ${v.turn}, ${v.phase}` : page.summary.scenarioName);
  });
  return () => {
    offClock();
    offChange();
    chat.close();
    clocks.close();
  };
}
