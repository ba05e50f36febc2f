// The opening both fan-out tests play across two server processes (PostgreSQL or Redis): A on the
// owner (the process its socket reaches first takes the match), B and a spectator on the other
// process; A places its units (secret: nobody else is sent anything), B's placement is forwarded to
// the owner, A finishes its setup and the spectator and B see it. Versions are each receiver's own
// (server/src/matches/audiences.ts). Clients are kept for the caller to close.
import { api, connect, type HexfogClient } from '@hexfog/client/sdk';
import { A_UNITS, B_UNITS, setupCommand } from './harness';

export function clientOpener(clients: HexfogClient[]) {
  return (url: string, matchId: string, token?: string): HexfogClient => {
    const c = connect({ url, matchId, ...(token ? { token } : {}), socketOptions: { reconnectionDelay: 100, reconnectionDelayMax: 300 } });
    clients.push(c);
    return c;
  };
}

export async function setUpAcrossProcesses(owner: string, other: string, clients: HexfogClient[]) {
  const open = clientOpener(clients);
  const m = await api(owner).createSeatedMatch({ ruleset: 'asl', scenario: 'sewer-infiltration' });
  const a = open(owner, m.matchId, m.seats.A.token);
  await a.ready(); // its handshake takes the match: the owner is the process its first socket reaches
  const b = open(other, m.matchId, m.seats.B.token);
  const watcher = open(other, m.matchId);
  await Promise.all([b.ready(), watcher.ready()]);
  const placed = await a.send(setupCommand('A', A_UNITS));
  if (!placed.ok) throw new Error(JSON.stringify(placed));
  // B's process does not own the match: its command goes to A's process, which applies it
  const forwarded = await b.send(setupCommand('B', B_UNITS));
  const first = await a.send({ type: 'finishSetup' });
  await watcher.waitForVersion(1);
  const seenBySpectator = watcher.view?.version;
  await b.waitForVersion(2);
  return { m, a, b, watcher, first, seenBySpectator, forwarded };
}
