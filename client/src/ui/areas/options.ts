// An option of a legal entry as a button: its label in players' words (the units, hexes, counters), its
// rule, and the ready command it sends. The rule areas and the core build their buttons this way.
import { h } from '../dom';
import type { AreaPage } from './registry';

export interface Option {
  readonly label: string;
  readonly rule: string;
  readonly command: Readonly<Record<string, unknown>>;
}

/** The option's button: sends its command (disabled while a command is on its way). */
export function optionButton(page: AreaPage, o: Option, type: string): HTMLButtonElement {
  return h(
    'button',
    {
      class: 'primary',
      disabled: page.picks.busy,
      'data-command': type,
      title: `rule ${o.rule}`,
      onclick: () => void page.send({ ...o.command }),
    },
    o.label,
  );
}
