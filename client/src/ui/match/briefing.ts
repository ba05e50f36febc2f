// The scenario briefing on the match page: the situation and forces, the special rules in player
// language, the victory conditions and the rule modules the match's ruleset plays. Public scenario
// data only (GET /api/scenarios). On a desktop it heads the side panel and folds away; on a phone it
// is one of the drawers (layout.css).
import type { ScenarioSummary } from '@hexfog/shared/protocol/index';
import { h } from '../dom';

export function briefingSection(scenario: ScenarioSummary, ruleset: string, open: boolean): HTMLElement {
  const body = h(
    'div',
    { class: 'briefing-body', 'data-testid': 'briefing-body' },
    scenario.briefing ? h('p', {}, scenario.briefing) : null,
    scenario.specialRules.length ? h('h4', {}, 'Special rules') : null,
    scenario.specialRules.length ? h('ul', { 'data-testid': 'special-rules' }, ...scenario.specialRules.map((r) => h('li', {}, r))) : null,
    h('h4', {}, 'Victory'),
    h('p', { 'data-testid': 'victory' }, scenario.victory),
    h('h4', {}, `Rules played (${ruleset})`),
    h('p', { class: 'modules muted' }, (scenario.modules[ruleset] ?? []).join(' · ')),
  );
  const section = h('section', { class: `briefing${open ? '' : ' folded'}`, 'data-drawer': 'briefing', 'data-testid': 'briefing' });
  const toggle = h(
    'button',
    {
      class: 'briefing-toggle',
      type: 'button',
      'aria-expanded': String(open),
      'data-testid': 'briefing-toggle',
      onclick: () => {
        const folded = section.classList.toggle('folded');
        toggle.setAttribute('aria-expanded', String(!folded));
      },
    },
    h('h3', {}, `Briefing · ${scenario.turns} turns · ${scenario.sides.A} vs ${scenario.sides.B}`),
  );
  section.append(toggle, body);
  return section;
}
