// Unit types: the counters a scenario's order of battle names. Values follow ASL's printed counters
// (A1.2 ff.); a scenario may add its own types. Ids say nationality and the printed numbers.
import * as z from 'zod';

export const UNIT_KINDS = ['squad', 'halfSquad', 'crew', 'leader', 'hero', 'dummy', 'sw', 'gun', 'vehicle'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const UnitTypeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,30}$/),
  kind: z.enum(UNIT_KINDS),
  name: z.string().max(40),
  nationality: z.string().max(20),
  /** Printed firepower, normal range and morale (Infantry); SW firepower for support weapons. */
  firepower: z.number().min(0).max(30).default(0),
  range: z.int().min(0).max(30).default(0),
  morale: z.int().min(0).max(10).default(0),
  /**
   * The Morale Level printed on the broken side (A10.4: a broken unit uses it "for all MC/TC and Rally
   * attempts"; A10.6). Absent: not transcribed from a counter yet, the printed `morale` stands in.
   */
  brokenMorale: z.int().min(0).max(10).optional(),
  /** Leadership DRM printed on a leader (A10.7): negative is better. */
  leadership: z.int().min(-3).max(2).optional(),
  /** Portage Points a SW costs to carry (A4.43). */
  portage: z.int().min(0).max(10).optional(),
  /**
   * SW that may be dismantled (A9.8, B21.41: "Mortars, MMG, and HMG must be dm"): the PP printed on the
   * dm side. Absent: the SW is never dismantled.
   */
  dmPortage: z.int().min(0).max(10).optional(),
  /** Vehicles: weight class for rules that read it (B21: ice collapse >= 5 tons). */
  tons: z.number().optional(),
  /**
   * Vehicles: how they run, for the rules that tell them apart (B27.43: foxholes are no obstacle to
   * fully-tracked vehicles; B27.55: wheeled vehicles and halftracks may not enter a trench hex).
   */
  chassis: z.enum(['tracked', 'halftrack', 'wheeled']).optional(),
  /** Guns: a mortar, the only 5/8" counter that may be beneath a foxhole (B27.1). SW: a mortar SW (B21.41: dm to be forded). */
  mortar: z.boolean().optional(),
  /** SW: the machine gun's class (A9.1); B21.41: a MMG or HMG must be dm to be portaged by fording Infantry. */
  mg: z.enum(['LMG', 'MMG', 'HMG']).optional(),
  /** SW MG: its Multiple ROF, the number in a square (A9.2: the MG fires again when the colored dr of its IFT DR is <= it). */
  rof: z.int().min(0).max(6).optional(),
  /** SW MG: its Breakdown Number (A9.7: an Original IFT DR >= it malfunctions the MG). Absent: the ruleset's `mgBreakdown`. */
  breakdown: z.int().min(2).max(13).optional(),
});
export type UnitType = z.infer<typeof UnitTypeSchema>;

const t = (u: z.input<typeof UnitTypeSchema>): UnitType => UnitTypeSchema.parse(u);

export const BUILTIN_UNIT_TYPES: readonly UnitType[] = [
  t({ id: 'ge-467', kind: 'squad', name: '4-6-7', nationality: 'german', firepower: 4, range: 6, morale: 7 }),
  t({ id: 'ge-248', kind: 'halfSquad', name: '2-4-8', nationality: 'german', firepower: 2, range: 4, morale: 8 }),
  t({ id: 'ge-crew', kind: 'crew', name: '2-2-8 crew', nationality: 'german', firepower: 2, range: 2, morale: 8 }),
  t({ id: 'ge-9-1', kind: 'leader', name: '9-1', nationality: 'german', morale: 9, leadership: -1 }),
  t({ id: 'ge-8-0', kind: 'leader', name: '8-0', nationality: 'german', morale: 8, leadership: 0 }),
  t({ id: 'ru-447', kind: 'squad', name: '4-4-7', nationality: 'russian', firepower: 4, range: 4, morale: 7 }),
  t({ id: 'ru-628', kind: 'squad', name: '6-2-8', nationality: 'russian', firepower: 6, range: 2, morale: 8 }),
  t({ id: 'ru-237', kind: 'halfSquad', name: '2-3-7', nationality: 'russian', firepower: 2, range: 3, morale: 7 }),
  t({ id: 'ru-8-1', kind: 'leader', name: '8-1', nationality: 'russian', morale: 8, leadership: -1 }),
  t({ id: 'ru-8-0', kind: 'leader', name: '8-0', nationality: 'russian', morale: 8, leadership: 0 }),
  t({ id: 'ru-hero', kind: 'hero', name: '1-4-9 hero', nationality: 'russian', firepower: 1, range: 4, morale: 9 }),
  t({ id: 'dummy', kind: 'dummy', name: 'dummy', nationality: 'any' }),
  // generic MG counters (not a nationality's printed one): ROF by class, B# from the ruleset's `mgBreakdown`
  t({ id: 'lmg', kind: 'sw', name: 'LMG', nationality: 'any', firepower: 3, range: 6, portage: 1, mg: 'LMG', rof: 1 }),
  // dmPortage: one PP less on the dm side (generic: not a nationality's printed dm counter; docs/rules-coverage.md)
  t({ id: 'mmg', kind: 'sw', name: 'MMG', nationality: 'any', firepower: 5, range: 10, portage: 4, dmPortage: 3, mg: 'MMG', rof: 2 }),
  t({ id: 'hmg', kind: 'sw', name: 'HMG', nationality: 'any', firepower: 8, range: 12, portage: 5, dmPortage: 4, mg: 'HMG', rof: 3 }),
  t({ id: 'dc', kind: 'sw', name: 'demolition charge', nationality: 'any', firepower: 30, range: 0, portage: 1 }),
  t({ id: 'at-gun', kind: 'gun', name: 'AT gun', nationality: 'any', firepower: 0, range: 0 }),
];

export function isInfantry(kind: UnitKind): boolean {
  return kind === 'squad' || kind === 'halfSquad' || kind === 'crew' || kind === 'leader' || kind === 'hero';
}

export function isMMC(kind: UnitKind): boolean {
  return kind === 'squad' || kind === 'halfSquad' || kind === 'crew';
}

export function isSMC(kind: UnitKind): boolean {
  return kind === 'leader' || kind === 'hero';
}
