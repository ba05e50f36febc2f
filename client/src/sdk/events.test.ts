// The SDK's event log: updates and syncs merge into one record in (version, index) order, each event
// once, whatever order they arrive in. Fed through the client's own socket listeners (the socket never
// connects), as socket.io would deliver them.
import { HexfogClient } from './index';

const event = (version: number, index: number) => ({ version, index, type: 'noted', data: { at: `${version}.${index}` } });
const view = (version: number) => ({ version, status: 'setup', turn: 1, playerTurn: 1, phase: 'setup' });

function client(): HexfogClient {
  return new HexfogClient({ url: 'http://127.0.0.1:9', matchId: 'm', socketOptions: { autoConnect: false, reconnection: false } });
}

/** Delivers a server event to the client's listeners, as its socket would. */
function deliver(c: HexfogClient, name: 'sync' | 'update', payload: unknown): void {
  for (const fn of [...c.socket.listeners(name)]) fn.call(c.socket, payload); // a copy: `once` listeners remove themselves
}

const places = (c: HexfogClient) => c.events.map((e) => `${e.version}.${e.index}`);

describe('the SDK event log', () => {
  test('updates append in order', () => {
    const c = client();
    deliver(c, 'sync', { matchId: 'm', seat: 'A', diceCommitment: 'd', version: 1, view: view(1), events: [event(1, 0)], full: true });
    deliver(c, 'update', { version: 2, view: view(2), events: [event(2, 0), event(2, 1)] });
    deliver(c, 'update', { version: 3, view: view(3), events: [event(3, 0)] });
    expect(places(c)).toEqual(['1.0', '2.0', '2.1', '3.0']);
    expect(c.version).toBe(3);
  });

  test('a catch-up that lands behind the latest update is merged into place, each event once', () => {
    const c = client();
    deliver(c, 'sync', { matchId: 'm', seat: 'A', diceCommitment: 'd', version: 1, view: view(1), events: [event(1, 0)], full: true });
    deliver(c, 'update', { version: 3, view: view(3), events: [event(3, 0)] }); // version 2 missed
    deliver(c, 'sync', {
      matchId: 'm',
      seat: 'A',
      diceCommitment: 'd',
      version: 3,
      view: view(3),
      events: [event(2, 0), event(2, 1), event(3, 0)],
      full: false,
    });
    expect(places(c)).toEqual(['1.0', '2.0', '2.1', '3.0']);
  });

  test('a full sync replaces the record', () => {
    const c = client();
    deliver(c, 'sync', { matchId: 'm', seat: 'A', diceCommitment: 'd', version: 2, view: view(2), events: [event(2, 0)], full: true });
    deliver(c, 'sync', {
      matchId: 'm',
      seat: 'A',
      diceCommitment: 'd',
      version: 2,
      view: view(2),
      events: [event(2, 1), event(1, 0)],
      full: true,
    });
    expect(places(c)).toEqual(['1.0', '2.1']);
  });
});
