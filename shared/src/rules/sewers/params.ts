// The sewers module's parameters and the scenario special rules it reads (DESIGN section 6: values the
// texts lost are defaults to confirm against the printed charts).
import * as z from 'zod';
import { defineParams, defineScenarioRules } from '../../engine/params';

export const SewerParams = defineParams(
  z.object({
    /** B8.41: the farthest a sewer move may go, in hexes. */
    sewerMaxHexes: z.int().min(1).default(3),
    /** B8.41: a direction dr (final) at or above this makes the stack lost. */
    sewerLostAt: z.int().default(6),
    /** B8.42 Sewer Emergence results (default to confirm): <= mayEmergeMax may emerge concealed;
     *  between, cannot emerge this turn; >= discoveredMin discovered. */
    sewerEmergence: z.strictObject({ mayEmergeMax: z.int(), discoveredMin: z.int() }).default({ mayEmergeMax: 4, discoveredMin: 7 }),
    /** B8.42 drm (defaults to confirm). */
    sewerEmergenceDrm: z
      .strictObject({
        friendlyInManhole: z.int(),
        safeManhole: z.int(),
        lost: z.int(),
        perEnemyGoodOrderMmc: z.int(),
        enemyInAdjacentSewer: z.int(),
        hinderedLosAtLeast: z.int(),
      })
      .default({
        friendlyInManhole: -1,
        safeManhole: -1,
        lost: 1,
        perEnemyGoodOrderMmc: 1,
        enemyInAdjacentSewer: 1,
        hinderedLosAtLeast: 2,
      }),
    /** B8.4: the 4TC a leader passes to lead units into a sewer: DR + drm <= morale. */
    sewerLeaderTaskCheckDrm: z.int().default(4),
    /** B8.5: after a KIA by a DC on a Sewer Location (a stone building), a rubble dr at or under this rubbles it (default to confirm). */
    dcSewerRubbleDr: z.int().default(1),
  }),
);

export const SewerScenarioRules = defineScenarioRules(
  z.object({
    /** B8.1: sewers are usable only when an SSR says so. */
    sewersUsable: z.boolean().default(false),
    /** B8.4: sides granted Sewer Movement capability. */
    sewerMovement: z.array(z.enum(['A', 'B'])).default([]),
  }),
);
