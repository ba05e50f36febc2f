// The entrenchments module (ASL B27): foxholes, trenches and A-T Ditches. The counters are the core
// fortification record (rules/core/fortifications.ts); this module places them in the secret setup
// within each side's OB allowance (placement.ts), digs foxholes in the PFPh (entrenching.ts, B27.11, and
// the TI it leaves), gives units beneath their TEM (tem.ts, B27.3), keeps vehicles and Guns out as the
// rules say (vehicles.ts), and shows each side its allowance (view.ts). B27.2's LOS from beneath is in
// the core (rules/core/sight.ts `losBetween`); B27.13's TEM per position in core `iftAttack`.
// Movement: the positions it owns (positions.ts: beneath a foxhole, trench, A-T Ditch or sangar, inside
// a pillbox or bunker, Crest status) and what entering them costs (movementCosts.ts: B27.4, B27.41,
// B27.44, B27.56, B30.4-B30.6), connected trenches and bunkers (trenches.ts: B27.54, B30.8, and the
// FFMO/FFNAM they cancel, B27.42), lower-level Locations (lowerLevel.ts: B27.6, with the Control it
// records), Crest status (crest.ts: B20.9 as far as B27.6 reads it), capacity per side (capacity.ts).
// Each hook is a list calling the files' functions.
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { ApplyContext, GameContext, RuleModule } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState, UnitState } from '../../engine/state';
import { BENEATH } from '../../units/location';
import { FortificationScenarioRules, readFortifications } from '../core/fortifications';
import { emptyEntrenchments, endTi, entrenchCommand, entrenchingModifiers, newPhase, tiEntry } from './entrenching';
import { EntrenchmentParams, EntrenchmentScenarioRules } from './params';
import { capacityOf } from './capacity';
import {
  beneathCount,
  entrenchmentAt,
  fitsBeneath,
  placeEntrenchment,
  removeEntrenchment,
  setUpBeneathCommand,
  terrainForbids,
} from './placement';
import { entrenchmentTem } from './tem';
import { vehicleEntry } from './vehicles';
import { entrenchmentsView } from './view';
import { EntrenchmentCapacityParams } from './capacity';
import { recordControl } from './lowerLevel';
import { entrenchmentEntryCost, entrenchmentPositionsIn } from './movementCosts';
import { ENTRENCHMENT_POSITIONS } from './positions';
import { trenchModifiers } from './trenches';

function modifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  return [...(q.kind === 'ift' ? entrenchmentTem(state, q) : []), ...entrenchingModifiers(ctx, q), ...trenchModifiers(ctx, state, q)];
}

function entryCost(ctx: GameContext, state: GameState, q: EntryQuery): readonly EntryEffect[] {
  // asked for every destination of every stack in a legal(): a group with no TI unit, vehicle or Gun (nearly every one) has only the positions' costs
  if (!q.units.some(tiOrHeavy)) return entrenchmentEntryCost(ctx, state, q);
  const ti = tiEntry(q);
  const vehicles = vehicleEntry(ctx, state, q);
  const positions = entrenchmentEntryCost(ctx, state, q);
  return ti.length || vehicles.length ? [...ti, ...vehicles, ...positions] : positions;
}

/** A unit tiEntry or vehicleEntry has something to say about (A4.8, B27.1, B27.43, B27.52, B27.55, B27.56). */
const tiOrHeavy = (u: UnitState): boolean => !!u.status.ti || u.kind === 'vehicle' || u.kind === 'gun';

/** The scenario's fixed entrenchments obey B27.1 (terrain), B27.12 (one foxhole counter) and B27.51 (one trench, never with a foxhole). */
function checkFixed(ctx: GameContext): void {
  const seen = new Set<string>();
  for (const f of FortificationScenarioRules.of(ctx).fortifications) {
    if (f.kind !== 'foxhole' && f.kind !== 'trench' && f.kind !== 'atDitch') continue;
    const hex = ctx.map.byName(f.hex)?.name ?? f.hex;
    const why = terrainForbids(ctx, hex);
    if (why) throw new Error(`scenario ${ctx.scenario.id}: a ${f.kind} in ${f.hex}: ${why} (B27.1)`);
    if (seen.has(hex)) throw new Error(`scenario ${ctx.scenario.id}: two entrenchment counters in ${f.hex} (B27.12, B27.51)`);
    seen.add(hex);
  }
}

function invariants(ctx: GameContext, state: GameState): string[] {
  const out: string[] = [];
  const hexes = new Map<string, number>();
  for (const f of readFortifications(state).counters)
    if (f.kind === 'foxhole' || f.kind === 'trench' || f.kind === 'atDitch') hexes.set(f.hex, (hexes.get(f.hex) ?? 0) + 1);
  for (const [hex, n] of hexes) if (n > 1 && state.status !== 'setup') out.push(`${hex} has ${n} entrenchment counters (B27.12, B27.51)`);
  for (const u of Object.values(state.units)) {
    if (u.eliminated || u.loc?.position !== BENEATH) continue;
    const f = entrenchmentAt(state, u.loc.hex);
    const sangar = readFortifications(state).counters.some((c) => c.hex === u.loc!.hex && c.kind === 'sangar');
    if (!f && !sangar) out.push(`${u.id} is beneath no counter in ${u.loc.hex}`);
    else if (f && !fitsBeneath(ctx, beneathCount(state, f.hex, u.side), f))
      out.push(
        `${u.side}'s units beneath the ${f.kind} in ${f.hex} exceed ${capacityOf(ctx, f).squads} squads and ${capacityOf(ctx, f).smc} SMC (B27.12)`,
      );
  }
  return [...new Set(out)];
}

export const entrenchmentsModule: RuleModule = {
  id: 'entrenchments',
  rules: [
    ...[
      'B27.1',
      'B27.11',
      'B27.12',
      'B27.13',
      'B27.2',
      'B27.3',
      'B27.4',
      'B27.41',
      'B27.42',
      'B27.43',
      'B27.44',
      'B27.5',
      'B27.51',
      'B27.52',
      'B27.53',
      'B27.54',
      'B27.55',
      'B27.56',
      'B27.6',
      'A4.8',
    ],
    ...['B20.9', 'B20.91', 'B20.93', 'B30.4', 'B30.41', 'B30.42', 'B30.44', 'B30.6', 'B30.8', 'F8.1', 'F8.3'],
  ],
  commands: [placeEntrenchment, removeEntrenchment, setUpBeneathCommand, entrenchCommand],
  positions: ENTRENCHMENT_POSITIONS,
  positionsIn: entrenchmentPositionsIn,
  params: EntrenchmentParams.schema.extend(EntrenchmentCapacityParams.schema.shape),
  scenarioRules: EntrenchmentScenarioRules.schema,
  init(ctx) {
    checkFixed(ctx);
    return emptyEntrenchments();
  },
  modifiers,
  entryCost,
  onPhaseStart: (ctx: ApplyContext) => newPhase(ctx),
  onPhaseEnd: (ctx: ApplyContext) => endTi(ctx),
  onEnter: recordControl,
  view: entrenchmentsView,
  invariants,
};
