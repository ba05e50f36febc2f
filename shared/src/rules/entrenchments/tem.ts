// B27.3 foxhole TEM (and a trench's and an A-T Ditch's: B27.5, B27.56) for units beneath the counter,
// through the `modifiers` hook: +4 vs an OVR not made with FT armament alone and vs OBA; +2 vs any other
// attack on the IFT, on-board mortars included; none vs FT (an OVR using only FT is an FT attack) and
// none in Close Combat (a `cc` roll, which this hook never answers). It is a TEM (`tem`): the engine
// keeps only the largest positive TEM of a target (the hex's woods +1, a wall's +2: "not cumulative with
// that of other positive TEM in the same hex") while a negative one (Air Burst, B13.3) still applies.
// B27.13: only units beneath the counter get it; core `iftAttack` asks once per position, so units on
// top of the counter in the same hex keep the hex's own TEM. B27.53: a trench's TEM stays whatever the
// firers' Location, an enemy beneath an ADJACENT connecting trench included (nothing here looks at the
// firers). The attack kinds (`IftRollQuery.attack`) are the seam: OVR, OBA, mortars and FT do not exist
// in the engine yet.
import type { GameState } from '../../engine/state';
import type { IftRollQuery, Modifier } from '../../engine/rollQuery';
import { BENEATH } from '../../units/location';
import { entrenchmentAt } from './placement';

/** B27.3: +4 vs these attacks. */
const VS_OVR_OBA = 4;
/** B27.3: +2 vs any other. */
const VS_OTHER = 2;

const NAME = { foxhole: 'foxhole', trench: 'trench', atDitch: 'A-T Ditch' } as const;

export function entrenchmentTem(state: GameState, q: IftRollQuery): Modifier[] {
  if (q.target.position !== BENEATH) return [];
  const f = entrenchmentAt(state, q.target.hex);
  if (!f || (f.kind !== 'foxhole' && f.kind !== 'trench' && f.kind !== 'atDitch')) return [];
  // B27.3 EXC: FT (and so an OVR using only FT armament)
  if (q.attack === 'flamethrower' || q.attack === 'overrunFtOnly') return [];
  const value = q.attack === 'overrun' || q.attack === 'oba' ? VS_OVR_OBA : VS_OTHER;
  return [{ name: `TEM ${NAME[f.kind]}`, value, rule: f.kind === 'foxhole' ? 'B27.3' : 'B27.5', tem: true }];
}
