// Random legal playouts with tunnels (no shipped scenario has one yet): both sides may record two, the
// bots prefer the tunnel commands when offered. Every legal command is accepted, every state keeps the
// invariants (the module's own among them), and every event and legal choice matches its protocol schema.
import type { LegalCommand } from '../../engine/module';
import { type GameState, SIDES, type Side } from '../../engine/state';
import { createGame } from '../../game/game';
import { EVENT_DATA, isEventType } from '../../protocol/events';
import { isChoiceType, isLeaving, LEGAL_CHOICES } from '../../protocol/legal';
import { seededDice } from '../../rng/dice';
import { ruleset } from '../../rulesets/index';
import { loadMap, scenarioDoc } from '../../testing/fixtures';
import { checkInvariants } from '../../testing/playout';
import { mulberry } from '../../testing/random';

const GAMES = 16;
/** Scenarios and the tunnels each side may record: the streets of Stalingrad; the hamlet with its pillbox and trenches. */
const CASES = [
  { scenario: 'sewer-infiltration', tunnels: { A: 2, B: 2 } },
  { scenario: 'hamlet-line', tunnels: { B: 2 } },
] as const;
const TUNNEL_TYPES = new Set(['recordTunnels', 'enterTunnel', 'emergeFromTunnel', 'discoverTunnelEntrance']);

describe('B8.6-B8.63 in random play', () => {
  it.each(CASES)(
    `${GAMES} random games of $scenario with tunnels: legal commands accepted, invariants kept, events and choices as the protocol says`,
    (c) => {
      const doc = scenarioDoc(c.scenario);
      doc.rules = { ...(doc.rules as object), tunnels: c.tunnels };
      const game = createGame(ruleset('asl'), doc, loadMap(String(doc.map)));
      const seen = new Map<string, number>();
      const problems: string[] = [];
      for (let g = 0; g < GAMES; g++) {
        const random = mulberry(7100 + g);
        const dice = seededDice(((g * 11) % 256).toString(16).padStart(2, '0').repeat(32));
        let state: GameState = game.initialState();
        for (let step = 0; step < 4000 && state.status !== 'ended' && !problems.length; step++) {
          const options: { side: Side; entry: LegalCommand }[] = [];
          for (const side of SIDES) for (const entry of game.legal(state, side)) if (!isLeaving(entry)) options.push({ side, entry });
          if (!options.length) break;
          for (const o of options)
            if (o.entry.choices && isChoiceType(o.entry.type) && !LEGAL_CHOICES[o.entry.type].safeParse(o.entry.choices).success)
              problems.push(`choices of ${o.entry.type}: ${JSON.stringify(o.entry.choices)}`);
          const preferred = options.filter((o) => TUNNEL_TYPES.has(o.entry.type) || (o.entry.command as { via?: string } | undefined)?.via);
          const pool = preferred.length && random() < 0.6 ? preferred : options;
          const pick = pool[Math.floor(random() * pool.length)]!;
          const command = pick.entry.command ?? game.handler(pick.entry.type)!.sample!(pick.entry, random, game.ctx, state, pick.side);
          const res = game.apply(state, pick.side, command, dice);
          if (!res.ok) {
            problems.push(`game ${g} step ${step}: legal ${JSON.stringify(command)} refused: ${JSON.stringify(res.error)}`);
            break;
          }
          problems.push(...checkInvariants(game, state, res.state).map((p) => `game ${g} step ${step}: ${p}`));
          for (const e of res.events) {
            seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
            if (!isEventType(e.type) || !EVENT_DATA[e.type].safeParse(e.data).success)
              problems.push(`event ${e.type}: ${JSON.stringify(e.data)}`);
          }
          state = res.state;
        }
      }
      expect(problems).toEqual([]);
      for (const type of ['tunnelsRecorded', 'tunnelEntered', 'tunnelEmerged'])
        expect({ type, seen: (seen.get(type) ?? 0) > 0 }).toEqual({ type, seen: true });
    },
  );
});
