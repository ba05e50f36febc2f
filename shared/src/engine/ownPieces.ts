// Looking up, by the id a command names, a unit (or a module's piece: a sewer stack) the sender must
// own. Every id that is not the sender's gets one answer, whatever it names: an enemy unit it cannot
// see, one it can, or nothing at all. Answering "not yours" for one and "no such unit" for the other
// would let a player count the other side's units by typing ids (A01, A02, ... during the secret
// setup) or find units that are concealed, hidden or beneath the streets. Every rule module looks its
// own pieces up here, so a new one cannot answer differently.
import { fail } from './errors';
import type { Side, UnitState } from './state';

/** The one refusal for an id that is not the sender's: phrased from the id it typed, nothing else. */
export function notYours(noun: string, id: string): never {
  fail('NOT_YOUR_UNIT', `you have no ${noun} ${id}`);
}

/** The sender's piece under `id` in `pieces` (a module's sewer stacks...), or the one refusal. */
export function ownPiece<T extends { readonly side: Side }>(side: Side, pieces: Readonly<Record<string, T>>, id: string, noun: string): T {
  const piece = Object.hasOwn(pieces, id) ? pieces[id] : undefined;
  if (!piece || piece.side !== side) notYours(noun, id);
  return piece;
}

/** The sender's unit `id`, or the one refusal. */
export function ownUnit(
  ctx: { readonly state: { readonly units: Readonly<Record<string, UnitState>> }; readonly side: Side },
  id: string,
): UnitState {
  return ownPiece(ctx.side, ctx.state.units, id, 'unit');
}
