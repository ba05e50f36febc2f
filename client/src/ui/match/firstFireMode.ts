// The DEFENDER's choice of when it is asked about Defensive First Fire (A8.1; the fire module's
// setFirstFirePrompt): always, only when one of its units could fire at the moving stack (as the
// ATTACKER sees them: every "?" with LOS counts, so the question reveals nothing concealed), or never
// in this MPh. The seat's own setting comes in its view (modules.fire.firstFirePrompt, absent: always).
import type { View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import type { Page } from './page';
import { sendCommand } from './send';

export const FIRST_FIRE_MODES = [
  { mode: 'always', text: 'Always', title: 'Asked after every MF expenditure of a moving enemy stack' },
  {
    mode: 'whenCanFire',
    text: 'When a unit can fire',
    title:
      'Asked only when one of your units in the open could fire at the moving stack, or one of your "?" has LOS to it (hidden units do not count)',
  },
  {
    mode: 'neverThisMph',
    text: 'Not this MPh',
    title: 'Not asked again in this Movement Phase (answers a question waiting now with No fire)',
  },
] as const;

/** The seat's setting now. */
export function firstFireMode(v: View): string {
  return v.modules.fire?.firstFirePrompt ?? 'always';
}

/** The three buttons, the current one pressed; a seat in play only. */
export function firstFireControls(page: Page, v: View): HTMLElement | null {
  if (page.client.seat === null || v.status !== 'playing') return null;
  const now = firstFireMode(v);
  const row = h(
    'div',
    { class: 'row dff-mode', 'data-testid': 'dff-mode', 'data-mode': now },
    h('span', { class: 'muted' }, 'Ask me about Defensive First Fire (A8.1):'),
  );
  for (const m of FIRST_FIRE_MODES) {
    row.append(
      h(
        'button',
        {
          'aria-pressed': String(m.mode === now),
          disabled: page.picks.busy,
          'data-dff-mode': m.mode,
          title: m.title,
          onclick: () => m.mode !== now && sendCommand(page, { type: 'setFirstFirePrompt', mode: m.mode }),
        },
        m.text,
      ),
    );
  }
  return row;
}
