// When a fortification set up hidden comes on board (A12.33, our reading of A12.3's principle: hidden
// status ends when the enemy would see it), read after every command whichever module's command it was
// (RuleModule.afterCommand), so that no way into a Location is missed (a move, an advance, a rout's end,
// an emergence from a sewer, a tunnel or the sewer network): once play has begun,
//   - an enemy unit in its Location (on the ground of its hex, any position: a "?" too) sees it;
//   - a unit of its owner beneath it that is not hidden is seen in that position (on board or under a
//     "?": the "?" stands beneath the counter), so the counter is there for all to see.
// Each is one call of the core's seam, core/concealment.ts `revealFortification`. A unit beneath it
// losing HIP is revealed by loseHip itself, before its own event names the position; a rout passing
// through its hex by rout's walk (rules/rout/rout.ts).
import type { ApplyContext } from '../../engine/module';
import type { UnitState } from '../../engine/state';
import { BENEATH } from '../../units/location';
import { revealFortification } from '../core/concealment';
import { type Fortification, hiddenFortifications } from '../core/fortifications';

const inHex = (u: UnitState, f: Fortification) => !u.eliminated && u.loc?.hex === f.hex && u.loc.place === 'ground';

/** The afterCommand hook: each hidden counter an enemy unit is in the Location of, or a unit of its owner is seen beneath. */
export function revealSeenFortifications(ctx: ApplyContext): void {
  if (ctx.state.status !== 'playing') return;
  // after every command of every match: nothing to read in the (usual) match without hidden counters
  const hidden = hiddenFortifications(ctx.state);
  if (!hidden.length) return;
  const units = Object.values(ctx.state.units);
  for (const f of hidden) {
    if (units.some((u) => u.side !== f.side && inHex(u, f))) revealFortification(ctx, f, 'enemyEntered');
    // no enemy unit is in its hex here: every unit there is its owner's
    else if (units.some((u) => inHex(u, f) && u.loc!.position === BENEATH && !u.status.hidden)) revealFortification(ctx, f, 'unitSeen');
  }
}
