// Clock and chat emits go through the emitter they are given: in cluster mode RoomReach's (this
// process's sockets alone while no other process has one of the match), as updates do, so a match
// served by one process costs the adapter nothing for its clock ticks and chat lines either.
import type { RoomEmitter } from './events';
import { emitChat, emitClock } from './online';
import { roomFor } from './sockets';

function recorder() {
  const sent: { room: string; event: string }[] = [];
  const emitter = { to: (room: string) => ({ emit: (event: string) => sent.push({ room, event }) }) } as unknown as RoomEmitter;
  return { sent, emitter };
}

describe('online emits', () => {
  it('emitClock sends to the rooms named, through the emitter given', () => {
    const r = recorder();
    emitClock(r.emitter, 'm1', {} as never, ['A', 'B']);
    expect(r.sent.map((s) => s.room)).toEqual([roomFor('m1', 'A'), roomFor('m1', 'B')]);
    emitClock(r.emitter, 'm1', {} as never, ['A', 'B', null]);
    expect(r.sent.map((s) => s.room).slice(2)).toEqual([roomFor('m1', 'A'), roomFor('m1', 'B'), roomFor('m1', null)]);
  });

  it('emitChat sends to the rooms named, through the emitter given', () => {
    const r = recorder();
    emitChat(r.emitter, 'm2', ['A', null], { messages: [] });
    expect(r.sent).toEqual([
      { room: roomFor('m2', 'A'), event: 'chat' },
      { room: roomFor('m2', null), event: 'chat' },
    ]);
  });
});
