// `#/challenge/<token>`: a direct challenge's link. The token leaves the address bar at once (it is
// only ever sent in request bodies); the page shows what the challenge proposes, with Accept (the seat
// opens like any seat link) and Decline. Its poster is told it is his own.
import type { api } from '../../sdk/index';
import { h } from '../dom';
import { seatFragment } from './lobbyChallenges';
import { refusalText } from './refusals';
import { termsText } from './terms';

export async function challengePage(root: HTMLElement, http: ReturnType<typeof api>, token: string): Promise<void> {
  history.replaceState(null, '', '#/challenge');
  root.replaceChildren(h('p', { class: 'loading' }, 'Reading the challenge…'));
  const back = h('a', { href: '#/' }, 'Back to the lobby');
  const refused = (e: unknown) =>
    root.replaceChildren(
      h(
        'p',
        { class: 'loading', 'data-testid': 'challenge-refused', 'data-code': (e as { code?: string }).code ?? '' },
        refusalText(e),
        ' ',
      ),
      back,
    );
  try {
    const [c, scenarios] = await Promise.all([http.challenges.viewDirect(token), http.scenarios()]);
    const names = new Map(scenarios.map((sc) => [sc.id, sc]));
    const accept = async () => {
      try {
        location.hash = seatFragment((await http.challenges.acceptDirect(token)).seat.link);
      } catch (e) {
        refused(e);
      }
    };
    const decline = async () => {
      try {
        await http.challenges.declineDirect(token);
        root.replaceChildren(h('p', { class: 'loading', 'data-testid': 'challenge-declined' }, 'Challenge declined. '), back);
      } catch (e) {
        refused(e);
      }
    };
    root.replaceChildren(
      h(
        'main',
        { class: 'lobby' },
        h(
          'section',
          { class: 'card', 'data-testid': 'challenge-page' },
          h('h2', {}, c.mine ? 'Your challenge' : `${c.poster} challenges you`),
          h('p', { 'data-testid': 'challenge-terms' }, termsText(c, names, c.mine)),
          c.mine
            ? h('p', {}, 'This is your own challenge: send its link to your opponent; the first to accept it plays you.')
            : h(
                'div',
                { class: 'row' },
                h('button', { class: 'primary', 'data-testid': 'challenge-accept', onclick: () => void accept() }, 'Accept and play'),
                h('button', { 'data-testid': 'challenge-decline', onclick: () => void decline() }, 'Decline'),
              ),
          back,
        ),
      ),
    );
  } catch (e) {
    refused(e);
  }
}
