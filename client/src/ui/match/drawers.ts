// On a phone the board takes the screen and the side panel's parts open as drawers from a bottom bar
// (Actions, Dice, Log, Chat, Briefing): one at a time, below the board, which shrinks and stays clickable. The layout element
// carries the open drawer's name (data-drawer); layout.css shows only that part of the side panel. On a
// desktop the bar is hidden and every part stays in the side panel.
import { h } from '../dom';

export const DRAWERS = [
  { id: 'actions', label: 'Actions' },
  { id: 'dice', label: 'Dice' },
  { id: 'log', label: 'Log' },
  // the online panel (clocks, your-move toggle, chat: ../online/onlinePanel.ts, its .online element)
  { id: 'chat', label: 'Chat' },
  { id: 'briefing', label: 'Briefing' },
] as const;
export type DrawerId = (typeof DRAWERS)[number]['id'];

export interface Drawers {
  readonly bar: HTMLElement;
  open(id: DrawerId | null): void;
  /** Marks a closed drawer's tab as wanting attention (a decision waits in Actions). */
  attention(id: DrawerId, on: boolean): void;
}

export function mountDrawers(layout: HTMLElement): Drawers {
  const tabs = new Map<DrawerId, HTMLButtonElement>();
  const open = (id: DrawerId | null) => {
    if (id) layout.setAttribute('data-drawer', id);
    else layout.removeAttribute('data-drawer');
    for (const [tid, tab] of tabs) tab.setAttribute('aria-expanded', String(tid === id));
  };
  for (const d of DRAWERS) {
    tabs.set(
      d.id,
      h(
        'button',
        {
          type: 'button',
          class: 'drawer-tab',
          'aria-expanded': 'false',
          'data-testid': `drawer-${d.id}`,
          onclick: () => open(layout.getAttribute('data-drawer') === d.id ? null : d.id),
        },
        d.label,
      ),
    );
  }
  const bar = h(
    'nav',
    { class: 'drawer-bar', 'aria-label': 'panels', 'data-testid': 'drawer-bar' },
    ...tabs.values(),
    h(
      'button',
      { type: 'button', class: 'drawer-close', 'aria-label': 'close the panel', 'data-testid': 'drawer-close', onclick: () => open(null) },
      '✕',
    ),
  );
  return {
    bar,
    open,
    attention: (id, on) => tabs.get(id)?.classList.toggle('attention', on),
  };
}
