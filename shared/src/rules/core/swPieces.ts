// What the core knows of a support weapon's counter beyond its possessor, for every rule that reads it:
// whether it is dismantled (A9.8: "dm"; the supportWeapons module dismantles and assembles it; B21.41
// fording and the portage of every move, B8.4 and B8.61 included, read it here), and the SW lying
// unpossessed in a Location (A4.44: the SW of an eliminated possessor stay there; the supportWeapons
// module recovers them). Kept under state.modules.swPieces, so no rule area reads another's state.
import type { ApplyContext, GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState, UnitState } from '../../engine/state';
import { copyLocation, type Location } from '../../units/location';

export interface LyingSw {
  readonly loc: Location;
  /**
   * Its possessor was concealed, hidden or out of the enemy's sight when it was eliminated: the other
   * side never learned of that elimination (core/morale.ts `resultAudience`), so it is not shown the SW
   * either until one of its units is in that Location.
   */
  readonly unseen: boolean;
}

export interface SwPieces {
  /** A9.8: SW counters on their dismantled (dm) side. */
  dismantled: Record<string, true>;
  /** A4.44: SW lying unpossessed, by SW id. */
  lying: Record<string, LyingSw>;
}

const KEY = 'swPieces';
const empty = (): SwPieces => ({ dismantled: {}, lying: {} });

export function readSwPieces(state: GameState): SwPieces {
  return readModuleState(state, KEY, empty);
}

export function swPieces(state: GameState): SwPieces {
  return moduleState(state, KEY, empty);
}

/** A9.8: the SW counter is on its dm side. */
export function isDismantled(state: GameState, swId: string): boolean {
  return !!readSwPieces(state).dismantled[swId];
}

/** A4.43, A9.8: the PP of a SW as it is now: its dm side's when dismantled (`dmPortage`), else its own. */
export function portageOf(ctx: GameContext, state: GameState, sw: UnitState): number {
  const t = ctx.unitTypes.get(sw.type);
  if (!t) return 0;
  return isDismantled(state, sw.id) ? (t.dmPortage ?? t.portage ?? 0) : (t.portage ?? 0);
}

/** A4.44: the SW lying unpossessed in a Location, if `swId` is one. */
export function lyingAt(state: GameState, swId: string): LyingSw | undefined {
  return readSwPieces(state).lying[swId];
}

/**
 * A4.44: the SW `u` carried stay in its Location, unpossessed, as it is eliminated (none when it has no
 * Location). Returns their ids (a pushed Gun is not one). The event is the owner's alone.
 */
export function leaveCarried(ctx: ApplyContext, u: UnitState, unseen: boolean): string[] {
  if (!u.loc) return [];
  const left: string[] = [];
  const p = swPieces(ctx.state);
  const lying = { ...p.lying };
  for (const id of u.carries) {
    const sw = ctx.state.units[id];
    if (sw?.kind !== 'sw' || sw.eliminated) continue;
    lying[id] = { loc: copyLocation(u.loc), unseen };
    left.push(id);
    ctx.emit({
      type: 'swLeft',
      audience: u.side,
      data: { unit: sw.id, type: sw.type, carriedBy: u.id, loc: copyLocation(u.loc), rule: 'A4.44' },
    });
  }
  p.lying = lying;
  return left;
}
