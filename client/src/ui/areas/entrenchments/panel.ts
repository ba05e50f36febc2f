// The entrenchment parts of the Actions panel (B27): placing entrenchments in setup (a kind, then a
// highlighted hex; a foxhole's capacity), units set up beneath a counter (B27.1) and Entrenching
// Attempts (B27.11) as buttons. The server's legal entries say what may be done; nothing here decides a rule.
import { type Choices, readChoices, type View } from '@hexfog/shared/protocol/index';
import { h } from '../../dom';
import { choicesOf } from '../read';
import { optionButton } from '../options';
import { type AreaPage, type AreaPanel, perPage } from '../registry';
import {
  allowanceLine,
  ENTRENCHMENT_KINDS,
  type EntrenchmentKind,
  entrenchmentHexes,
  entrenchOptions,
  placeEntrenchmentCommand,
  setUpBeneathOptions,
} from './choices';

const AREA = 'entrenchments';
const KIND_NAME = { foxhole: 'Foxhole', trench: 'Trench', atDitch: 'A-T ditch' } as const;

/** The player's entrenchment pick, kept per page: the kind the next highlighted hex gets, a foxhole's squads. */
interface EntrenchPicks {
  kind: EntrenchmentKind | null;
  foxholeSquads: number;
}
const ownPicks = perPage<EntrenchPicks>(() => ({ kind: null, foxholeSquads: 1 }));
function picksOf(page: AreaPage): EntrenchPicks {
  const p = ownPicks(page);
  // another area's board pick took over: this one is off
  if (page.picks.areaPick !== AREA) p.kind = null;
  return p;
}

const forts = (v: View) => v.modules.fortifications?.counters ?? [];

function placementControls(page: AreaPage, c: Choices<'placeEntrenchment'>): HTMLElement[] {
  const picks = page.picks;
  const own = picksOf(page);
  const buttons = ENTRENCHMENT_KINDS.filter((k) => entrenchmentHexes(c, k).length).map((k) => {
    const on = own.kind === k;
    return h(
      'button',
      {
        'aria-pressed': String(on),
        disabled: picks.busy,
        'data-entry': 'placeEntrenchment',
        'data-kind': k,
        title: `rule ${k === 'foxhole' ? 'B27.1' : k === 'trench' ? 'B27.51' : 'B27.56'}`,
        onclick: () => {
          own.kind = on ? null : k;
          picks.areaPick = on ? null : AREA;
          picks.selectedUnit = null;
          page.render();
        },
      },
      `Place a ${KIND_NAME[k].toLowerCase()}${on ? ': pick a highlighted hex' : ''}`,
    );
  });
  const most = Math.max(0, ...Object.values(c.foxhole));
  const squads =
    own.kind === 'foxhole' && most > 1
      ? [
          h(
            'label',
            {},
            'Foxhole capacity ',
            h(
              'select',
              {
                'data-testid': 'foxhole-squads',
                onchange: (e: Event) => ((own.foxholeSquads = Number((e.target as HTMLSelectElement).value)), undefined),
              },
              ...Array.from({ length: most }, (_, i) => h('option', { value: i + 1, selected: own.foxholeSquads === i + 1 }, `${i + 1}S`)),
            ),
          ),
        ]
      : [];
  return [h('div', { 'data-testid': 'entrenchment-allowance', class: 'muted' }, allowanceLine(c)), ...buttons, ...squads];
}

/** The hexes the kind picked may go in; null when no placement is under way. */
function pickHexes(page: AreaPage, v: View): Set<string> | null {
  const kind = picksOf(page).kind;
  const c = kind ? v.legal.map(readChoices).find((x) => x?.type === 'placeEntrenchment') : undefined;
  return kind && c?.type === 'placeEntrenchment' ? new Set(entrenchmentHexes(c.choices, kind)) : null;
}

export const entrenchmentsPanel: AreaPanel = {
  controls: (page, v, l) => {
    const beneath = choicesOf(l, 'setUpBeneath');
    if (beneath) return setUpBeneathOptions(beneath, forts(v)).map((o) => optionButton(page, o, 'setUpBeneath'));
    const entrench = choicesOf(l, 'entrench');
    if (entrench) return entrenchOptions(entrench).map((o) => optionButton(page, o, 'entrench'));
    const place = choicesOf(l, 'placeEntrenchment');
    return place ? placementControls(page, place) : null;
  },
  pickHexes,
  dropStale: (page, v) => {
    if (picksOf(page).kind && !v.legal.some((l) => l.type === 'placeEntrenchment')) {
      picksOf(page).kind = null;
      page.picks.areaPick = null;
    }
  },
  // a click on a hex the kind picked waits for places it; another hex says why (it may still place a unit)
  hexClicked: async (page, v, hex) => {
    const hexes = pickHexes(page, v);
    if (!hexes) return false;
    if (!hexes.has(hex)) {
      page.picks.status = `${hex} cannot take this entrenchment: pick a highlighted hex (B27.1)`;
      return false;
    }
    const own = picksOf(page);
    const c = v.legal.map(readChoices).find((x) => x?.type === 'placeEntrenchment');
    const o = own.kind && c?.type === 'placeEntrenchment' ? placeEntrenchmentCommand(c.choices, own.kind, hex, own.foxholeSquads) : null;
    if (o) await page.send({ ...o.command });
    return true;
  },
};
