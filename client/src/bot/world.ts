// What the bot knows when it decides: its seat's view, the public map and the public scenario (its
// victory hexes, its own order of battle, the unit types' printed values). Nothing else: enemy units are
// known only as the view shows them (revealed units and "?" markers, never their count under a "?").
import { distance } from '@hexfog/shared/hex/index';
import { type GameMap, groundLevel, lineOfSight, type MapHex } from '@hexfog/shared/map/index';
import type { UnitTypeSummary, View, ViewUnit } from '@hexfog/shared/protocol/index';
import { attackGoals } from './goals';

/** The public facts of a scenario the bot plans with (shared/data/scenarios: what every player may read). */
export interface BotScenario {
  readonly id: string;
  /** A26: the side that must Control `count` of `hexes` at the end; the other side wins otherwise. */
  readonly victory: { readonly side: 'A' | 'B'; readonly hexes: readonly string[]; readonly count: number };
  /** Unit types whose units may set up concealed (the OOB's `concealed`, A12.12). */
  readonly concealable: ReadonlySet<string>;
  /** The unit types' printed values (FP, range, morale). */
  readonly types: ReadonlyMap<string, UnitTypeSummary>;
}

/** Where the enemy may be: a revealed unit or a "?" stack (its contents unknown). */
export interface EnemySighting {
  readonly hex: string;
  /** Known FP there (revealed units), 0 for a "?" alone. */
  readonly fp: number;
  readonly units: number;
  readonly concealed: boolean;
}

export class World {
  readonly me: 'A' | 'B';
  readonly mine: readonly ViewUnit[];
  readonly enemies: ReadonlyMap<string, EnemySighting>;
  /** The victory hexes in the map's own names. */
  readonly objectives: readonly string[];
  readonly attacking: boolean;

  constructor(
    readonly view: View,
    readonly map: GameMap,
    readonly scenario: BotScenario,
  ) {
    this.me = view.viewer === 'B' ? 'B' : 'A';
    this.mine = view.units.filter((u) => u.side === this.me && !u.eliminated);
    this.objectives = scenario.victory.hexes.map((h) => map.byName(h)?.name ?? h);
    this.attacking = scenario.victory.side === this.me;
    this.enemies = sightings(view, this.me, (t) => scenario.types.get(t)?.firepower ?? 0);
  }

  cell(hex: string): MapHex | undefined {
    return this.map.byName(hex.split('/')[0]!);
  }

  /** Hex distance between two hex names ("hex/level" allowed); far when either is off the map. */
  dist(a: string, b: string): number {
    const x = this.cell(a);
    const y = this.cell(b);
    return x && y ? distance(x.hex, y.hex) : 99;
  }

  /** Terrain Effects Modifier of the hex (A7.? TEM, B23.3 buildings): cover for whoever stands in it. */
  tem(hex: string): number {
    return this.cell(hex)?.terrain.tem ?? 0;
  }

  unit(id: string): ViewUnit | undefined {
    return this.view.units.find((u) => u.id === id);
  }

  firepower(id: string): number {
    const u = this.unit(id);
    return u ? (this.scenario.types.get(u.type)?.firepower ?? 0) : 0;
  }

  range(id: string): number {
    const u = this.unit(id);
    return u ? (this.scenario.types.get(u.type)?.range ?? 0) : 0;
  }

  /** Own Good Order Infantry (not dummies) in a hex: what Controls it (A26.1). */
  holders(hex: string): ViewUnit[] {
    const name = this.cell(hex)?.name ?? hex;
    return this.mine.filter((u) => u.loc?.hex === name && !u.broken && u.kind !== 'dummy' && u.kind !== 'sw');
  }

  /** The nearest enemy sighting's distance from a hex (99 when none is seen). */
  enemyDistance(hex: string): number {
    let best = 99;
    for (const e of this.enemies.values()) best = Math.min(best, this.dist(hex, e.hex));
    return best;
  }

  /**
   * The objectives still to take (attacker: those none of its Good Order units holds, the ones it
   * goes for, goals.ts) or to hold (defender: all of them); the bot heads for the nearest.
   */
  goals(): string[] {
    if (this.goalsMemo) return this.goalsMemo;
    const open = this.objectives.filter((h) => this.holders(h).length === 0 && !this.controlled.has(h));
    this.goalsMemo = !open.length ? [...this.objectives] : this.attacking ? attackGoals(this, open) : open;
    return this.goalsMemo;
  }

  private goalsMemo: string[] | undefined;

  /** The victory hexes the bot believes it Controls (policy/control.ts: its own account, A26.11). */
  controlled: ReadonlySet<string> = new Set();

  believeControlled(hexes: ReadonlySet<string>): void {
    this.controlled = hexes;
    this.goalsMemo = undefined;
  }

  /**
   * How many seen enemy stacks that can fire (a revealed Good Order unit or a "?") have a clear LOS
   * (A6, from the public map) to the hex within `reach` hexes: where a move would draw Defensive Fire.
   */
  exposure(hex: string, reach = 6): number {
    const to = this.cell(hex);
    if (!to) return 0;
    let n = 0;
    for (const e of this.enemies.values()) {
      if (e.fp <= 0 && !e.concealed) continue;
      const from = this.cell(e.hex);
      if (!from || distance(from.hex, to.hex) > reach) continue;
      const los = lineOfSight(this.map, { hex: from.hex, level: groundLevel(from) + 1 }, { hex: to.hex, level: groundLevel(to) + 1 });
      if (los.clear) n++;
    }
    return n;
  }

  /** Own units (not support weapons) in a hex. */
  ownIn(hex: string): number {
    const name = this.cell(hex)?.name ?? hex;
    return this.mine.filter((u) => u.loc?.hex === name && u.kind !== 'sw').length;
  }

  /** Distance from a hex to the nearest of `hexes`. */
  nearest(hex: string, hexes: readonly string[]): number {
    let best = 99;
    for (const h of hexes) best = Math.min(best, this.dist(hex, h));
    return best;
  }
}

function sightings(view: View, me: 'A' | 'B', fpOf: (type: string) => number): Map<string, EnemySighting> {
  const out = new Map<string, EnemySighting>();
  const add = (hex: string, fp: number, concealed: boolean) => {
    const was = out.get(hex);
    out.set(hex, {
      hex,
      fp: (was?.fp ?? 0) + fp,
      units: (was?.units ?? 0) + (concealed ? 0 : 1),
      concealed: (was?.concealed ?? false) || concealed,
    });
  };
  for (const u of view.units)
    if (u.side !== me && !u.eliminated && u.loc && !u.hidden) add(u.loc.hex, u.broken || u.concealed ? 0 : fpOf(u.type), u.concealed);
  for (const m of view.markers) if (m.side !== me && m.kind === 'concealed') add(m.loc.hex, 0, true);
  return out;
}
