// `#/invite/<token>`: the invitation link. The token is read from the fragment (never sent in a URL)
// and posted in a request body; the seat it mints opens like any seat link (#/match/<id>/seat/<token>),
// which stores it in this browser and drops it from the address bar.
import type { api } from '../sdk/index';
import { h } from './dom';

const REFUSED: Record<string, string> = {
  INVITATION_SPENT: 'This invitation has already been accepted.',
  INVITATION_EXPIRED: 'This invitation has expired: ask for a new one.',
  INVITATION_WITHDRAWN: 'This invitation was withdrawn: ask for a new one.',
  INVITATION_UNKNOWN: 'This invitation link is not valid.',
  SEAT_TAKEN: 'The seat this invitation offers is already taken.',
  OWN_INVITATION: 'This is your own invitation: send it to your opponent.',
};

export async function invitePage(root: HTMLElement, http: ReturnType<typeof api>, token: string): Promise<void> {
  history.replaceState(null, '', '#/invite'); // the token leaves the address bar at once
  root.replaceChildren(h('p', { class: 'loading' }, 'Taking your seat…'));
  try {
    const seat = await http.acceptInvitation(token);
    location.hash = seat.seat.link.slice(seat.seat.link.indexOf('#'));
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    root.replaceChildren(
      h('p', { class: 'loading', 'data-testid': 'invite-refused', 'data-code': code }, REFUSED[code] ?? (e as Error).message, ' '),
      h('a', { href: '#/' }, 'Back to the lobby'),
    );
  }
}
