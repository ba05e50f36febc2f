// The browser client's router. Routes live in the URL fragment, so a seat token in an invite link
// (#/match/<id>/seat/<token>) is never sent to the server in a request line; once read, it is kept in
// this browser and dropped from the address bar (#/match/<id>/as/<side>).
import { api } from '../sdk/index';
import { h } from './dom';
import { challengePage } from './challenges/challengePage';
import { invitePage } from './invitePage';
import { lobby } from './lobby';
import { matchPage } from './matchPage';
import { replayPage } from './replay';
import { seatToken } from './storage';

const root = document.getElementById('app')!;
let cleanup: (() => void) | undefined;

async function route() {
  cleanup?.();
  cleanup = undefined;
  const parts = location.hash.replace(/^#\/?/, '').split('/');
  try {
    if (parts[0] === 'invite' && parts[1]) return void (await invitePage(root, api(location.origin), parts[1]));
    if (parts[0] === 'challenge' && parts[1]) return void (await challengePage(root, api(location.origin), parts[1]));
    if (parts[0] === 'match' && parts[1]) {
      const matchId = parts[1];
      if (parts[2] === 'seat' && parts[3]) {
        const token = parts[3];
        cleanup = await matchPage(root, {
          matchId,
          token,
          onSeat: (side) => history.replaceState(null, '', `#/match/${matchId}/as/${side}`),
        });
        return;
      }
      if (parts[2] === 'as' && (parts[3] === 'A' || parts[3] === 'B')) {
        // the token this browser keeps for the seat, else the seat as the signed-in player's (another device)
        const token = seatToken(matchId, parts[3]);
        cleanup = await matchPage(root, token ? { matchId, token } : { matchId, seat: parts[3] });
        return;
      }
      if (parts[2] === 'replay') return void (await replayPage(root, matchId));
      cleanup = await matchPage(root, { matchId });
      return;
    }
    cleanup = await lobby(root);
  } catch (e) {
    root.replaceChildren(
      h('p', { class: 'loading' }, `Something went wrong: ${(e as Error).message}. `, h('a', { href: '#/' }, 'Back to the lobby')),
    );
  }
}

window.addEventListener('hashchange', () => void route());
void route();
