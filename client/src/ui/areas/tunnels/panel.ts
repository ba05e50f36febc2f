// The tunnel parts of the Actions panel (B8.6-B8.61): recording the side's tunnels in setup (two
// entrance hexes picked on the board, into an own pillbox or beneath an own entrenchment when asked),
// entering a tunnel and coming out as buttons. The server's legal entries say what may be done.
import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { readTunnels, undergroundRowText } from '../../counters/underground';
import { h } from '../../dom';
import { optionButton } from '../options';
import { choicesOf } from '../read';
import { type AreaPage, type AreaPanel, perPage } from '../registry';
import { emergeLabel, enterTunnelOption, entranceAt, recordTunnelsCommand, tunnelInput, tunnelName } from './choices';

const AREA = 'tunnels';

/** The player's tunnel pick, kept per page: under way (the first entrance once picked), and whether entrances go inside. */
interface TunnelPicks {
  pick: { first: string | null } | null;
  inside: boolean;
}
const ownPicks = perPage<TunnelPicks>(() => ({ pick: null, inside: false }));
function picksOf(page: AreaPage): TunnelPicks {
  const p = ownPicks(page);
  // another area's board pick took over: this one is off
  if (page.picks.areaPick !== AREA) p.pick = null;
  return p;
}

const forts = (v: View) => v.modules.fortifications?.counters ?? [];
const ownTunnels = (page: AreaPage, v: View) => (v.modules.tunnels?.tunnels ?? []).filter((t) => t.side === page.seat).map(tunnelInput);

/** The tunnel button: starts recording a tunnel (any other board pick ends), or drops the one under way. */
export function toggleTunnelPick(page: AreaPage): void {
  const own = picksOf(page);
  const on = own.pick !== null;
  own.pick = on ? null : { first: null };
  page.picks.areaPick = on ? null : AREA;
  page.picks.selectedUnit = null;
}

function recordControls(page: AreaPage, v: View): HTMLElement[] {
  const { picks } = page;
  const own = picksOf(page);
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
          onclick: () => void page.send(recordTunnelsCommand(list.filter((_, j) => j !== i))),
        },
        'remove',
      ),
    ),
  );
  const on = own.pick !== null;
  const prompt = !on
    ? 'Record a tunnel: pick two entrance hexes'
    : own.pick!.first
      ? `Tunnel from ${own.pick!.first}: pick the other entrance`
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
        onclick: () => (toggleTunnelPick(page), page.render()),
      },
      prompt,
    ),
    h(
      'label',
      {},
      h('input', {
        type: 'checkbox',
        checked: own.inside,
        onchange: (e: Event) => ((own.inside = (e.target as HTMLInputElement).checked), undefined),
      }),
      ' entrances into my pillbox or beneath my foxhole/trench where there is one',
    ),
  ];
}

/** B8.61: the ready emergence, its label naming the units of the own stack when the view gives them. */
function emergeButton(page: AreaPage, v: View, l: LegalCommand): HTMLElement[] | null {
  const stack = l.command?.['stack'];
  if (!l.command || typeof stack !== 'string') return null;
  const label = emergeLabel(l.label, stack, readTunnels(v.modules).stacks);
  return [optionButton(page, { label, rule: l.rule ?? 'B8.61', command: l.command }, 'emergeFromTunnel')];
}

/** The hexes an entrance may be in, but the first one picked; null when no tunnel is being recorded. */
function pickHexes(page: AreaPage, v: View): Set<string> | null {
  const pick = picksOf(page).pick;
  const c = pick ? v.legal.map((l) => choicesOf(l, 'recordTunnels')).find((x) => x) : undefined;
  return pick && c ? new Set(c.hexes.filter((x) => x !== pick.first)) : null;
}

export const tunnelsPanel: AreaPanel = {
  controls: (page, v, l) => {
    const enter = choicesOf(l, 'enterTunnel');
    if (enter) return [optionButton(page, enterTunnelOption(enter), 'enterTunnel')];
    if (l.type === 'recordTunnels') return recordControls(page, v);
    if (l.type === 'emergeFromTunnel') return emergeButton(page, v, l);
    return null;
  },
  pickHexes,
  dropStale: (page, v) => {
    if (picksOf(page).pick && !v.legal.some((l) => l.type === 'recordTunnels')) {
      picksOf(page).pick = null;
      page.picks.areaPick = null;
    }
  },
  // a click on an entrance hex the pick waits for takes it; another hex says why
  hexClicked: async (page, v, hex) => {
    const hexes = pickHexes(page, v);
    const own = picksOf(page);
    if (!hexes || !own.pick) return false;
    if (!hexes.has(hex)) {
      page.picks.status =
        hex === own.pick.first
          ? `${hex} is the tunnel's first entrance already: pick its other entrance, a highlighted hex (B8.6)`
          : `${hex} cannot be a tunnel entrance: pick a highlighted hex (B8.6)`;
      return false;
    }
    const side = page.seat;
    if (!side) return false;
    const entrance = entranceAt(hex, own.inside, forts(v), side);
    if (!own.pick.first) {
      own.pick = { first: hex };
      page.picks.status = `Tunnel: first entrance ${hex}; now pick its other entrance, a highlighted hex (B8.6)`;
      return true;
    }
    const first = entranceAt(own.pick.first, own.inside, forts(v), side);
    own.pick = null;
    page.picks.areaPick = null;
    await page.send(recordTunnelsCommand([...ownTunnels(page, v), [first, entrance]]));
    return true;
  },
  // a known tunnel entrance (B8.6), the "Sewer ?" counters of tunnel stacks with what is beneath for their owner (B8.61)
  selection: (page, v, hex) => {
    const tunnels = readTunnels(v.modules);
    return [
      ...(tunnels.entrances.includes(hex) ? [h('div', { class: 'unit-row' }, 'Tunnel entrance (B8.6)')] : []),
      ...tunnels.stacks
        .filter((st) => st.hex === hex)
        .map((st) => h('div', { class: 'unit-row' }, undergroundRowText(st, 'tunnel', page.names.side))),
    ];
  },
  // B8.6: a tunnel with one entrance picked would be lost by finishing setup
  unfinished: (page) => {
    const first = picksOf(page).pick?.first;
    return first
      ? `The tunnel from ${first} has one entrance only: pick its other entrance, or press the tunnel button again to drop it, then finish setup (B8.6)`
      : null;
  },
};
