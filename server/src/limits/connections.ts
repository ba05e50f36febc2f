// Caps on open sockets in this process: per client address and per match. A socket is counted from its
// accepted handshake to its disconnect; opening one more past a cap is refused at the handshake.
// Counted per process: with the load balancer hashing on the match id a match's sockets meet in one
// process, and an address spread over several processes gets each process's cap at most.
export interface ConnectionCaps {
  readonly perAddress: number;
  readonly perMatch: number;
}

export type CapRefusal = 'address' | 'match';

export class OpenSockets {
  private readonly byAddress = new Map<string, number>();
  private readonly byMatch = new Map<string, number>();

  constructor(private readonly caps: ConnectionCaps) {}

  /** Counts a socket in, or says which cap refuses it (nothing is counted then). */
  open(address: string, matchId: string): CapRefusal | null {
    if ((this.byAddress.get(address) ?? 0) >= this.caps.perAddress) return 'address';
    if ((this.byMatch.get(matchId) ?? 0) >= this.caps.perMatch) return 'match';
    bump(this.byAddress, address, 1);
    bump(this.byMatch, matchId, 1);
    return null;
  }

  close(address: string, matchId: string): void {
    bump(this.byAddress, address, -1);
    bump(this.byMatch, matchId, -1);
  }

  count(of: { address?: string; matchId?: string }): number {
    return of.address !== undefined ? (this.byAddress.get(of.address) ?? 0) : (this.byMatch.get(of.matchId ?? '') ?? 0);
  }
}

/** Adds `by`; a count back at zero leaves the map (no entry per address ever seen). */
function bump(m: Map<string, number>, key: string, by: number): void {
  const n = (m.get(key) ?? 0) + by;
  if (n > 0) m.set(key, n);
  else m.delete(key);
}
