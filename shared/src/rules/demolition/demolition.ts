// Demolition Charges (A23.7), as far as the seed rules need them (B8.5: a DC attack that rubbles a
// Sewer Location). In its MPh a Good Order Infantry unit carrying a DC places it, without entering,
// into an ADJACENT ground Location for the MF it would cost to enter it, or into the Sewer Location
// beneath its own Manhole Location (parameter `dcIntoSewerMf`, to confirm); the placer stays where it
// is and its move goes on (the DEFENDER is asked about Defensive First Fire as after any MF). The DC
// detonates as the ATTACKER's AFPh starts: an attack on the `dcFirepower` column of the IFT against
// everything in that Location, with its TEM (none in a Sewer Location, B8.3). Against a Sewer Location
// (treated as a stone building, B8.5) a KIA result is followed by a rubble dr: at or under
// `dcSewerRubbleDr` (to confirm) the Sewer Location is rubbled: every unit and SW in it is eliminated
// and no sewer movement may enter it again; the Manhole Location above is unaffected.
import { z } from 'zod';
import { fail } from '../../engine/errors';
import type { RollModifier } from '../../engine/events';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { revealIfSeen } from '../../units/concealment';
import { ground, type Location, sameLocation, sewer } from '../../units/location';
import { activity, readActivity } from '../activity';
import { applyResult } from '../fire/fire';
import { defaultIftResult, iftColumn, type IftResult, resultName } from '../fire/ift';
import { DFF_KIND } from '../decisions';
import { allowance, costToEnter } from '../movement/movement';
import { rubbleSewerLocation } from '../sewers/sewerCombat';
import { hasSewerLocation, readSewers, stackUnits, stacksOf } from '../sewers/sewerState';
import { seenByGoodOrderEnemy } from '../sight';

interface PlacedDc {
  readonly dc: string;
  readonly side: Side;
  readonly loc: Location;
}

interface DemolitionState {
  placed: PlacedDc[];
}

function readDemolition(state: GameState): DemolitionState {
  return (state.modules.demolition as DemolitionState | undefined) ?? { placed: [] };
}

function carriedDc(ctx: GameContext, state: GameState, u: UnitState): UnitState | undefined {
  return u.carries.map((id) => state.units[id]!).find((sw) => sw && !sw.eliminated && ctx.unitTypes.get(sw.type)?.id === 'dc');
}

function mfLeft(state: GameState, u: UnitState): number {
  const group = Object.values(state.units).filter((g) => g.side === u.side && !g.eliminated && g.loc && u.loc && sameLocation(g.loc, u.loc));
  return allowance(u, group) - (readActivity(state).mf[u.id] ?? 0);
}

/** Where `u` may place its DC now, with the MF each costs. */
function targets(ctx: GameContext, state: GameState, u: UnitState): { target: string; loc: Location; mf: number }[] {
  const a = readActivity(state);
  if (u.eliminated || !u.loc || u.loc.place !== 'ground' || !isInfantry(u.kind) || u.status.broken || u.status.pinned || a.done[u.id] || a.fired[u.id]) return [];
  if (!carriedDc(ctx, state, u)) return [];
  const left = mfLeft(state, u);
  const out: { target: string; loc: Location; mf: number }[] = [];
  const here = ctx.map.byName(u.loc.hex)!;
  const intoSewer = (ctx.params.dcIntoSewerMf as number | undefined) ?? 1;
  if (hasSewerLocation(ctx, here.name) && !readSewers(state).rubbled.includes(here.name) && intoSewer <= left) out.push({ target: 'beneath', loc: sewer(here.name), mf: intoSewer });
  for (const h of neighbours(here.hex)) {
    const cell = ctx.map.at(h);
    if (!cell) continue;
    const cost = costToEnter(ctx, here.name, cell.name);
    if (cost !== undefined && cost <= left) out.push({ target: cell.name, loc: ground(cell.name), mf: cost });
  }
  return out;
}

const PlaceDcSchema = z.strictObject({ type: z.literal('placeDC'), unit: z.string().max(12), target: z.string().max(12) });

