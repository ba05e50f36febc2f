// The lobby's levels of play against the computer: the schema's levels, each one the bot plays
// differently (client/src/bot/level.ts), none offered that would do nothing.
import { ComputerLevelSchema } from '@hexfog/shared/protocol/index';
import { LEVELS } from '../bot/level';
import { DEFAULT_LEVEL, offeredLevels } from './lobbyComputer';

describe('"Play against the computer": the levels offered', () => {
  it('easy and normal, in that order, normal first shown', () => {
    expect(offeredLevels()).toEqual([
      { id: 'easy', label: 'easy' },
      { id: 'normal', label: 'normal' },
    ]);
    expect(DEFAULT_LEVEL).toBe('normal');
  });

  it('every offered level is one the server accepts and the bot plays differently from the others', () => {
    const offered = offeredLevels().map((l) => l.id);
    for (const id of offered) expect(ComputerLevelSchema.safeParse(id).success).toBe(true);
    expect(new Set(offered.map((id) => LEVELS[id].skip)).size).toBe(offered.length);
  });
});
