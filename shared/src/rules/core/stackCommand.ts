// The check every command that moves a stack begins with (move, level change, advance, sewer entry):
// the listed units are the sender's, each may act now, none is listed twice, and all start in one
// Location.
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { sameLocation } from '../../units/location';

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
  return group;
}
