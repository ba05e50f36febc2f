// Support weapons (A9): SW machine guns fire with or through their possessor (A9.1, A9.11), keep
// firing by their Multiple ROF (A9.2), break down on their B# and are repaired in the RPh (A9.7,
// A9.72), are dismantled and assembled (A9.8, dismantle.ts), lie in the Location of an eliminated
// possessor and are recovered there, the enemy's captured (A4.44, A21.1, recovery.ts) and used with
// the captured penalties (A21.11, A21.12, dice.ts). It reaches the fire module through hooks only
// (engine/module.ts `fireAs`: a malfunctioned or dm MG fires through nobody; `firepowerFactors`,
// `onFired`) and the core's `noInherentFire` unit condition; the dm side and the SW lying in a Location
// are the core's (core/swPieces.ts), so portage, fording and sewers read them without reading this module.
import type { GameContext, RuleModule, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { playerTurnBegins } from '../../engine/turn';
import type { LyingSwView, SupportWeaponsView } from '../../protocol/areas/supportWeapons/view';
import { copyLocation } from '../../units/location';
import { readSwPieces } from '../core/swPieces';
import { endRofPhase, onFired } from './dice';
import { assembleMg, dismantleMg } from './dismantle';
import { fireAs, firepowerFactors, mgType, possessorOf, unitConditions } from './mg';
import { SupportWeaponParams } from './params';
import { recoverSw, resetRecoveryAttempts } from './recovery';
import { repairMg } from './repair';
import { MODULE, readSw, sw } from './state';
import { lyingSeenBy, lyingSeenByPublic } from './visibility';

/** May `viewer` see the markers of a SW of `side` (its own side's only: what a unit carries is its owner's business)? */
const owns = (viewer: Viewer, side: string) => viewer.kind === 'replay' || (viewer.kind === 'side' && viewer.side === side);

function ownIds(state: GameState, viewer: Viewer, ids: readonly string[], keep: (id: string) => boolean): string[] {
  return ids
    .filter((id) => {
      const w = state.units[id];
      return !!w && !w.eliminated && owns(viewer, w.side) && keep(id);
    })
    .sort();
}

/** A4.44: the SW lying unpossessed the viewer may see (visibility.ts). */
function lyingView(ctx: GameContext, state: GameState, viewer: Viewer): LyingSwView[] {
  const pieces = readSwPieces(state);
  const out: LyingSwView[] = [];
  for (const [id, l] of Object.entries(pieces.lying).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const w = state.units[id];
    if (!w || w.eliminated) continue;
    const seen =
      viewer.kind === 'replay' || (viewer.kind === 'side' ? lyingSeenBy(ctx, state, id, viewer.side) : lyingSeenByPublic(ctx, state, id));
    if (!seen) continue;
    const v: { -readonly [K in keyof LyingSwView]: LyingSwView[K] } = { unit: id, type: w.type, side: w.side, loc: copyLocation(l.loc) };
    if (pieces.dismantled[id] && owns(viewer, w.side)) v.dismantled = true;
    out.push(v);
  }
  return out;
}

function view(ctx: GameContext, state: GameState, viewer: Viewer): SupportWeaponsView | undefined {
  const s = readSw(state);
  const pieces = readSwPieces(state);
  const out: { -readonly [K in keyof SupportWeaponsView]: SupportWeaponsView[K] } = {};
  const malfunctioned = ownIds(state, viewer, Object.keys(s.malfunctioned), (id) => !!mgType(ctx, state.units[id]!));
  if (malfunctioned.length) out.malfunctioned = malfunctioned;
  const dismantled = ownIds(state, viewer, Object.keys(pieces.dismantled), () => true);
  if (dismantled.length) out.dismantled = dismantled;
  const captured = ownIds(state, viewer, Object.keys(s.captured ?? {}), () => true);
  if (captured.length) out.captured = captured;
  const lying = lyingView(ctx, state, viewer);
  if (lying.length) out.lying = lying;
  return Object.keys(out).length ? out : undefined;
}

export const supportWeaponsModule: RuleModule = {
  id: MODULE,
  rules: ['A9.1', 'A9.11', 'A9.2', 'A9.7', 'A9.72', 'A9.8', 'A4.44', 'A21.1', 'A21.11', 'A21.12', 'A7.352'],
  params: SupportWeaponParams.schema,
  commands: [repairMg, dismantleMg, assembleMg, recoverSw],
  fireAs,
  firepowerFactors,
  onFired,
  unitConditions,
  view,
  onPhaseStart(ctx) {
    const s = readSw(ctx.state);
    if (s.repairTried) delete sw(ctx.state).repairTried;
    resetRecoveryAttempts(ctx);
    if (playerTurnBegins(ctx, ctx.state) && (Object.keys(s.firedBy).length || Object.keys(s.rofKept).length)) {
      const w = sw(ctx.state);
      w.firedBy = {};
      w.rofKept = {};
    }
  },
  onPhaseEnd: endRofPhase,
  invariants(ctx, state) {
    const out: string[] = [];
    for (const id of Object.keys(readSw(state).malfunctioned))
      if (!state.units[id] || !mgType(ctx, state.units[id]!)) out.push(`${id} is malfunctioned but is no SW MG`);
    for (const id of Object.keys(readSwPieces(state).lying)) {
      const w = state.units[id];
      if (w?.kind !== 'sw') out.push(`${id} lies in a Location but is no SW`);
      else if (possessorOf(state, id)) out.push(`${id} lies in a Location and is possessed`);
    }
    return out;
  },
};
