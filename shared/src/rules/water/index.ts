// Water Obstacles (B21): canals, rivers, ponds, lakes/ocean. One module, one file per clause:
//   riverConditions.ts  B21.121 Current and B21.122 depth, given or rolled at the outset
//   current.ts          B21.121 where the Current applies, and "downstream"
//   terrainChanges.ts   B21.21 a flooded river one level higher, B21.122/B16.6 its marsh, B21.6 ice
//   fording.ts          B21.4 entry, B21.41 fording, B21.42 fire, B21.43 rout, B21.3 Open Ground
//   ice.ts              B21.6 ice broken by HE, collapse under vehicles
//   view.ts             the public view: the river's conditions, the ice, the changed hexes
// LOS into and out of water (B21.2) is the map's (map/los.ts): it depends only on the terrain.
import type { RuleModule } from '../../engine/module';
import { fordingConditions, fordingEntryCost, fordingModifiers } from './fording';
import { iceAfterAttack, iceOnEnter } from './ice';
import { WaterParams, WaterScenarioRules } from './params';
import { givenRiver, resolveRiverAtStart, riverEcDrm } from './riverConditions';
import { initWaterState } from './state';
import { checkIceRules, waterMapChanges } from './terrainChanges';
import { waterView } from './view';

export const waterModule: RuleModule = {
  id: 'water',
  rules: [
    'B21.1',
    'B21.11',
    'B21.12',
    'B21.121',
    'B21.122',
    'B21.13',
    'B21.14',
    'B21.2',
    'B21.21',
    'B21.3',
    'B21.4',
    'B21.41',
    'B21.42',
    'B21.43',
    'B21.5',
    'B21.6',
  ],
  params: WaterParams.schema,
  scenarioRules: WaterScenarioRules.schema,
  init: (ctx) => {
    checkIceRules(ctx);
    return { ...initWaterState(WaterParams.of(ctx).iceInitialWeightLimit), river: givenRiver(ctx) };
  },
  onPhaseStart: resolveRiverAtStart,
  modifiers: (ctx, state, q) => [...riverEcDrm(ctx, state, q), ...fordingModifiers(ctx, state, q)],
  entryCost: fordingEntryCost,
  unitConditions: fordingConditions,
  mapChanges: waterMapChanges,
  onAttackResolved: iceAfterAttack,
  onEnter: iceOnEnter,
  view: waterView,
};
