// Seat tokens kept in this browser (localStorage), so a reload resumes the match. A token arrives in
// an invite link's fragment and is then dropped from the address bar.
export interface SavedSeat {
  readonly matchId: string;
  readonly side: 'A' | 'B';
  readonly token: string;
  readonly label: string;
  readonly savedAt: string;
}

const KEY = 'hexfog.seats';

export function savedSeats(): SavedSeat[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as SavedSeat[];
  } catch {
    return [];
  }
}

export function saveSeat(seat: SavedSeat): void {
  const rest = savedSeats().filter((x) => !(x.matchId === seat.matchId && x.side === seat.side));
  localStorage.setItem(KEY, JSON.stringify([seat, ...rest].slice(0, 50)));
}

export function seatToken(matchId: string, side: string): string | undefined {
  return savedSeats().find((x) => x.matchId === matchId && x.side === side)?.token;
}
