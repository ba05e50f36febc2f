// engine/hooks.ts `positionsIn`: the owned positions legal() asks the entry cost about in a hex, from
// the owning modules' positionsIn hooks, in ownedPositions order; a module that owns positions and has
// no such hook keeps every owned position asked about everywhere.
import { ownedPositions, positionsIn } from './hooks';
import type { GameContext, RuleModule } from './module';
import type { GameState } from './state';

const state = {} as GameState;
const ctxOf = (modules: RuleModule[]) => ({ modules }) as unknown as GameContext;
const owner = (id: string, positions: string[], where?: Record<string, string[]>): RuleModule => ({
  id,
  rules: [],
  positions,
  ...(where ? { positionsIn: () => (hex: string) => where[hex] ?? [] } : {}),
});

describe('positionsIn', () => {
  it('none when no module owns a position', () => {
    expect(positionsIn(ctxOf([{ id: 'a', rules: [] }]), state)('X1')).toEqual([]);
  });

  it("one owner: its hook's answer", () => {
    const ctx = ctxOf([owner('e', ['beneath', 'pillbox'], { X1: ['pillbox'] })]);
    expect(positionsIn(ctx, state)('X1')).toEqual(['pillbox']);
    expect(positionsIn(ctx, state)('X2')).toEqual([]);
  });

  it('two owners: the union, in the order the ruleset owns them', () => {
    const ctx = ctxOf([owner('e', ['beneath', 'pillbox'], { X1: ['pillbox'] }), owner('s', ['ledge'], { X1: ['ledge'] })]);
    expect(ownedPositions(ctx)).toEqual(['beneath', 'pillbox', 'ledge']);
    expect(positionsIn(ctx, state)('X1')).toEqual(['pillbox', 'ledge']);
  });

  it('an owner without the hook: every owned position everywhere', () => {
    const ctx = ctxOf([owner('e', ['beneath', 'pillbox'], { X1: ['pillbox'] }), owner('s', ['ledge'])]);
    expect(positionsIn(ctx, state)('X9')).toEqual(['beneath', 'pillbox', 'ledge']);
  });
});
