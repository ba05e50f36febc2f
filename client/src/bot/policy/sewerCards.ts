// sewer-cards' Sewer cards (SC.2-SC.6), asked before any other activation (a card's squad acts only as
// the first thing of its side's action turn): the squad on a card assaults a victory hex an enemy holds,
// or the enemy beside one, from the sewer (SC.6) when its odds are worth it (ccOdds.ts, its attack
// strength less 1); else comes up in an empty victory hex (SC.5); else crawls on (SC.4) while the card
// has squares to cover; else comes up nearest the goals. A squad activated to move on a sewer token
// hex with an empty card goes down (SC.2) when the goals are far.
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import type { World } from '../world';
import { enemyFpAt } from './ccOdds';
import { lastTurn, turnsLeft } from './tempo';
import { best, type Command, type Decision, fresh, type Memory } from './types';

/** SC.6: "the assaulting Soviet unit's attack strength is reduced by 1". */
const SEWER_ASSAULT_DELTA = -1;

type CardHexes = { card: string; hexes: string[] }[];

const goalDistance = (world: World, hex: string) => world.nearest(hex, world.goals());

/** The squad on each of the bot's cards, as its own view shows it. */
function squadOn(world: World, card: string): string | undefined {
  return world.view.modules.sewerCards?.cards.find((c) => c.id === card)?.unit?.id;
}

/** SC.6 at odds worth it: at least even (the squad comes up in the enemy's Location, so even the last turn's 1:1 is taken). */
export function assaultWorthIt(world: World, card: string, hex: string): boolean {
  const squad = squadOn(world, card);
  const mine = (squad ? world.firepower(squad) : 0) + SEWER_ASSAULT_DELTA;
  const theirs = Math.max(1, enemyFpAt(world, hex));
  return mine > 0 && (mine / theirs >= 1 || (lastTurn(world) && world.objectives.includes(hex)));
}

function sewerAssault(world: World, entry: LegalCommand): Command | null {
  const options = (entry.choices as { options: CardHexes }).options.flatMap((o) => o.hexes.map((hex) => ({ card: o.card, hex })));
  const worth = options.filter((o) => goalDistance(world, o.hex) <= 1 && assaultWorthIt(world, o.card, o.hex));
  const o = best(worth, (x) => goalDistance(world, x.hex) * 10 - (world.objectives.includes(x.hex) ? 5 : 0));
  return o ? { type: 'sewerAssault', card: o.card, hex: o.hex } : null;
}

function emerge(world: World, entry: LegalCommand, onlyGoals: boolean): Command | null {
  const c = entry.choices as { options: CardHexes; actions: string[] };
  const options = c.options.flatMap((o) => o.hexes.map((hex) => ({ card: o.card, hex })));
  const o = best(options, (x) => goalDistance(world, x.hex));
  if (!o || (onlyGoals && goalDistance(world, o.hex) > 0)) return null;
  const action =
    c.actions.includes('fire') && world.enemyDistance(o.hex) <= 2 ? 'fire' : c.actions.includes('advance') ? 'advance' : c.actions[0];
  return { type: 'emerge', card: o.card, hex: o.hex, ...(action !== undefined ? { action } : {}) };
}

function enterSewerCard(world: World, entry: LegalCommand): Command | null {
  const c = entry.choices as { units: { id: string; hex: string }[]; cards: string[] };
  const u = best(
    c.units.filter((x) => goalDistance(world, x.hex) >= 3),
    (x) => -goalDistance(world, x.hex),
  );
  // a card takes several action turns before its squad can come up near the goals (SC.4): not with under two Game Turns left
  if (!u || !world.attacking || turnsLeft(world) < 2) return null;
  return { type: 'enterSewerCard', unit: u.id, ...(c.cards[0] !== undefined ? { card: c.cards[0] } : {}) };
}

export function sewerCardsPolicy(world: World, legal: readonly LegalCommand[], memory: Memory): Decision | null {
  const of = (type: string) => legal.find((l) => l.type === type);
  const tries: [string, () => Command | null][] = [
    ['sewerAssault', () => (of('sewerAssault') ? sewerAssault(world, of('sewerAssault')!) : null)],
    ['emerge into a goal', () => (of('emerge') ? emerge(world, of('emerge')!, true) : null)],
    [
      'sewerCardAdvance',
      () =>
        of('sewerCardAdvance')
          ? { type: 'sewerCardAdvance', card: (of('sewerCardAdvance')!.choices as { cards: string[] }).cards[0] }
          : null,
    ],
    ['emerge', () => (of('emerge') ? emerge(world, of('emerge')!, false) : null)],
    ['enterSewerCard', () => (of('enterSewerCard') ? enterSewerCard(world, of('enterSewerCard')!) : null)],
  ];
  for (const [why, make] of tries) {
    const cmd = make();
    const ok = cmd && fresh(memory, cmd);
    if (ok) return { command: ok, why: `sewer card: ${why}` };
  }
  return null;
}
