// "Play against the computer" on a scenario card: a match whose other side the server's computer plays
// (server/src/computer/, the practice bot); the player is taken straight to his seat. A refusal
// (the computer busy, or his own matches against it at the limit) is said on the card.
import type { CreateMatchBody } from '@hexfog/shared/protocol/index';
import type { api } from '../sdk/index';
import { clear, h } from './dom';

export function computerControls(
  scenarioId: string,
  http: ReturnType<typeof api>,
  terms: () => Omit<CreateMatchBody, 'practice' | 'computer'>,
  created: HTMLElement,
): HTMLElement[] {
  const play = async () => {
    try {
      const res = await http.createMatch({ ...terms(), computer: { level: 'normal' } });
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
  return [button];
}
