// What this browser keeps (localStorage): seat tokens, so a reload resumes the match, and on/off preferences.
// A token arrives in a seat link's fragment and is then dropped from the address bar.
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

/**
 * An on/off preference of this browser (localStorage, "on"/"off"; off until set). Storage refused (a
 * private mode) reads as off, and a change then lasts as long as the page.
 */
export function browserPreference(key: string): { get(): boolean; set(on: boolean): void } {
  return {
    get() {
      try {
        return localStorage.getItem(key) === 'on';
      } catch {
        return false;
      }
    },
    set(on) {
      try {
        localStorage.setItem(key, on ? 'on' : 'off');
      } catch {
        // storage refused: the caller keeps the value for the page
      }
    },
  };
}
