// For tests of how chapter A applies an IFT result (A7.301, A10.2-A10.4, A10.62): the asl ruleset plus
// a test-only command that applies a given result to given units, so such tests do not depend on the
// IFT's cells or on the dice of a fire attack.
import * as z from 'zod';
import type { CommandHandler, RuleModule, Ruleset } from '../engine/module';
import { applyIftResult } from '../rules/core/attack';
import type { IftResult } from '../rules/core/ift';
import { ruleset } from '../rulesets/index';

const Schema = z.strictObject({ type: z.literal('testIftResult'), units: z.array(z.string()), result: z.any() });
const resultCommand: CommandHandler<z.infer<typeof Schema>> = {
  type: 'testIftResult',
  schema: Schema,
  legal: () => [],
  apply(ctx, cmd) {
    applyIftResult(
      ctx,
      cmd.units.map((id) => ctx.state.units[id]!),
      'test attack',
      cmd.result as IftResult,
    );
  },
};
const testModule: RuleModule = { id: 'testIftResult', rules: [], commands: [resultCommand] };

/** The asl ruleset with the `testIftResult` command ({ units, result }). */
export const withIftResults: Ruleset = { ...ruleset('asl'), modules: [...ruleset('asl').modules, testModule] };
