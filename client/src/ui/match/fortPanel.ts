// The Actions panel's controls for entrenchments and tunnels: buttons from fortChoices' options, and
// the two setup picks completed on the board: an entrenchment kind then a hex (B27.1), a tunnel's two
// entrance hexes (B8.6). The server's legal entries say what may be done; nothing here decides a rule.
import { type LegalWithChoices, readChoices, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import {
  allowanceLine,
  ENTRENCHMENT_KINDS,
  enterTunnelOption,
  entranceAt,
  entrenchmentHexes,
  entrenchOptions,
  type Option,
  placeEntrenchmentCommand,
  recordTunnelsCommand,
  routPositionOptions,
  setUpBeneathOptions,
  tunnelInput,
  tunnelName,
} from './fortChoices';
import type { Page } from './page';
import { sendCommand } from './send';

const KIND_NAME = { foxhole: 'Foxhole', trench: 'Trench', atDitch: 'A-T ditch' } as const;

export function optionButton(page: Page, o: Option, type: string): HTMLButtonElement {
  return h(
    'button',
    {
      class: 'primary',
      disabled: page.picks.busy,
      'data-command': type,
      title: `rule ${o.rule}`,
      onclick: () => sendCommand(page, { ...o.command }),
    },
    o.label,
  );
}

function forts(v: View) {
  return v.modules.fortifications?.counters ?? [];
}

/** The buttons of an entrenchment or tunnel entry; null for other entries. */
export function fortControls(page: Page, v: View, c: LegalWithChoices): HTMLElement[] | null {
  switch (c.type) {
    case 'setUpBeneath':
      return setUpBeneathOptions(c.choices, forts(v)).map((o) => optionButton(page, o, 'setUpBeneath'));
    case 'entrench':
      return entrenchOptions(c.choices).map((o) => optionButton(page, o, 'entrench'));
    case 'enterTunnel':
      return [optionButton(page, enterTunnelOption(c.choices), 'enterTunnel')];
    case 'rout':
      return routPositionOptions(c.choices, forts(v)).map((o) => optionButton(page, o, 'rout'));
    case 'placeEntrenchment':
      return placementControls(page, c.choices);
    case 'recordTunnels':
      return tunnelControls(page, v);
    default:
      return null;
  }
}

function placementControls(page: Page, c: Extract<LegalWithChoices, { type: 'placeEntrenchment' }>['choices']): HTMLElement[] {
  const { picks } = page;
  const kinds = ENTRENCHMENT_KINDS.filter((k) => entrenchmentHexes(c, k).length);
  const buttons = kinds.map((k) => {
    const on = picks.entrenchKind === k;
    return h(
      'button',
      {
        'aria-pressed': String(on),
        disabled: picks.busy,
        'data-entry': 'placeEntrenchment',
        'data-kind': k,
        title: `rule ${k === 'foxhole' ? 'B27.1' : k === 'trench' ? 'B27.51' : 'B27.56'}`,
        onclick: () => ((picks.entrenchKind = on ? null : k), (picks.tunnelPick = null), (picks.selectedUnit = null), page.render()),
      },
      `Place a ${KIND_NAME[k].toLowerCase()}${on ? ': pick a highlighted hex' : ''}`,
    );
  });
  const most = Math.max(0, ...Object.values(c.foxhole));
  const squads =
    picks.entrenchKind === 'foxhole' && most > 1
      ? [
          h(
            'label',
            {},
            'Foxhole capacity ',
            h(
              'select',
              {
                'data-testid': 'foxhole-squads',
                onchange: (e: Event) => ((picks.foxholeSquads = Number((e.target as HTMLSelectElement).value)), undefined),
              },
              ...Array.from({ length: most }, (_, i) =>
                h('option', { value: i + 1, selected: picks.foxholeSquads === i + 1 }, `${i + 1}S`),
              ),
            ),
          ),
        ]
      : [];
  return [h('div', { 'data-testid': 'entrenchment-allowance', class: 'muted' }, allowanceLine(c)), ...buttons, ...squads];
}

function ownTunnels(page: Page, v: View) {
  return (v.modules.tunnels?.tunnels ?? []).filter((t) => t.side === page.client.seat).map(tunnelInput);
}

function tunnelControls(page: Page, v: View): HTMLElement[] {
  const { picks } = page;
  const list = ownTunnels(page, v);
  const rows = list.map((t, i) =>
    h(
      'div',
      { class: 'unit-row', 'data-tunnel': i },
      `Tunnel ${tunnelName(t)} `,
      h(
        'button',
        {
          disabled: picks.busy,
          'data-command': 'removeTunnel',
          onclick: () => sendCommand(page, recordTunnelsCommand(list.filter((_, j) => j !== i))),
        },
        'remove',
      ),
    ),
  );
  const on = picks.tunnelPick !== null;
  const prompt = !on
    ? 'Record a tunnel: pick two entrance hexes'
    : picks.tunnelPick!.first
      ? `Tunnel from ${picks.tunnelPick!.first}: pick the other entrance`
      : 'Pick the first entrance hex';
  return [
    ...rows,
    h(
      'button',
      {
        'aria-pressed': String(on),
        disabled: picks.busy,
        'data-entry': 'recordTunnels',
        title: 'rule B8.6',
        onclick: () => (
          (picks.tunnelPick = on ? null : { first: null }), (picks.entrenchKind = null), (picks.selectedUnit = null), page.render()
        ),
      },
      prompt,
    ),
    h(
      'label',
      {},
      h('input', {
        type: 'checkbox',
        checked: picks.tunnelInside,
        onchange: (e: Event) => ((picks.tunnelInside = (e.target as HTMLInputElement).checked), undefined),
      }),
      ' entrances into my pillbox or beneath my foxhole/trench where there is one',
    ),
  ];
}

/** The hexes the current setup pick waits for; null when none is under way. */
export function fortPickHexes(page: Page, v: View): Set<string> | null {
  const { picks } = page;
  for (const l of v.legal) {
    const c = readChoices(l);
    if (c?.type === 'placeEntrenchment' && picks.entrenchKind) return new Set(entrenchmentHexes(c.choices, picks.entrenchKind));
    if (c?.type === 'recordTunnels' && picks.tunnelPick) return new Set(c.choices.hexes.filter((x) => x !== picks.tunnelPick!.first));
  }
  return null;
}

/** Drops a pick whose entry the server no longer offers. */
export function dropStaleFortPicks(page: Page, v: View): void {
  const { picks } = page;
  if (picks.entrenchKind && !v.legal.some((l) => l.type === 'placeEntrenchment')) picks.entrenchKind = null;
  if (picks.tunnelPick && !v.legal.some((l) => l.type === 'recordTunnels')) picks.tunnelPick = null;
}

/** A click on a hex the setup pick waits for: places the entrenchment, or takes the tunnel's entrance. True when it was such a click. */
export async function fortHexClicked(page: Page, v: View, hex: string): Promise<boolean> {
  const { picks } = page;
  const pickHexes = fortPickHexes(page, v);
  if (!pickHexes) return false;
  if (!pickHexes.has(hex)) {
    // issue 35: a click the pick cannot take says why (it may still place a unit: hexClick.ts)
    picks.status = picks.tunnelPick
      ? hex === picks.tunnelPick.first
        ? `${hex} is the tunnel's first entrance already: pick its other entrance, a highlighted hex (B8.6)`
        : `${hex} cannot be a tunnel entrance: pick a highlighted hex (B8.6)`
      : `${hex} cannot take this entrenchment: pick a highlighted hex (B27.1)`;
    return false;
  }
  const place = v.legal.map(readChoices).find((c) => c?.type === 'placeEntrenchment');
  if (picks.entrenchKind && place?.type === 'placeEntrenchment') {
    const o = placeEntrenchmentCommand(place.choices, picks.entrenchKind, hex, picks.foxholeSquads);
    if (o) await sendCommand(page, { ...o.command });
    return true;
  }
  if (!picks.tunnelPick) return false;
  const side = page.client.seat!;
  const entrance = entranceAt(hex, picks.tunnelInside, forts(v), side);
  if (!picks.tunnelPick.first) {
    picks.tunnelPick = { first: hex };
    picks.status = `Tunnel: first entrance ${hex}; now pick its other entrance, a highlighted hex (B8.6)`;
    return true;
  }
  const first = entranceAt(picks.tunnelPick.first, picks.tunnelInside, forts(v), side);
  picks.tunnelPick = null;
  await sendCommand(page, recordTunnelsCommand([...ownTunnels(page, v), [first, entrance]]));
  return true;
}

/**
 * Issue 35: what "Finish setup" would silently drop: a tunnel with one entrance picked (B8.6), placements
 * staged but not sent. The button then says so and sends nothing; null when nothing would be lost.
 */
export function unfinishedSetupPicks(picks: Pick<Page['picks'], 'tunnelPick' | 'staged'>): string | null {
  if (picks.tunnelPick?.first)
    return `The tunnel from ${picks.tunnelPick.first} has one entrance only: pick its other entrance, or press the tunnel button again to drop it, then finish setup (B8.6)`;
  if (picks.staged.size)
    return `${picks.staged.size} placement(s) not sent yet: send them (or place the rest at random and send), then finish setup`;
  return null;
}
