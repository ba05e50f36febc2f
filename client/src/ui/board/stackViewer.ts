// The stack viewer: a panel over the board listing every counter of one hex, top of the stack first,
// each drawn as on the map with what it is in words (the unit, its numbers, broken or not, where in
// the Location; a marker and its rule), and each unit's markers beside it. Built from the same stack
// items as the map, so it shows exactly what the view holds: a "?" stays a "?".
import { type Art, art, toSvg } from '../art';
import { COUNTER, fortificationCounter, fortificationName } from '../counters/fortifications';
import { orderStack, pieceCounter, type StackItem } from '../counters/stack';
import { clear, h } from '../dom';
import { markerName } from '../counters/markers';

/** One line of the viewer: the counter's description; a unit's markers are named with it. */
export interface ViewerRow {
  readonly item: StackItem;
  readonly text: string;
  readonly markers: readonly string[];
}

const KIND_WORD: Readonly<Record<string, string>> = {
  squad: 'squad',
  halfSquad: 'half-squad',
  crew: 'crew',
  leader: 'leader',
  hero: 'hero',
  sw: 'support weapon',
  gun: 'gun',
  vehicle: 'vehicle',
  dummy: 'dummy',
};

/** What the viewer says of each counter, top first; markers lying on a unit are folded into its row. */
export function viewerRows(items: readonly StackItem[], sideName: (side: string) => string): ViewerRow[] {
  const rows: { item: StackItem; text: string; markers: string[] }[] = [];
  for (const it of orderStack(items)) {
    if (it.kind === 'fortification') {
      const hidden = it.fortification.hidden ? ', set up hidden (A12.33)' : '';
      rows.push({ item: it, text: `${fortificationName(it.fortification)} (${sideName(it.fortification.side)})${hidden}`, markers: [] });
      continue;
    }
    const on = it.marker?.forUnit ? rows.find((r) => r.item.kind === 'piece' && r.item.unit === it.marker!.forUnit) : undefined;
    if (on && it.marker) {
      on.markers.push(markerName(it.marker.kind, it.marker.value));
      continue;
    }
    if (it.face) {
      const f = it.face;
      rows.push({
        item: it,
        text: `${it.title.replace(` ${f.name}`, ` ${f.name} ${KIND_WORD[f.kind] ?? f.kind}`)} · ${sideName(it.side)}${f.broken ? ` · broken side, morale ${f.values} (A10.4)` : f.values && f.values !== f.name ? ` · ${f.values}` : ''}`,
        markers: [],
      });
      continue;
    }
    rows.push({ item: it, text: it.title, markers: [] });
  }
  return rows.reverse();
}

function counterIcon(item: StackItem, sideName: (side: string) => string): SVGElement {
  const drawn: Art =
    item.kind === 'fortification'
      ? fortificationCounter(item.fortification, 0, 0, sideName(item.fortification.side))
      : pieceCounter(item, '', 0, 0);
  // the icon is a picture: its own hooks (data-unit, data-hex) stay on the map's counters
  const bare: Art = { ...drawn, attrs: { class: `${drawn.attrs['class'] ?? ''} in-viewer` } };
  return toSvg(
    art(
      'svg',
      {
        class: 'viewer-counter',
        viewBox: `-0.04 -0.04 ${COUNTER.w + 0.08} ${COUNTER.h + 0.08}`,
        width: 44,
        height: 44,
        'aria-hidden': 'true',
      },
      bare,
    ),
  );
}

export class StackViewer {
  readonly el: HTMLElement;
  private readonly list: HTMLOListElement;
  private readonly heading: HTMLElement;
  hex: string | null = null;
  /** Opened by a click: it stays until closed or another hex is clicked; a hover only previews. */
  pinned = false;

  constructor(private readonly sideName: (side: string) => string) {
    this.heading = h('strong', {});
    this.list = h('ol', {}) as HTMLOListElement;
    this.el = h(
      'section',
      { class: 'stack-viewer', 'data-testid': 'stack-viewer', hidden: true, 'aria-live': 'polite' },
      h(
        'header',
        {},
        this.heading,
        h('button', { class: 'close', 'aria-label': 'close the stack viewer', onclick: () => this.hide() }, '×'),
      ),
      this.list,
    );
  }

  /** Lists the counters of `hex` (pinned: opened by a click); an empty stack closes the viewer. */
  show(hex: string, items: readonly StackItem[], pinned = this.pinned) {
    if (!items.length) return this.hide();
    this.hex = hex;
    this.pinned = pinned;
    const rows = viewerRows(items, this.sideName);
    this.heading.textContent = `${hex} · ${items.length} counter${items.length > 1 ? 's' : ''}`;
    clear(this.list);
    for (const r of rows) {
      this.list.append(
        h(
          'li',
          {
            class: 'viewer-row',
            'data-kind': r.item.kind === 'fortification' ? 'fortification' : r.item.marker ? `marker-${r.item.marker.kind}` : 'unit',
            ...(r.item.kind === 'piece' && r.item.unit ? { 'data-counter-unit': r.item.unit } : {}),
          },
          counterIcon(r.item, this.sideName),
          h('span', { class: 'what' }, r.text, ...r.markers.map((m) => h('span', { class: 'marker-chip' }, m))),
        ),
      );
    }
    this.el.hidden = false;
  }

  /** A hover over a hex previews its stack, unless a clicked one is shown. */
  preview(hex: string, items: readonly StackItem[]) {
    if (this.pinned) return;
    if (items.length) this.show(hex, items, false);
    else this.hide();
  }

  hide() {
    this.hex = null;
    this.pinned = false;
    this.el.hidden = true;
  }
}
