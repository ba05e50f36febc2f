// A scripted twin for hidden Sewer cards (sewer-cards, the match option): random games seldom take a
// squad far along a card, and never into an assault from the sewer. Here A's two squads go down onto
// the red and the blue card; in round 2 A advances the red card in the first game and the blue one in
// its twin (SC.4), so the cards' tracks differ (red 4 / blue 2 against red 2 / blue 4) and stay
// different to the end; in round 3 the red squad assaults B's squad on the sewer-token hex next to its
// marker (SC.6). B and the spectators may see the markers, the cards being occupied and the assault,
// never which card advanced: the twins must look the same to them throughout.
import { compileMap, createGame, type GameState, ruleset, seededDice, type Side } from '@hexfog/shared';
import { mapDoc, scenarioDoc } from '@hexfog/shared/testing/fixtures';
import { inSync } from '@hexfog/shared/testing/scenarioBuilder';
import type { TwinPlan, TwinStep } from './twinScenarios';

const end = { type: 'endPhase' };
const SEED = 'c0de'.repeat(16);
const OPTIONS = { hiddenSewerCards: true };

function doc() {
  const d = scenarioDoc('sewer-infiltration-cards') as Record<string, unknown>;
  return {
    ...d,
    id: 'sewer-cards-story',
    turns: 3,
    oob: { A: [{ type: 'ru-628', count: 2 }], B: [{ type: 'ge-467', count: 2 }] },
    setupZones: { A: { hexes: ['71K4', '71K8'] }, B: { hexes: ['71L5', '71R9'] } },
    rules: { sewerCards: { side: 'A', count: 2, hexes: ['71K4', '71K8', '71L5'] } },
  };
}

/** The action turns and phases of a round with nothing more to do: B passes, A passes (RtPh, StPh follow). */
const roundEnd: [Side, Record<string, unknown>][] = [
  ['B', end],
  ['A', end],
  ['A', end],
  ['A', end],
  ['B', end],
];

function script(advanced: 'red' | 'blue'): TwinStep[] {
  const steps: [Side, Record<string, unknown>][] = [
    [
      'A',
      {
        type: 'placeUnits',
        placements: [
          { unit: 'A01', hex: '71K4' },
          { unit: 'A02', hex: '71K8' },
        ],
      },
    ],
    ['A', { type: 'finishSetup' }],
    [
      'B',
      {
        type: 'placeUnits',
        placements: [
          { unit: 'B01', hex: '71L5' },
          { unit: 'B02', hex: '71R9' },
        ],
      },
    ],
    ['B', { type: 'finishSetup' }],
    // round 1: each squad goes down onto its card (SC.2)
    ['A', { type: 'activate', unit: 'A01', action: 'advance' }],
    ['A', { type: 'enterSewerCard', unit: 'A01', card: 'red' }],
    ['A', end],
    ['B', end],
    ['A', { type: 'activate', unit: 'A02', action: 'advance' }],
    ['A', { type: 'enterSewerCard', unit: 'A02', card: 'blue' }],
    ['A', end],
    ...roundEnd,
    // round 2: one card advances (SC.4): the secret
    ['A', { type: 'sewerCardAdvance', card: advanced }],
    ['A', end],
    ...roundEnd,
    // round 3: the red squad assaults B01 beside its marker, within either exit range (SC.6)
    ['A', { type: 'sewerAssault', card: 'red', hex: '71L5' }],
    ['A', end],
    ['B', end],
  ];
  return steps.map(([seat, command]) => ({ seat, command }));
}

/** Both scripts are played on the engine first: every command must be accepted (else the story is wrong, not the server). */
function checked(scripts: readonly TwinStep[][]): void {
  const game = createGame(ruleset('sewer-cards', OPTIONS), doc(), compileMap(mapDoc('stalingrad-blocks')));
  for (const steps of scripts) {
    const dice = seededDice(SEED);
    let s: GameState = game.initialState();
    for (const [k, { seat, command }] of steps.entries()) {
      const r = game.apply(s, seat, inSync(game, s, command), dice);
      if (!r.ok) throw new Error(`the Sewer-card story's step ${k} (${JSON.stringify(command)}) is refused: ${JSON.stringify(r.error)}`);
      s = r.state;
    }
  }
}

/** The story as a twin plan: the hider A advanced the red card in the first game, the blue one in the twin. */
export function sewerCardStory(): TwinPlan {
  const scripts: [TwinStep[], TwinStep[]] = [script('red'), script('blue')];
  checked(scripts);
  return {
    scenario: 'sewer-cards-story',
    ruleset: 'sewer-cards',
    kind: 'swap',
    hider: 'A',
    unit: 'A01',
    key: 'A01',
    delayedSpectators: false,
    options: OPTIONS,
    story: { map: mapDoc('stalingrad-blocks'), docs: [doc(), doc()], scripts, seed: SEED },
  };
}
