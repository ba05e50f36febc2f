// A "Sewer ?" stack put straight into a test scene (B8.41): its units in the Sewer Location beneath
// `hex`, concealed, and the sewers module's record of the stack (moved this MPh and not lost unless
// `more` says otherwise). For the sewer tests that start beneath the streets instead of going down.
import type { Side } from '../engine/state';
import type { SewerStack } from '../rules/sewers/sewerState';
import { sewer } from '../units/location';
import type { Given } from './scenarioBuilder';

export function sewerStackIn(g: Given, id: string, side: Side, hex: string, units: string[], more: Partial<SewerStack> = {}): SewerStack {
  for (const u of units) {
    g.state.units[u]!.loc = sewer(hex);
    g.state.units[u]!.status.concealed = true;
  }
  const stack: SewerStack = {
    id,
    side,
    hex,
    units,
    lost: false,
    enteredTurn: 0,
    leftEncircled: false,
    moved: true,
    awaitingMove: false,
    emergence: null,
    ...more,
  };
  (g.state.modules.sewers as { stacks: Record<string, SewerStack> }).stacks[id] = stack;
  return stack;
}
