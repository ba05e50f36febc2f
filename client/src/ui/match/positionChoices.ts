// Positions inside a Location as buttons in player language ('beneath' a foxhole or trench, inside a
// pillbox: B27.4, B30): from the move, advance and rout entries' `positions`, their costs from the
// move's `costs`, keyed "hex:position". Pure: nothing here decides a rule, it only names what the server offers.
import type { Choices } from '@hexfog/shared/protocol/index';
import type { Option } from '../areas/options';
import { counterName, type FortificationLike } from '../counters/fortifications';
import { costText, destinationName } from '../moveCosts';

type Counter = Pick<FortificationLike, 'hex' | 'kind' | 'squads'>;

/** "beneath the foxhole 2S" / "into the pillbox". */
function positionWords(position: string, hex: string, forts: readonly Counter[]): string {
  return `${position === 'beneath' ? 'beneath' : 'into'} ${counterName(position, hex, forts)}`;
}

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The rule of a position's option: B27.4 beneath an entrenchment, B30 into a pillbox. */
function positionRule(position: string): string {
  return position === 'beneath' ? 'B27.4' : position === 'bunker' ? 'B30.8' : 'B30';
}

type MoveLike = Pick<Choices<'move'>, 'units' | 'from' | 'fromPosition' | 'to' | 'positions'> & {
  readonly costs?: Choices<'move'>['costs'];
};

/**
 * The position options of a move or advance entry (B27.4, B27.44): into a position of the own hex (a
 * change of position), of another hex, and leaving the own position (the own hex without a position).
 */
export function positionOptions(type: 'move' | 'advance', c: MoveLike, forts: readonly Counter[]): Option[] {
  const here = c.from.split('/')[0]!;
  const cost = (key: string) => (c.costs?.[key] ? ` (${costText(c.costs[key])})` : '');
  const out: Option[] = (c.positions ?? []).map((p) => {
    const words = positionWords(p.position, p.to, forts);
    const label =
      p.to === here ? `${capital(words)} in ${p.to}` : `${type === 'move' ? 'Move' : 'Advance'} to ${destinationName(p.to)}, ${words}`;
    return {
      label: `${label}${cost(`${p.to}:${p.position}`)}`,
      rule: positionRule(p.position),
      command: { type, units: c.units, to: p.to, position: p.position },
    };
  });
  if (c.fromPosition && c.to.includes(here)) {
    const words =
      c.fromPosition === 'beneath'
        ? `Come out from beneath ${counterName('beneath', here, forts)}`
        : `Leave ${counterName(c.fromPosition, here, forts)}`;
    out.push({ label: `${words}${cost(here)}`, rule: positionRule(c.fromPosition), command: { type, units: c.units, to: here } });
  }
  return out;
}

/** B27.41: a routing unit may stop beneath a foxhole on its way. */
export function routPositionOptions(c: Choices<'rout'>, forts: readonly Counter[]): Option[] {
  return (c.positions ?? []).map((p) => ({
    label: `${c.unit}: rout to ${destinationName(p.to)} ${positionWords(p.position, p.to, forts)} (${p.mf} MF)`,
    rule: 'B27.41',
    command: { type: 'rout', unit: c.unit, to: p.to, position: p.position, ...(c.lowCrawl ? { lowCrawl: true } : {}) },
  }));
}
