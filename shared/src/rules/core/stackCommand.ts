// The check every command that moves a stack begins with (move, level change, advance, sewer entry):
// the listed units are the sender's, each may act now, none is listed twice, and all start in one
// Location. A unit set up hidden that moves gives up HIP as it starts (A12.3: Hidden Status is "the
// equal of concealment"; our reading: it comes on board beneath a "?", which the move then keeps or
// loses as any "?", A12.14): one place for every moving command.
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { sameLocation } from '../../units/location';
import { loseHip } from './concealment';

export function stackFromCommand(
  ctx: ApplyContext,
  ids: readonly string[],
  mayAct: (u: UnitState) => boolean,
  cannot: string,
  rule: string,
): UnitState[] {
  if (new Set(ids).size !== ids.length) fail('BAD_COMMAND', 'a unit is listed twice');
  const group = ids.map((id) => {
    const u = ownUnit(ctx, id);
    if (!mayAct(u)) fail('ILLEGAL_COMMAND', `${id} ${cannot}`, rule);
    return u;
  });
  const from = group[0]!.loc!;
  if (!group.every((u) => u.loc && sameLocation(u.loc, from))) fail('ILLEGAL_COMMAND', 'a moving stack starts in one Location', rule);
  loseHip(ctx, group, 'concealed', 'A12.3');
  return group;
}
