// The lobby's scenario cards: for each scenario its name, map, turns, sides, description, the rule
// modules each ruleset plays (from the server's catalog), and the create-match choices (with the
// time control, ./online/timeControl). A created
// match is labelled with what was created (scenario, ruleset, options) above its links.
import type { CreateMatchResponse, ScenarioSummary, TimeControl } from '@hexfog/shared/protocol/index';
import type { api, PostChallengeBody } from '../sdk/index';
import { copyRow } from './copyRow';
import { computerControls } from './lobbyComputer';
import { clear, h } from './dom';
import { choicePhrase, createOptions, type LobbyChoice, offeredOptions } from './lobbyOptions';
import { timeControlSelect } from './online/timeControl';

const withClock = (tc: TimeControl | null) => (tc ? { timeControl: tc } : {});

/** "Sewer duel · asl · listed in the public lobby · spectators one Player Turn behind": what was created. */
export function createdLabel(sc: Pick<ScenarioSummary, 'name' | 'options'>, ruleset: string, choice: LobbyChoice): string {
  const spectators = choice.delay
    ? `spectators ${choice.delay} Player Turn${choice.delay > 1 ? 's' : ''} behind`
    : 'spectators see the public view';
  return `${sc.name} · ${ruleset} · ${choice.listed ? 'listed in the public lobby' : 'unlisted'} · ${spectators}${choicePhrase(sc, ruleset, choice)}`;
}

/** A checkbox per rule option the chosen ruleset offers (the catalog's list): shown again when the ruleset changes. */
function ruleOptionBoxes(sc: ScenarioSummary, ruleset: () => string) {
  const boxes = h('span', { class: 'rule-options' });
  const ticked = new Set<string>();
  const draw = () => {
    for (const id of [...ticked]) if (!offeredOptions(sc, ruleset()).some((o) => o.id === id)) ticked.delete(id);
    boxes.replaceChildren(
      ...offeredOptions(sc, ruleset()).map((o) =>
        h(
          'label',
          { style: 'white-space:nowrap', title: o.description },
          h('input', {
            type: 'checkbox',
            'data-testid': `rule-option-${o.id}-${sc.id}`,
            ...(ticked.has(o.id) ? { checked: true } : {}),
            onchange: (e: Event) => ((e.target as HTMLInputElement).checked ? ticked.add(o.id) : ticked.delete(o.id)),
          }),
          ` ${o.label}`,
        ),
      ),
    );
  };
  draw();
  return { el: boxes, ticked: (): ReadonlySet<string> => ticked, redraw: draw };
}

function modulesList(sc: ScenarioSummary) {
  return h(
    'details',
    { 'data-testid': `modules-${sc.id}` },
    h('summary', {}, `Rule modules (${sc.rulesets.join(', ')})`),
    h('ul', {}, ...sc.rulesets.map((r) => h('li', {}, h('strong', {}, r), `: ${(sc.modules[r] ?? []).join(', ')}`))),
  );
}

/** The creator's view of his invitation: waiting for the opponent, its link, withdraw and reissue. */
function invitationPanel(http: ReturnType<typeof api>, res: CreateMatchResponse, sideName: string): HTMLElement {
  const mine = res.seats[res.side]!.token;
  const panel = h('div', { 'data-testid': 'invitation' });
  const show = (link: string | null, note: string) => {
    clear(panel);
    panel.append(
      h('p', { 'data-testid': 'invitation-status' }, note),
      ...(link ? [copyRow(`Invitation for ${sideName}`, link, 'link-invite')] : []),
      h(
        'div',
        { class: 'row' },
        h(
          'button',
          { 'data-testid': 'invite-withdraw', onclick: () => void act(() => http.withdrawInvitation(res.matchId, mine).then(() => null)) },
          'Withdraw',
        ),
        h(
          'button',
          { 'data-testid': 'invite-reissue', onclick: () => void act(() => http.reissueInvitation(res.matchId, mine).then((g) => g.link)) },
          'New invitation link',
        ),
      ),
    );
  };
  const act = async (fn: () => Promise<string | null>) => {
    try {
      const link = await fn();
      show(link, link ? 'Waiting for your opponent: the old link no longer works.' : 'Invitation withdrawn.');
    } catch (e) {
      show(null, (e as Error).message);
    }
  };
  show(res.invitation!.link, 'Waiting for your opponent: send this link; the first to open it takes the seat.');
  return panel;
}

/** What the lobby does with a challenge posted from a card (lobby.ts: post it, show it). */
export type PostChallenge = (body: PostChallengeBody, label: string) => Promise<void>;