const placeDC: CommandHandler<z.infer<typeof PlaceDcSchema>> = {
  type: 'placeDC',
  schema: PlaceDcSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (state.status !== 'playing' || state.phase !== 'MPh' || state.attacker !== side || state.pending) return [];
    return Object.values(state.units)
      .filter((u) => u.side === side)
      .map((u) => ({ u, t: targets(ctx, state, u) }))
      .filter((x) => x.t.length)
      .map(({ u, t }) => ({ type: 'placeDC', label: `${u.id} places a DC`, rule: 'A23.7', choices: { unit: u.id, from: u.loc!.hex, targets: t.map((x) => x.target) } }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'MPh') fail('WRONG_PHASE', 'a DC is placed in the MPh', 'A23.7');
    if (state.attacker !== side) fail('NOT_YOUR_TURN', 'only the ATTACKER places a DC', 'A23.7');
    const u = state.units[cmd.unit];
    if (!u || u.side !== side) fail('NOT_YOUR_UNIT', `you have no unit ${cmd.unit}`);
    const dc = carriedDc(ctx, state, u);
    if (!dc) fail('ILLEGAL_COMMAND', `${u.id} carries no DC`, 'A23.7');
    const t = targets(ctx, state, u).find((x) => x.target === (cmd.target === 'beneath' ? 'beneath' : ctx.map.byName(cmd.target)?.name));
    if (!t) fail('ILLEGAL_LOCATION', `${u.id} cannot place a DC into ${cmd.target} now (Good Order, unmoved out, enough MF, an ADJACENT Location or the Sewer Location beneath)`, 'A23.7');
    const a = activity(state);
    a.mf[u.id] = (a.mf[u.id] ?? 0) + t.mf;
    a.moved[u.id] = true;
    a.nonAssault[u.id] = true;
    u.carries = u.carries.filter((id) => id !== dc.id);
    const d: DemolitionState = readDemolition(state);
    d.placed.push({ dc: dc.id, side, loc: t.loc });
    state.modules.demolition = d;
    // placing in view of a Good Order enemy costs the placer its "?" (A12.14)
    for (const e of revealIfSeen(state, u, () => seenByGoodOrderEnemy(ctx, state, u))) ctx.emit(e);
    ctx.emit({ type: 'dcPlaced', audience: side, data: { unit: u.id, dc: dc.id, loc: { ...t.loc }, mf: t.mf, rule: 'A23.7' } });
    ctx.emit({ type: 'dcPlaced', audience: otherSide(side), data: { loc: { ...t.loc }, rule: 'A23.7' } });
    state.pending = { side: otherSide(side), kind: DFF_KIND, rule: 'A8.1', options: [{ target: u.loc!.hex }], context: { target: u.loc!.hex } };
  },
  sample(entry, random) {
    const t = entry.choices!.targets as string[];
    return { type: 'placeDC', unit: entry.choices!.unit as string, target: t[Math.floor(random() * t.length)]! };
  },
};

function detonate(ctx: ApplyContext, p: PlacedDc): void {
  const { state } = ctx;
  const fp = (ctx.params.dcFirepower as number | undefined) ?? 30;
  const column = iftColumn(fp, ctx.params.iftColumns as number[] | undefined);
  const inSewer = p.loc.place === 'sewer';
  const mods: RollModifier[] = [];
  const cell = ctx.map.byName(p.loc.hex)!;
  if (!inSewer && cell.terrain.tem) mods.push({ name: `TEM ${cell.spec.terrain}`, value: cell.terrain.tem, rule: cell.terrain.rule });
  const where = inSewer ? `the Sewer Location beneath ${p.loc.hex}` : p.loc.hex;
  ctx.emit({ type: 'dcAttack', audience: 'all', data: { loc: { ...p.loc }, fp, column, rule: 'A23.7' } });
  const r = ctx.roll({ kind: 'DR', purpose: `DC attack on ${where} (${column} FP column)`, rule: 'A23.7', modifiers: mods, audience: 'all' });
  const table = ctx.params.iftResult as ((column: number, dr: number) => IftResult) | undefined;
  const result = (table ?? defaultIftResult)(column, r.final);
  ctx.emit({ type: 'fireResult', audience: 'all', data: { target: where, result: resultName(result), rule: 'A23.7' } });
  const victims = inSewer
    ? stacksOf(state).filter((s) => s.hex === p.loc.hex).flatMap((s) => stackUnits(state, s))
    : Object.values(state.units).filter((e) => !e.eliminated && e.loc && sameLocation(e.loc, p.loc));
  // units of either side in the Location are attacked (a DC does not choose)
  for (const side of ['A', 'B'] as const) {
    const mine = victims.filter((v) => v.side === side);
    if (mine.length) applyResult(ctx, mine, p.loc.hex, result, inSewer);
  }
  if (inSewer && result.kind === 'KIA') {
    const max = (ctx.params.dcSewerRubbleDr as number | undefined) ?? 1;
    const d = ctx.roll({ kind: 'dr', purpose: `rubble dr for the Sewer Location beneath ${p.loc.hex} (as a stone building)`, rule: 'B8.5', audience: 'all' });
    if (d.final <= max) rubbleSewerLocation(ctx, p.loc.hex);
  }
}

export const demolitionModule: RuleModule = {
  id: 'demolition',
  rules: ['A23.7', 'B8.5'],
  commands: [placeDC],
  init: (): DemolitionState => ({ placed: [] }),
  onPhaseStart(ctx) {
    if (ctx.state.phase !== 'AFPh') return;
    const d = readDemolition(ctx.state);
    const mine = d.placed.filter((p) => p.side === ctx.state.attacker);
    ctx.state.modules.demolition = { placed: d.placed.filter((p) => p.side !== ctx.state.attacker) } satisfies DemolitionState;
    for (const p of mine) {
      const dc = ctx.state.units[p.dc];
      if (dc) dc.eliminated = true; // a DC is used up by its attack
      detonate(ctx, p);
    }
  },
};
