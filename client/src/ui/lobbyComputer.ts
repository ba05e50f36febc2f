// "Play against the computer" on a scenario card: a match whose other side the server's computer plays
// (server/src/computer/, the practice bot) at the level chosen beside the button (the bot's levels,
// client/src/bot/level.ts: only levels that play differently are offered); the player is taken straight
// to his seat. A refusal (the computer busy, or his own matches against it at the limit) is said on the card.
import { type ComputerLevel, ComputerLevelSchema, type CreateMatchBody } from '@hexfog/shared/protocol/index';
import { LEVELS } from '../bot/level';
import type { api } from '../sdk/index';
import { clear, h } from './dom';

/** The levels the lobby offers, in the schema's order: each one the bot plays differently (a distinct skip share). */
export function offeredLevels(): { id: ComputerLevel; label: string }[] {
  const seen = new Set<number>();
  return ComputerLevelSchema.options.flatMap((id) => {
    const l = LEVELS[id];
    if (seen.has(l.skip)) return [];
    seen.add(l.skip);
    return [{ id, label: l.label }];
  });
}

/** The level shown first: normal. */
export const DEFAULT_LEVEL: ComputerLevel = 'normal';

export function computerControls(
  scenarioId: string,
  http: ReturnType<typeof api>,
  terms: () => Omit<CreateMatchBody, 'practice' | 'computer'>,
  created: HTMLElement,
): HTMLElement[] {
  const select = h(
    'select',
    { 'data-testid': `computer-level-${scenarioId}`, title: 'the computer’s level of play' },
    ...offeredLevels().map((l) => h('option', { value: l.id, selected: l.id === DEFAULT_LEVEL }, l.label)),
  );
  const play = async () => {
    try {
      const level = ComputerLevelSchema.parse(select.value || DEFAULT_LEVEL);
      const res = await http.createMatch({ ...terms(), computer: { level } });
      const link = res.seats[res.side]!.link;
      location.hash = link.slice(link.indexOf('#'));
    } catch (e) {
      clear(created);
      created.append(h('p', { class: 'error', 'data-testid': 'computer-error' }, (e as Error).message));
    }
  };
  const button = h(
    'button',
    { 'data-testid': `computer-${scenarioId}`, title: 'the computer plays the other side', onclick: () => void play() },
    'Play against the computer',
  );
  return [button, select];
}