export function scenarioCard(
  sc: ScenarioSummary,
  http: ReturnType<typeof api>,
  created: HTMLElement,
  onCreated: () => void,
  postChallenge?: PostChallenge,
): HTMLElement {
  const ruleset = h('select', { 'aria-label': `ruleset for ${sc.name}` }, ...sc.rulesets.map((r) => h('option', { value: r }, r)));
  const spect = h(
    'select',
    { 'aria-label': `spectators for ${sc.name}` },
    h('option', { value: '0' }, 'spectators see the public view'),
    h('option', { value: '1' }, 'spectators one Player Turn behind'),
  );
  // unlisted by default: only those given the spectator link can find the match
  const listIt = h('input', { type: 'checkbox', 'data-testid': `lobby-${sc.id}` });
  // the rule options the chosen ruleset's modules declare (sewer-cards: hidden Sewer cards)
  const ruleOptions = ruleOptionBoxes(sc, () => ruleset.value);
  ruleset.addEventListener('change', ruleOptions.redraw);
  const clock = timeControlSelect(`time control for ${sc.name}`);
  // the creator's side (or the server's draw) and "practice against myself" (both seats, no invitation)
  const side = h(
    'select',
    { 'aria-label': `your side in ${sc.name}`, 'data-testid': `side-${sc.id}` },
    h('option', { value: 'random' }, 'side: random'),
    h('option', { value: 'A' }, `play ${sc.sides.A}`),
    h('option', { value: 'B' }, `play ${sc.sides.B}`),
  );
  const practice = h('input', { type: 'checkbox', 'data-testid': `practice-${sc.id}` });
  const choice = (): LobbyChoice => ({ delay: Number(spect.value), listed: listIt.checked, rules: ruleOptions.ticked() });
  const terms = () => ({
    ruleset: ruleset.value as 'asl',
    scenario: sc.id,
    options: { ...createOptions(sc, ruleset.value, choice()), ...withClock(clock.value()) },
    side: side.value as 'A' | 'B' | 'random',
  });
  // a challenge: open (listed among the lobby's challenges) or direct (a link to send); never practice
  const challenge = (listed: boolean) =>
    void postChallenge?.(
      { ...terms(), listed },
      `Challenge posted (${listed ? 'open: listed with the challenges above' : 'direct: send its link'}): ${createdLabel(sc, ruleset.value, choice())}`,
    );
  const create = async () => {
    const res: CreateMatchResponse = await http.createMatch({ ...terms(), practice: practice.checked });
    clear(created);
    const held = (['A', 'B'] as const).filter((s) => res.seats[s]);
    created.append(
      h('h2', {}, 'Match created'),
      h('p', { class: 'created-label', 'data-testid': 'created-label' }, createdLabel(sc, ruleset.value, choice())),
      h(
        'p',
        {},
        res.invitation
          ? 'Your seat link is yours alone: keep it. Send the invitation to your opponent.'
          : 'Practice: both seats are yours.',
      ),
      ...held.map((s) => copyRow(`${sc.sides[s]} (${s})`, res.seats[s]!.link, `link-${s}`)),
      ...(res.invitation ? [invitationPanel(http, res, sc.sides[res.invitation.side])] : []),
      copyRow('Spectators', res.spectatorLink, 'link-spectator'),
      h('p', { style: 'overflow-wrap:anywhere' }, `Dice commitment: ${res.diceCommitment}`),
      h(
        'div',
        { class: 'row' },
        ...held.map((s) =>
          h(
            'a',
            { href: res.seats[s]!.link.slice(res.seats[s]!.link.indexOf('#')), 'data-testid': `play-${s}` },
            `Play as ${sc.sides[s]} `,
          ),
        ),
      ),
    );
    created.scrollIntoView?.({ block: 'nearest' });
    onCreated();
  };
  return h(
    'article',
    { class: 'scenario-card', 'data-testid': 'scenario-card', 'data-card': sc.id },
    h('h3', {}, sc.name),
    h('div', { class: 'facts' }, `${sc.mapName} · ${sc.turns} turns · ${sc.sides.A} vs ${sc.sides.B}`),
    h('p', {}, sc.description),
    modulesList(sc),
    h(
      'div',
      { class: 'create' },
      ruleset,
      spect,
      h('label', { style: 'white-space:nowrap' }, listIt, ' list in the public lobby'),
      side,
      h('label', { style: 'white-space:nowrap' }, practice, ' practice against myself'),
      ruleOptions.el,
      clock.el,
      h('button', { class: 'primary', 'data-scenario': sc.id, onclick: () => void create() }, 'Create match'),
      ...computerControls(sc.id, http, terms, created),
      ...(postChallenge
        ? [
            h(
              'button',
              {
                'data-testid': `challenge-open-${sc.id}`,
                title: 'any player may accept it from the lobby',
                onclick: () => challenge(true),
              },
              'Post an open challenge',
            ),
            h(
              'button',
              { 'data-testid': `challenge-direct-${sc.id}`, title: 'a link for one opponent', onclick: () => challenge(false) },
              'Challenge by link',
            ),
          ]
        : []),
    ),
  );
}
