// "Your matches" in the lobby: the matches whose seats are this player's (GET /api/me/matches, by the
// session cookie: on every device where the player is signed in), merged with the seats this browser
// keeps tokens of (storage.ts; matches from before players), each with its match's status and whether
// it is your move, asked of the server with the seat tokens in a POST body.
import type { SeatStatus } from '@hexfog/shared/protocol/index';
import { players } from '../../sdk/index';
import { h } from '../dom';
import { type SavedSeat, savedSeats } from '../storage';

export async function seatStatuses(baseUrl: string, seats: readonly SavedSeat[]): Promise<SeatStatus[]> {
  const res = await fetch(`${baseUrl}/api/seats/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seats: seats.map((s) => ({ matchId: s.matchId, token: s.token })) }),
  });
  if (!res.ok) throw new Error(`the server answered ${res.status}`);
  return ((await res.json()) as { seats: SeatStatus[] }).seats;
}

/** "Your move" first, then waiting, then set up, then ended: what needs you comes first. */
export function statusLine(s: SeatStatus): { text: string; rank: number } {
  if (!s.known) return { text: 'no longer available', rank: 4 };
  if (s.status === 'ended') return { text: `ended${s.result ? `: ${s.result.reason}` : ''}`, rank: 3 };
  const where = s.status === 'setup' ? 'setup' : `turn ${s.turn}/${s.turns} · ${s.phase}`;
  return s.yourMove ? { text: `your move · ${where}`, rank: 0 } : { text: `waiting for the opponent · ${where}`, rank: 1 };
}

/** One line of "your matches": a seat this browser keeps the token of, or one that is its player's. */
interface Entry {
  readonly matchId: string;
  readonly side: 'A' | 'B';
  readonly label: string;
  readonly savedAt?: string;
}

/** The player's matches first, then the seats kept in this browser that are not among them (old matches). */
export function mergeEntries(
  mine: readonly Extract<SeatStatus, { known: true }>[],
  saved: readonly SavedSeat[],
  savedStatus: readonly (SeatStatus | undefined)[],
): { entry: Entry; status: SeatStatus | undefined }[] {
  const key = (x: { matchId: string; side: string }) => `${x.matchId}:${x.side}`;
  const seen = new Set(mine.map(key));
  return [
    ...mine.map((st) => ({
      entry: { matchId: st.matchId, side: st.side, label: `${st.scenarioName} (${st.side})` },
      status: st as SeatStatus,
    })),
    ...saved.flatMap((s, i) => (seen.has(key(s)) ? [] : [{ entry: s as Entry, status: savedStatus[i] }])),
  ];
}

export function yourMatches(baseUrl: string): HTMLElement {
  const box = h('div', { 'data-testid': 'your-matches' });
  const seats = savedSeats().slice(0, 50);
  const row = (seat: Entry, st?: SeatStatus) => {
    const line = st ? statusLine(st) : null;
    return h(
      'li',
      { 'data-testid': 'your-match', 'data-match': seat.matchId, ...(line?.rank === 0 ? { class: 'your-move' } : {}) },
      h('a', { href: `#/match/${seat.matchId}/as/${seat.side}` }, seat.label),
      line
        ? h('span', { class: 'your-match-status', 'data-testid': 'your-match-status' }, ` · ${line.text}`)
        : seat.savedAt
          ? ` · ${new Date(seat.savedAt).toLocaleString()}`
          : '',
    );
  };
  const list = h('ul', {}, ...seats.map((s) => row(s)));
  const empty = h('p', {}, 'Matches you join appear here, on every device where you are signed in.');
  box.append(seats.length ? list : empty);
  // the player's matches (the session cookie) and the saved seats' statuses (their tokens), together
  const mine = players(baseUrl)
    .myMatches()
    .catch(() => []);
  const saved = seats.length ? seatStatuses(baseUrl, seats) : Promise.resolve([] as SeatStatus[]);
  void Promise.all([mine, saved]).then(
    ([m, statuses]) => {
      const ranked = mergeEntries(m, seats, statuses)
        .map((x) => ({ ...x, rank: x.status ? statusLine(x.status).rank : 5 }))
        .sort((a, b) => a.rank - b.rank);
      if (ranked.length) box.replaceChildren(list);
      list.replaceChildren(...ranked.map((x) => row(x.entry, x.status)));
    },
    () => box.append(h('p', { class: 'muted' }, 'Their status could not be read right now.')),
  );
  return box;
}
