// After the end, on a seat's match page: offer the opponent a rematch (sides swapped, a direct challenge
// to him alone), or answer his offer. Both pages read the player's challenges every few seconds while
// the match is over; the one who offered is taken to the new match once it is accepted.
import { challenges as challengesApi, type HexfogClient } from '../../sdk/index';
import { h } from '../dom';
import { CHALLENGES_REFRESH_MS } from './lobbyChallenges';
import { refusalText } from './refusals';
import type { PlayerChallenge } from '@hexfog/shared/protocol/index';

/** Mounts the panel (`place` puts it on the page); it shows itself once the match has ended, for a seat only. Returns its cleanup. */
export function mountRematch(
  client: HexfogClient,
  matchId: string,
  place: (el: HTMLElement) => void,
  sideName: (s: 'A' | 'B') => string,
): () => void {
  const api = challengesApi(location.origin);
  const line = h('p', { 'data-testid': 'rematch-status' });
  const buttons = h('div', { class: 'row' });
  const el = h('div', { class: 'rematch', 'data-testid': 'rematch', hidden: true }, line, buttons);
  place(el);
  let timer: ReturnType<typeof setInterval> | undefined;
  let offered: PlayerChallenge | undefined;

  const button = (label: string, testid: string, fn: () => Promise<unknown>, primary = false) =>
    h(
      'button',
      {
        ...(primary ? { class: 'primary' } : {}),
        'data-testid': testid,
        onclick: () =>
          void fn().then(
            () => refresh(),
            (e: unknown) => {
              line.textContent = refusalText(e);
            },
          ),
      },
      label,
    );

  const show = (c: PlayerChallenge | undefined) => {
    offered = c;
    if (!c || c.status === 'expired' || c.status === 'cancelled') {
      line.textContent = c ? `The rematch offer ${c.status === 'expired' ? 'expired' : 'was withdrawn'}.` : '';
      buttons.replaceChildren(button('Offer a rematch', 'rematch-offer', () => api.rematch(matchId), true));
      return;
    }
    if (c.status === 'declined') {
      line.textContent = c.role === 'poster' ? 'Your opponent declined the rematch.' : 'You declined the rematch.';
      buttons.replaceChildren();
      return;
    }
    if (c.status === 'accepted') {
      if (c.match) location.hash = `#/match/${c.match.id}/as/${c.match.side}`;
      return;
    }
    // open: the poster waits; the opponent is asked (the poster takes the side the opponent had)
    const yours = c.side === 'A' ? 'B' : 'A';
    if (c.role === 'poster') {
      line.textContent = 'Rematch offered: waiting for your opponent.';
      buttons.replaceChildren(button('Withdraw the offer', 'rematch-cancel', () => api.cancel(c.id)));
    } else {
      line.textContent = `Your opponent offers a rematch: you would play the ${c.side === 'random' ? 'side drawn at random' : sideName(yours)}.`;
      buttons.replaceChildren(
        button(
          'Accept the rematch',
          'rematch-accept',
          async () => {
            const seat = await api.accept(c.id);
            location.hash = seat.seat.link.slice(seat.seat.link.indexOf('#'));
          },
          true,
        ),
        button('Decline', 'rematch-decline', () => api.decline(c.id)),
      );
    }
  };

  async function refresh(): Promise<void> {
    try {
      const mine = await api.mine();
      show(mine.find((c) => c.rematchOf === matchId) ?? (offered?.status === 'open' ? undefined : offered));
    } catch {
      // the next read tries again; the buttons stay as they were
    }
  }

  const off = client.onChange(() => {
    const over = client.view?.status === 'ended' && client.seat !== null;
    el.hidden = !over;
    if (over && !timer) {
      void refresh();
      timer = setInterval(() => void refresh(), CHALLENGES_REFRESH_MS);
    }
  });
  return () => {
    off();
    if (timer) clearInterval(timer);
    el.remove();
  };
}
