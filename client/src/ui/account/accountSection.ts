// The lobby's player column: the account panel, then "Your matches", read again whenever the
// account changes (a sign-in brings another player's matches, a sign-out takes them away).
import { players } from '../../sdk/index';
import { h } from '../dom';
import { yourMatches } from '../online/yourMatches';
import { accountPanel } from './accountPanel';

export function accountAndMatches(baseUrl: string): HTMLElement {
  let mine = yourMatches(baseUrl);
  const changed = () => {
    const next = yourMatches(baseUrl);
    mine.replaceWith(next);
    mine = next;
  };
  return h('div', {}, accountPanel(players(baseUrl), changed), h('h2', {}, 'Your matches'), mine);
}
