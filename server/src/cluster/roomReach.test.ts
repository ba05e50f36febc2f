// When a match's room emits may stay on this process (io.local) and when they must cross processes.
import type { HexfogServer } from '../outbound/events';
import { roomsOf } from '../outbound/sockets';
import { RoomReach, VIEWER_EVENT } from './roomReach';

const quiet = { warn: () => undefined } as never;

/** A socket.io server stand-in: `here` are this process's sockets; fetchSockets answers `inRooms` when released. */
function fakeIo(here: string[]) {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  let release: (ids: string[]) => void = () => undefined;
  const io = {
    local: { to: () => 'local' },
    to: () => 'adapter',
    on: (ev: string, fn: (...args: unknown[]) => void) => handlers.set(ev, fn),
    of: () => ({ sockets: new Map(here.map((id) => [id, {}])) }),
    in: () => ({ fetchSockets: () => new Promise<{ id: string }[]>((r) => (release = (ids) => r(ids.map((id) => ({ id }))))) }),
    serverSideEmit: (_ev: string, _id: string, ack: (err: Error | null) => void) => ack(null),
  };
  const fromOtherProcess = (matchId: string) => handlers.get(VIEWER_EVENT)!(matchId, () => undefined);
  return { io: io as unknown as HexfogServer, answer: (ids: string[]) => release(ids), fromOtherProcess };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('roomReach: local emits only while no other process has a socket of the match', () => {
  it('an unchecked match goes through the adapter; once its sockets are all local, io.local', async () => {
    const f = fakeIo(['s1', 's2']);
    const reach = new RoomReach(f.io, roomsOf, quiet);
    expect(reach.emitterFor('m1')).toBe(f.io); // the check is under way: the adapter meanwhile
    f.answer(['s1', 's2']);
    await tick();
    expect(reach.emitterFor('m1')).toBe(f.io.local);
  });

  it('a socket of the match on another process keeps the adapter', async () => {
    const f = fakeIo(['s1']);
    const reach = new RoomReach(f.io, roomsOf, quiet);
    reach.emitterFor('m1');
    f.answer(['s1', 'elsewhere']);
    await tick();
    expect(reach.emitterFor('m1')).toBe(f.io);
  });

  it('an announcement during the check wins over the check\'s "all local"', async () => {
    const f = fakeIo(['s1']);
    const reach = new RoomReach(f.io, roomsOf, quiet);
    reach.emitterFor('m1');
    f.fromOtherProcess('m1');
    f.answer(['s1']);
    await tick();
    expect(reach.emitterFor('m1')).toBe(f.io);
  });

  it('an announcement after the match went local sends it back through the adapter, for good', async () => {
    const f = fakeIo(['s1']);
    const reach = new RoomReach(f.io, roomsOf, quiet);
    await reach.announce('m1'); // this process's own join starts the check
    f.answer(['s1']);
    await tick();
    expect(reach.isLocal('m1')).toBe(true);
    f.fromOtherProcess('m1');
    expect(reach.emitterFor('m1')).toBe(f.io);
    expect(reach.isLocal('m2')).toBe(false);
  });
  it('keeps at most MAX_MARKS marks: the oldest is forgotten and goes back to the adapter (never a lost update)', async () => {
    const f = fakeIo(['s1']);
    const reach = new RoomReach(f.io, roomsOf, quiet);
    reach.emitterFor('m0');
    f.answer(['s1']);
    await tick();
    expect(reach.isLocal('m0')).toBe(true);
    for (let i = 1; i < RoomReach.MAX_MARKS; i++) f.fromOtherProcess(`m${i}`);
    expect(reach.isLocal('m0')).toBe(true); // exactly MAX_MARKS marks: all kept
    f.fromOtherProcess('one more');
    expect(reach.isLocal('m0')).toBe(false);
    expect(reach.emitterFor('m0')).toBe(f.io); // unknown again: the adapter while it is checked anew
  });
});
