// Concealment during play (A12). Gaining it (A12.12: "only at the end of its own Player Turn"): as
// the CCPh ends, every Good Order Infantry unit of the side whose Player Turn it is, in Concealment
// Terrain, that no unbroken enemy ground unit can see (A12.1: "which includes Dummies") gains a "?"
// (players in ASL may decline; the engine always takes it, which only ever hides more); the opponent
// learns only that the Location now shows a "?". Counting the enemy's dummies also keeps a gain from
// telling its side that an enemy "?" in view is only a dummy. Losing it (A12.14): a unit that moves into a hex
// outside Concealment Terrain, or places a DC, in view of a Good Order enemy unit loses its "?" (the
// onEnter hook after each MF expenditure), unless the entry lifts it (EntryConsequence 'concealmentLoss').
// Marsh (B16): whether it is Concealment Terrain is the parameter `marshConcealmentTerrain` (./params.ts).
// It is not Open Ground (B16.3), but entering it takes all the MF (B16.4), which is never Assault Movement
// (A4.61: "without using all of its MF"), so in view it costs the "?" all the same (A12.14: "uses
// Non-Assault Movement").
import type { EnterEvent } from '../../engine/entry';
import type { ApplyContext, GameContext, RuleModule } from '../../engine/module';
import { otherSide, type UnitState } from '../../engine/state';
import { isInfantry } from '../../units/catalog';
import { copyLocation, locationKey } from '../../units/location';
import { revealIfSeen } from '../core/concealment';
import { losBetween, seenByGoodOrderEnemy } from '../core/sight';
import { phaseActs, phasingSide } from '../../engine/turn';
import { ConcealmentParams } from './params';

/** Marsh and its drier form, mudflats (B16.7: "All marsh rules apply except where modified"). */
const MARSH: ReadonlySet<string> = new Set(['marsh', 'mudflats']);

/** A12.12: whether the hex is Concealment Terrain ("listed in red"), marsh by the ruleset's parameter. */
function concealmentTerrain(ctx: GameContext, hex: string): boolean {
  const cell = ctx.map.byName(hex);
  if (!cell) return false;
  return cell.terrain.concealmentTerrain || (MARSH.has(cell.spec.terrain) && ConcealmentParams.of(ctx).marshConcealmentTerrain);
}

/** A12.14: entering the hex exposes a "?" in view: outside Concealment Terrain, and an all-MF terrain (marsh) always (its entry is Non-Assault Movement). */
function exposing(ctx: GameContext, hex: string): boolean {
  return !!ctx.map.byName(hex)?.terrain.allMf || !concealmentTerrain(ctx, hex);
}

/** A12.12: in LOS of an unbroken enemy ground unit, dummies included (A12.1), at any range. */
export function seenByEnemy(ctx: ApplyContext, u: UnitState): boolean {
  const loc = u.loc;
  if (!loc) return false;
  return Object.values(ctx.state.units).some(
    (e) =>
      e.side !== u.side &&
      !e.eliminated &&
      e.loc &&
      !ctx.locations.underground(e.loc) &&
      !e.status.broken &&
      (e.kind === 'dummy' || isInfantry(e.kind)) &&
      losBetween(ctx, e.loc, loc).clear,
  );
}

function onEnter(ctx: ApplyContext, e: EnterEvent): void {
  // B27.54: "Units may use Non-Assault Movement between connecting trenches without loss of concealment"
  if (e.exempt?.includes('concealmentLoss')) return;
  const exposed = ((e.purpose === 'move' || e.purpose === 'rout') && e.entered && exposing(ctx, e.to.hex)) || e.purpose === 'dcPlacement';
  if (!exposed) return;
  // whether a unit is in view depends on its Location and side alone (a "?" lost changes no enemy): asked
  // once per Location of the group, not once per enemy unit revealIfSeen considers (each a scan of every enemy's LOS)
  const seen = new Map<string, boolean>();
  const inView = (u: UnitState) => {
    const key = `${locationKey(u.loc!)}#${u.loc!.position ?? ''}`;
    let v = seen.get(key);
    if (v === undefined) seen.set(key, (v = seenByGoodOrderEnemy(ctx, ctx.state, u)));
    return v;
  };
  for (const u of e.group) for (const ev of revealIfSeen(ctx.state, u, () => inView(u))) ctx.emit(ev);
}

export const concealmentModule: RuleModule = {
  id: 'concealment',
  rules: ['A12.12', 'A12.14', 'B16.3'],
  params: ConcealmentParams.schema,
  onEnter,
  onPhaseEnd(ctx) {
    if (!phaseActs(ctx, ctx.state, 'closeCombat')) return;
    const own = phasingSide(ctx.state);
    // whether a Location is seen depends on the Location alone here (one side's units, the enemy's
    // unchanged by gaining "?"): asked once per Location, not once per unit of a stack
    const seen = new Map<string, boolean>();
    for (const u of Object.values(ctx.state.units)) {
      if (
        u.side !== own ||
        u.eliminated ||
        !u.loc ||
        ctx.locations.underground(u.loc) ||
        u.status.concealed ||
        u.status.hidden || // A12.3: hidden is "the equal of concealment": it has nothing to gain, and a "?" shown would betray it
        u.status.broken ||
        !isInfantry(u.kind)
      )
        continue;
      if (!concealmentTerrain(ctx, u.loc.hex)) continue;
      const key = `${locationKey(u.loc)}#${u.loc.position ?? ''}`; // the position too: LOS from beneath a counter differs (B27.2)
      let inView = seen.get(key);
      if (inView === undefined) seen.set(key, (inView = seenByEnemy(ctx, u)));
      if (inView) continue;
      u.status.concealed = true;
      ctx.emit({ type: 'concealmentGained', audience: u.side, data: { unit: u.id, loc: copyLocation(u.loc), rule: 'A12.12' } });
      ctx.emit({ type: 'concealmentGained', audience: otherSide(u.side), data: { loc: copyLocation(u.loc), rule: 'A12.12' } });
    }
  },
};
