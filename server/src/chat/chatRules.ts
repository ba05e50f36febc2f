// Who reads which chat channel. During the match the seats talk in `players` and the spectators in
// `spectators`, and neither side of that line reads the other: spectators cannot coach a player, and
// a delayed match's spectators never read the players' present-time talk. Once the match has ended
// both channels are open to everyone of the match.
import type { ChatChannel, Side } from '@hexfog/shared';

export type Seat = Side | null;

export function channelOf(seat: Seat): ChatChannel {
  return seat ? 'players' : 'spectators';
}

export function readableChannels(seat: Seat, ended: boolean): ChatChannel[] {
  return ended ? ['players', 'spectators'] : [channelOf(seat)];
}

/** The rooms (seat A, seat B, spectators: null) a new message of `channel` reaches. */
export function recipients(channel: ChatChannel, ended: boolean): Seat[] {
  if (ended) return ['A', 'B', null];
  return channel === 'players' ? ['A', 'B'] : [null];
}
