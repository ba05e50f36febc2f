// Snipers (A14): one module.
//   params.ts   the scenario's SANs and counters (A14.01, A14.1), the A14.3 results and SAN change as parameters
//   state.ts    each side's SAN and Sniper counter hex
//   placement.ts A14.2 the counters placed before play, DEFENDER first
//   attack.ts   A14.1 the check on an Original DR, A14.2/A14.21 target selection, A0.9, A14.3 results
//   view.ts     the public Sniper counters and SANs
// It reacts to the Original DR of the rolls a command made (RuleModule.afterRolls): the rules that
// roll say whose DR it is and what for (RollSpec.made), and nothing else in them changes.
import type { RuleModule } from '../../engine/module';
import { snipersAfterRolls } from './attack';
import { openPlacement, placeSniper } from './placement';
import { SniperParams, SniperScenarioRules } from './params';
import { initSnipers } from './state';
import { snipersView } from './view';

export const snipersModule: RuleModule = {
  id: 'snipers',
  rules: ['A14.01', 'A14.1', 'A14.2', 'A14.21', 'A14.3', 'A0.9'],
  params: SniperParams.schema,
  scenarioRules: SniperScenarioRules.schema,
  init: initSnipers,
  commands: [placeSniper],
  onPhaseStart: openPlacement,
  afterRolls: snipersAfterRolls,
  view: snipersView,
  invariants: (_ctx, state) => {
    const s = state.modules.snipers as Record<string, { san: number; hex: string | null }> | undefined;
    return Object.entries(s ?? {}).flatMap(([side, c]) =>
      c.san < 2 && c.hex !== null ? [`A14.1: side ${side}'s Sniper counter is in play with SAN ${c.san} < 2`] : [],
    );
  },
};
