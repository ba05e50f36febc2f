// The lobby's challenges: the open ones (accept in one click, or cancel one's own), the player's own
// (waiting, or what became of them) and rematches offered to him (accept or decline), read again every
// few seconds while the lobby is shown. A challenge of his that is accepted while he waits here takes
// him to his seat at once, as on any online game site. The lists are lit-html templates: each read
// updates the rows in place (keyed by challenge), so a button under the pointer or holding the
// keyboard focus is the same element after the 4-second refresh (rebuilding them lost clicks and focus).
import type { OpenChallenge, PlayerChallenge, PostedChallengeResponse } from '@hexfog/shared/protocol/index';
import type { challenges as challengesApi } from '../../sdk/index';
import { html, render, type TemplateResult } from 'lit-html';
import { repeat } from 'lit-html/directives/repeat.js';
import { clear, h } from '../dom';
import { copyRow } from '../copyRow';
import { ageText, type ScenarioNames, termsText } from './terms';
import { refusalText } from './refusals';

type Api = ReturnType<typeof challengesApi>;

/** How often the lobby asks again (the lists are small and read by index). */
export const CHALLENGES_REFRESH_MS = 4000;

/** The fragment of a seat link: where an accepted challenge takes its accepter. */
export const seatFragment = (link: string) => link.slice(link.indexOf('#'));

export interface LobbyChallenges {
  readonly el: HTMLElement;
  /** Shows a challenge just posted (a direct one's link, once) and reads the lists again. */
  posted(res: PostedChallengeResponse, label: string): void;
  /** Says something in the challenges' status line (a refused post). */
  say(text: string): void;
  refresh(): Promise<void>;
  close(): void;
}

export function lobbyChallenges(api: Api, scenarios: ScenarioNames): LobbyChallenges {
  const status = h('p', { class: 'muted', 'data-testid': 'challenge-status', 'aria-live': 'polite' });
  const postedBox = h('div', { 'data-testid': 'challenge-posted' });
  const openList = h('ul', { 'data-testid': 'open-challenges' });
  const mineList = h('ul', { 'data-testid': 'my-challenges' });
  // the player's challenges seen open on this page: one of them accepted takes him to his seat
  const waiting = new Set<string>();
  let closed = false;

  const act = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (e) {
      status.textContent = refusalText(e);
      status.dataset.code = (e as { code?: string }).code ?? '';
    }
    await refresh();
  };
  const accept = (id: string) =>
    act(async () => {
      const seat = await api.accept(id);
      location.hash = seatFragment(seat.seat.link);
    });

  const cancelButton = (c: { readonly id: string }) =>
    html`<button data-testid="challenge-cancel" @click=${() => void act(() => api.cancel(c.id))}>Cancel</button>`;
  const acceptButton = (c: { readonly id: string }) =>
    html`<button class="primary" data-testid="challenge-accept" @click=${() => void accept(c.id)}>Accept</button>`;

  const openRow = (c: OpenChallenge): TemplateResult =>
    html`<li data-testid="open-challenge" data-challenge=${c.id}>${c.poster}: ${termsText(c, scenarios)} · ${ageText(c.ageMs)}
      ${c.mine ? cancelButton(c) : acceptButton(c)}</li>`;

  const mineRow = (c: PlayerChallenge): TemplateResult => {
    const terms = termsText(c, scenarios, c.role === 'poster');
    if (c.role === 'addressee' && c.status === 'open')
      return html`<li data-testid="offered-challenge" data-challenge=${c.id}>${c.poster} offers you ${c.rematchOf ? 'a rematch' : 'a match'}: ${terms}
        ${acceptButton(c)}
        <button data-testid="challenge-decline" @click=${() => void act(() => api.decline(c.id))}>Decline</button></li>`;
    const state =
      c.status === 'open'
        ? `waiting for an opponent (${c.listed ? 'listed in the lobby' : 'by its link'})`
        : c.status === 'accepted'
          ? 'accepted'
          : c.status;
    return html`<li data-testid="my-challenge" data-challenge=${c.id} data-status=${c.status}>${terms} · ${state}
      ${c.role === 'poster' && c.status === 'open' ? cancelButton(c) : ''}
      ${c.match ? html`<a href="#/match/${c.match.id}/as/${c.match.side}" data-testid="challenge-match">Open the match</a>` : ''}</li>`;
  };

  async function refresh(): Promise<void> {
    if (closed) return;
    try {
      const [open, mine] = await Promise.all([api.open(), api.mine()]);
      if (closed) return;
      const taken = mine.find((c) => c.role === 'poster' && c.match && waiting.has(c.id));
      if (taken?.match) {
        location.hash = `#/match/${taken.match.id}/as/${taken.match.side}`;
        return;
      }
      for (const c of mine) if (c.role === 'poster' && c.status === 'open') waiting.add(c.id);
      render(
        open.length
          ? repeat(open, (c) => c.id, openRow)
          : html`<li class="muted">No open challenge right now: post one from a scenario.</li>`,
        openList,
      );
      render(
        repeat(mine, (c) => c.id, mineRow),
        mineList,
      );
    } catch (e) {
      status.textContent = `The challenges could not be read: ${(e as Error).message}`;
    }
  }

  const timer = setInterval(() => void refresh(), CHALLENGES_REFRESH_MS);
  void refresh();
  const el = h(
    'div',
    { 'data-testid': 'challenges' },
    h('h2', {}, 'Open challenges'),
    openList,
    status,
    postedBox,
    h('h3', {}, 'Your challenges'),
    mineList,
  );
  return {
    el,
    refresh,
    posted(res, label) {
      clear(postedBox);
      postedBox.append(
        h('p', { 'data-testid': 'challenge-posted-label' }, label),
        ...(res.link ? [copyRow('Challenge link: send it to your opponent', res.link, 'challenge-link')] : []),
      );
      waiting.add(res.id);
      void refresh();
    },
    say(text) {
      status.textContent = text;
    },
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}
