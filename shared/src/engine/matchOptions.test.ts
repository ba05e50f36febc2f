// A match option is declared by its module alone: a test-only module marks a parameter, and the
// ruleset's options, the creation body's check and the stored options follow from it.
import * as z from 'zod';
import { declaredOptions, matchOption, ruleOptionsFor } from './matchOptions';
import type { RuleModule } from './module';

const fogOfWar: RuleModule = {
  id: 'test-fog',
  rules: [],
  params: z.object({
    thickFog: z
      .boolean()
      .default(false)
      .meta(matchOption({ label: 'thick fog', description: 'nobody sees beyond two hexes' })),
    // a parameter that is no match option: not offered
    fogHexes: z.int().default(2),
  }),
};
const plain: RuleModule = { id: 'test-plain', rules: [] };

describe('match options a module declares', () => {
  it('are the parameters its schema marks, with their words; others are not offered', () => {
    expect(declaredOptions([plain, fogOfWar])).toEqual([
      { id: 'thickFog', label: 'thick fog', description: 'nobody sees beyond two hexes' },
    ]);
    expect(declaredOptions([plain])).toEqual([]);
  });
  it('a creation names only its ruleset’s options: the ones on are kept, an unknown one is refused by name', () => {
    const rs = { id: 'test', modules: [plain, fogOfWar] };
    expect(ruleOptionsFor(rs, { thickFog: true })).toEqual({ options: { thickFog: true } });
    expect(ruleOptionsFor(rs, { thickFog: false })).toEqual({ options: {} });
    expect(ruleOptionsFor(rs, { fogHexes: true })).toEqual({ problem: 'option fogHexes is not played with ruleset test' });
    expect(ruleOptionsFor({ id: 'asl', modules: [plain] }, { thickFog: true })).toEqual({
      problem: 'option thickFog is not played with ruleset asl',
    });
  });
});
