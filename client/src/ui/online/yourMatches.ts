// "Your matches" in the lobby: the seats this browser holds (storage.ts), each with its match's status
// and whether it is your move, asked of the server with the seat tokens in a POST body.
import type { SeatStatus } from '@hexfog/shared/protocol/index';
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

export function yourMatches(baseUrl: string): HTMLElement {
  const box = h('div', { 'data-testid': 'your-matches' });
  const seats = savedSeats().slice(0, 50);
  if (!seats.length) {
    box.append(h('p', {}, 'Matches you join in this browser appear here.'));
    return box;
  }
  const row = (seat: SavedSeat, st?: SeatStatus) => {
    const line = st ? statusLine(st) : null;
    return h(
      'li',
      { 'data-testid': 'your-match', 'data-match': seat.matchId, ...(line?.rank === 0 ? { class: 'your-move' } : {}) },
      h('a', { href: `#/match/${seat.matchId}/as/${seat.side}` }, seat.label),
      line
        ? h('span', { class: 'your-match-status', 'data-testid': 'your-match-status' }, ` · ${line.text}`)
        : ` · ${new Date(seat.savedAt).toLocaleString()}`,
    );
  };
  const list = h('ul', {}, ...seats.map((s) => row(s)));
  box.append(list);
  void seatStatuses(baseUrl, seats).then(
    (statuses) => {
      const ranked = seats
        .map((s, i) => ({ s, st: statuses[i], rank: statuses[i] ? statusLine(statuses[i]!).rank : 5 }))
        .sort((a, b) => a.rank - b.rank);
      list.replaceChildren(...ranked.map((x) => row(x.s, x.st)));
    },
    () => box.append(h('p', { class: 'muted' }, 'Their status could not be read right now.')),
  );
  return box;
}
