// The Sewer cards of sewer-cards (SC.1-SC.6): the scenario's Sewer rule gives one side N Sewer cards;
// its squads go down at hexes with a sewer token onto a card (enter.ts), advance along it (advance.ts),
// come up within the card's exit range of its entrance marker (emerge.ts) or assault an enemy there
// (assault.ts). A squad on a card is in a Location of its own beneath its marker's hex ('sewerCard'):
// out of sight, underground, never stacked with another. Activations are the core's
// (rules/core/activation.ts), shared with the turn (rules/activations), which this module never imports.
import { ScenarioValidationError } from '../../engine/context';
import type { UnitCondition } from '../../engine/conditions';
import type { GameContext, RuleModule } from '../../engine/module';
import type { GameState, UnitState } from '../../engine/state';
import { phaseActs } from '../../engine/turn';
import { sewerCardAdvance } from './advance';
import { sewerAssault } from './assault';
import { emerge } from './emerge';
import { enterSewerCard } from './enter';
import { SewerCardParams, SewerCardRules } from './params';
import { CARD_PLACE, cards, initialCards, isOnCard, MODULE, readCards } from './state';
import { sewerCardsView } from './view';

/** The Status Phase's activity (rules/activations/sequence.ts REFRESH; named here: no rule area imports another). */
const REFRESH = 'refresh';

/** SC.1: the scenario's Sewer rule checked against the map when the match is built. */
function validate(ctx: GameContext): void {
  const rule = SewerCardRules.of(ctx).sewerCards;
  if (!rule) return;
  const problems: string[] = [];
  const colours = rule.colours;
  if (colours && colours.length < rule.count) problems.push(`rules.sewerCards: ${rule.count} cards but ${colours.length} colours`);
  if (colours && new Set(colours).size < colours.length) problems.push('rules.sewerCards: a colour is listed twice');
  for (const h of rule.hexes ?? [])
    if (!ctx.map.byName(h)) problems.push(`rules.sewerCards.hexes: ${h} is not a hex of map ${ctx.map.doc.id}`);
  if (problems.length) throw new ScenarioValidationError(ctx.scenario.id, problems);
}

const NO_CONDITIONS: readonly UnitCondition[] = [];

/** A squad on a card neither moves nor fires by the map's rules: it acts by the card's commands alone. */
function unitConditions(_ctx: GameContext, _state: GameState, u: UnitState): readonly UnitCondition[] {
  if (u.eliminated || !isOnCard(u)) return NO_CONDITIONS; // asked for every unit in a legal(): one shared empty list
  return [
    { kind: 'noMove', reason: 'on a Sewer card: it advances, emerges or assaults by the card', rule: 'SC.4' },
    { kind: 'noFire', reason: 'on a Sewer card, out of sight beneath the streets', rule: 'SC.5' },
  ];
}

export const sewerCardsModule: RuleModule = {
  id: MODULE,
  rules: ['SC.1', 'SC.2', 'SC.3', 'SC.4', 'SC.5', 'SC.6'],
  commands: [enterSewerCard, sewerCardAdvance, emerge, sewerAssault],
  params: SewerCardParams.schema,
  scenarioRules: SewerCardRules.schema,
  locationKinds: [{ id: CARD_PLACE, underground: true, los: 'none', strictStacking: true, terrainTem: false }],
  init(ctx) {
    validate(ctx);
    return initialCards(ctx);
  },
  unitConditions,
  onPhaseStart(ctx) {
    // SC.3: in the Status Phase every token on a Sewer card flips to its Op Fire side; the squares stay covered
    if (phaseActs(ctx, ctx.state, REFRESH)) for (const c of Object.values(cards(ctx.state).cards)) c.tokens = c.tokens.map(() => 'opFire');
  },
  view: (ctx, state, viewer) => sewerCardsView(ctx, state, viewer),
  invariants(_ctx, state) {
    const out: string[] = [];
    const on = new Set<string>();
    for (const c of Object.values(readCards(state).cards)) {
      if (!c.unit) {
        if (c.marker || c.tokens.length) out.push(`the empty ${c.id} Sewer card has a marker or tokens`);
        continue;
      }
      on.add(c.unit);
      const u = state.units[c.unit];
      if (!u || u.eliminated || u.loc?.place !== CARD_PLACE || u.loc.hex !== c.marker)
        out.push(`${c.unit} of the ${c.id} Sewer card is not beneath its marker`);
    }
    for (const u of Object.values(state.units)) if (!u.eliminated && isOnCard(u) && !on.has(u.id)) out.push(`${u.id} is on no Sewer card`);
    return out;
  },
};
