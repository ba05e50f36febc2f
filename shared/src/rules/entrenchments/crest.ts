// Crest status (B20.9), as far as B27.6 reads it, and the elevation of a Location B27.6 compares.
// A Depression hex (gully B19, stream B20; the engine has no fords or bridges, so every one allows
// Crest status, B20.9) is one level below its ground: a unit IN it is "one level lower than it would be
// if the gully were not present" (B19.2), and so are fortifications in it (B20.97: "assumed to be IN
// the Depression"). A unit in Crest status (position 'crest') is at the ground level of the hex.
// What is built: entering Crest status from outside the Depression for one MF less than the COT
// (B20.91: a gully's 2, B19.4, less one; a shallow stream's 3, B20.42, less one), claiming it in the hex (two MF in the MPh; in the APh by staying), leaving it for the hex's
// COT (B20.93 "as if entering it from an adjacent non-Depression hex") or straight to a non-Depression
// hex for one MF + COT (B20.93 "as if they were leaving a foxhole"); never from one Crest status to
// another (B20.93), never from or to a position beneath a counter (B27.6 "non-Crest-status"), never by
// a routing unit (B20.91 Good Order; B20.96). Not built: the Crest counter's three protected hexsides
// (B20.91-.92: which side of the Depression, TEM, LOS), so leaving toward "the same side" is not
// checked, and the one MF spent out of Crest status before the next hex is not a separate Defensive
// First Fire opportunity (B20.93 EX).
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { GameContext } from '../../engine/module';
import type { Location } from '../../units/location';
import { terrainCost } from '../core/entryCost';
import { CREST } from './positions';

/** A Depression hex Crest status may be claimed in (B20.9): IN it is a level below its ground. */
export function isDepression(ctx: GameContext, hex: string): boolean {
  const t = ctx.map.byName(hex)?.terrain;
  return !!t && t.depression && !t.waterObstacle;
}

/** The elevation of a Location (B27.6 "lower-elevation"): its hex's, its building level, one lower IN a Depression (B19.2, B20.2, B20.97). */
export function levelOf(ctx: GameContext, loc: Location): number {
  const cell = ctx.map.byName(loc.hex)!;
  const depression = cell.terrain.depression && loc.position !== CREST;
  return cell.spec.elevation + loc.level - (depression ? 1 : 0);
}

const forbid = (reason: string, rule: string): EntryEffect[] => [{ kind: 'forbid', reason, rule }];

/** What entering or leaving Crest status costs (`q.to` or `q.from` is in Crest status). */
export function crestEntry(ctx: GameContext, q: EntryQuery): readonly EntryEffect[] {
  const inHex = q.from.hex === q.to.hex;
  if (q.to.position === CREST) {
    if (q.purpose === 'rout') return forbid('a routing unit cannot claim Crest status', 'B20.91');
    if (!isDepression(ctx, q.to.hex)) return forbid(`${q.to.hex} is no Depression hex`, 'B20.9');
    if (inHex) {
      if (q.from.position) return forbid(`leave the ${q.from.position} position first`, 'B20.91');
      return q.purpose === 'move' ? [{ kind: 'add', mf: 2, name: 'Crest status', rule: 'B20.91' }] : [];
    }
    if (q.from.position === CREST) return forbid('no move directly from one Crest status to another', 'B20.93');
    if (q.from.position) return forbid(`first exit to above the ${q.from.position === 'beneath' ? 'trench' : q.from.position}`, 'B27.6');
    if (isDepression(ctx, q.from.hex)) return forbid('Crest status is claimed entering a Depression from outside it', 'B20.91');
    if (q.purpose !== 'move')
      return forbid('Crest status is claimed entering a Depression hex in the MPh, or in the APh by staying in it', 'B20.91');
    // "by expending one less MF than the normal COT of that hex": a gully's two (B19.4) less one, a shallow
    // stream's three (B20.42) less one; the hex's own COT, never a road rate (A4.132)
    const cot = terrainCost(ctx, q.from.hex, q.to.hex, { offRoad: true });
    return cot.ok && !cot.allMf ? [{ kind: 'set', mf: cot.mf - 1, name: 'Crest status: one MF less than the COT', rule: 'B20.91' }] : [];
  }
  // out of Crest status
  if (inHex) {
    if (q.to.position) return forbid('move out of Crest status first', 'B20.93');
    // "as if they were entering it from an adjacent non-Depression hex": the hex's COT
    return q.purpose === 'advance'
      ? []
      : [{ kind: 'add', mf: ctx.map.byName(q.to.hex)!.terrain.mf, name: 'out of Crest status (COT)', rule: 'B20.93' }];
  }
  if (q.to.position) return forbid('move out of Crest status before entering a position', 'B27.6');
  if (isDepression(ctx, q.to.hex)) return forbid('move out of Crest status within the hex first', 'B20.93');
  // "as if they were leaving a foxhole": one MF + the COT of the hex entered, from the ground level the unit
  // in Crest status is at (never B19.4's doubling out of the Depression: it is not IN it)
  const cot = terrainCost(ctx, q.from.hex, q.to.hex, { fromGround: true, offRoad: q.offRoad });
  return cot.ok && !cot.allMf ? [{ kind: 'set', mf: 1 + cot.mf, name: 'out of Crest status: one MF + COT', rule: 'B20.93' }] : [];
}
