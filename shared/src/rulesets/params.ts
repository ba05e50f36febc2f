// Parameter tables of the rulesets. Values the rule texts lost are defaults to confirm against the
// printed charts (DESIGN section 6); each is named here so a corrected value changes one line.
import { DEFAULT_IPC } from '../units/portage';
import { DEFAULT_STACKING } from '../units/stacking';
import { DEFAULT_CC_AMBUSH, DEFAULT_CC_KILL_NUMBERS } from '../rules/closeCombat/closeCombat';

export const ASL_PARAMS = {
  /** A5.1 stacking limits per Location. */
  stacking: DEFAULT_STACKING,
  /** A4.42 Inherent Portage Capacity in PP by unit kind (squad 3 and SMC 1; HS and crew to confirm). */
  ipc: DEFAULT_IPC,
  /** A11.11 CC Table: [odds at least, Kill Number], best first (default to confirm). */
  ccKillNumbers: DEFAULT_CC_KILL_NUMBERS,
  /** A11.4 Ambush: a side whose Final dr is `margin` lower Ambushes; `concealedDrm` to the dr of an
   *  all-concealed side; `drm` to the Ambusher's CC attack (defaults to confirm). */
  ccAmbush: DEFAULT_CC_AMBUSH,
  /** A11.19: DRM to a CC attack on units that were all concealed (default to confirm). */
  ccVsConcealedDrm: 1,
  /** A6.7: total hindrance DRM that blocks LOS. */
  losHindranceBlocksAt: 6,
  /** B8.41: the farthest a sewer move may go, in hexes. */
  sewerMaxHexes: 3,
  /** B8.41: a direction dr (final) at or above this makes the stack lost. */
  sewerLostAt: 6,
  /** B8.42 Sewer Emergence results (default to confirm): <= mayEmergeMax may emerge concealed;
   *  between, cannot emerge this turn; >= discoveredMin discovered. */
  sewerEmergence: { mayEmergeMax: 4, discoveredMin: 7 },
  /** B8.42 drm (defaults to confirm). */
  sewerEmergenceDrm: { friendlyInManhole: -1, safeManhole: -1, lost: 1, perEnemyGoodOrderMmc: 1, enemyInAdjacentSewer: 1, hinderedLosAtLeast: 2 },
  /** B8.4: the 4TC a leader passes to lead units into a sewer: DR + drm <= morale. */
  sewerLeaderTaskCheckDrm: 4,
  /** B23.42: MF to move one level up or down inside a building (default to confirm). */
  levelChangeMf: 1,
  /** A23.7: the IFT column of a DC attack. */
  dcFirepower: 30,
  /** A23.7/B8.5: MF to place a DC into the Sewer Location beneath the placer's Manhole Location (default to confirm). */
  dcIntoSewerMf: 1,
  /** B8.5: after a KIA by a DC on a Sewer Location (a stone building), a rubble dr at or under this rubbles it (default to confirm). */
  dcSewerRubbleDr: 1,
  /** B21.121 Current force by final dr (defaults to confirm): <= heavyMax heavy, >= slowMin slow. */
  riverCurrent: { heavyMax: 1, slowMin: 6 },
  /** B21.121: drm to the Current dr by EC (B25.5); all 0 until confirmed against the EC table. */
  riverCurrentEcDrm: { wet: 0, moist: 0, moderate: 0, dry: 0, veryDry: 0 },
  /** B21.122 Depth by final dr: <= floodedMax flooded, >= fordableMin fordable, else deep. */
  riverDepth: { floodedMax: 1, fordableMin: 6 },
} as const;

export const HEROES_AND_LEADERS_PARAMS = {
  ...ASL_PARAMS,
  /** HL.2/HL.3: sewer networks reach six hexes. */
  sewerMaxHexes: 6,
} as const;

export const SEWER_CARDS_PARAMS = {
  ...ASL_PARAMS,
  /** SC.4: the exit-range track printed on each Sewer card (default to confirm). */
  exitRangeTrack: [0, 2, 4, 6, 8],
} as const;
