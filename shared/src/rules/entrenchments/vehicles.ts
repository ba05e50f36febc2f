// Vehicles and 5/8" counters and entrenchments (B27.1, B27.43, B27.51, B27.52, B27.55, B27.56), through
// the `entryCost` hook, for entry queries whose units include vehicles or Guns. How far vehicles exist in
// the engine: a unit kind and the catalog's `chassis` (tracked, halftrack, wheeled); no module moves a
// vehicle yet (no MP, VCA, Start MP, Bog, bridges, HD), so these answers are what vehicle movement will
// get when it comes, and what tests ask the core `entryCost` directly.
// - B27.43: a foxhole is no obstacle to fully-tracked vehicles; any other vehicle pays
//   `foxholeVehicleMp` more to enter a foxhole hex (the chart's value is lost). Cavalry does not exist.
// - B27.55: wheeled vehicles and halftracks may not enter a trench hex; a fully-tracked one enters at the
//   COT of the hex's other terrain, on top of the trench (never beneath), and "must chance a Bog DR"
//   (Bog does not exist in the engine: not rolled).
// - B27.56: no vehicle enters an unbridged A-T Ditch (bridging one is not modelled: none is bridged).
// - B27.52: a vehicle beneath a trench is HD (`hullDown`) and "may not ... expend a Start MP": it never
//   leaves the trench; B27.51: 5/8" counters "may not be removed from that trench counter during play".
// - B27.1: the only 5/8" counter beneath a foxhole is a mortar, which "may not enter/exit unless dm"
//   (dismantled: not modelled, so no Gun enters or leaves a foxhole during play).
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { BENEATH } from '../../units/location';
import { EntrenchmentParams } from './params';
import { entrenchmentAt } from './placement';
import { trenchLike } from './positions';

function fullyTracked(ctx: GameContext, u: UnitState): boolean {
  return ctx.unitTypes.get(u.type)?.chassis === 'tracked';
}

/** B27.52: a vehicle beneath a trench counter is Hull Down. */
export function hullDown(state: GameState, u: UnitState): boolean {
  if (u.kind !== 'vehicle' || u.eliminated || u.loc?.position !== BENEATH) return false;
  const f = entrenchmentAt(state, u.loc.hex);
  return !!f && trenchLike(f);
}

export function vehicleEntry(ctx: GameContext, state: GameState, q: EntryQuery): EntryEffect[] {
  const heavy = q.units.filter((u) => u.kind === 'vehicle' || u.kind === 'gun');
  if (!heavy.length) return [];
  const from = entrenchmentAt(state, q.from.hex);
  if (q.from.position === BENEATH && from) {
    return [
      trenchLike(from)
        ? {
            kind: 'forbid',
            reason: '5/8" counters stay beneath a trench during play (a vehicle there is HD and may not start)',
            rule: 'B27.52',
          }
        : { kind: 'forbid', reason: 'a mortar leaves a foxhole only dismantled', rule: 'B27.1' },
    ];
  }
  if (q.to.position === BENEATH)
    return [{ kind: 'forbid', reason: 'a vehicle or Gun is never put beneath an entrenchment during play', rule: 'B27.1' }];
  const vehicles = heavy.filter((u) => u.kind === 'vehicle');
  // the other side's hidden counter is not there for the mover (A12.33): its entry reveals it (hip/reveals.ts)
  const to = entrenchmentAt(state, q.to.hex, q.side);
  if (!vehicles.length || !to || q.from.hex === q.to.hex) return [];
  if (to.kind === 'atDitch')
    return [{ kind: 'forbid', reason: `no vehicle may enter the unbridged A-T Ditch in ${q.to.hex}`, rule: 'B27.56' }];
  const notTracked = vehicles.find((u) => !fullyTracked(ctx, u));
  if (to.kind === 'trench')
    return notTracked
      ? [
          {
            kind: 'forbid',
            reason: `${notTracked.id} is no fully-tracked vehicle: it may not enter the trench hex ${q.to.hex}`,
            rule: 'B27.55',
          },
        ]
      : [];
  if (to.kind === 'foxhole' && notTracked)
    return [{ kind: 'add', mf: EntrenchmentParams.of(ctx).foxholeVehicleMp, name: 'foxhole (vehicle)', rule: 'B27.43' }];
  return [];
}
