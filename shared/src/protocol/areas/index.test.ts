// The registry of the rule areas' wire (areas/index.ts): every event and entry type has one owner, the
// core or one area, and the composed EVENT_DATA / LEGAL_CHOICES hold exactly the owners' schemas. An
// area's types are its own modules': a type that another module emits belongs to the core.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { CORE_EVENTS, type EventData, EVENT_DATA, type EventType } from '../events';
import { type ChoiceType, type Choices, CORE_CHOICES, LEGAL_CHOICES } from '../legal';
import type { ModuleViews } from '../moduleViews';
import { type AreaWire, areaWire, clashes, composeSchemas } from './areaWire';
import { AREA_WIRES } from './index';

const RULES = resolve(dirname(fileURLToPath(import.meta.url)), '../../rules');

/** A test-only area. */
const probe = (area: string, events: Record<string, z.ZodType>, choices: Record<string, z.ZodType> = {}): AreaWire =>
  areaWire<unknown>()({ area, modules: [area], events, choices });

describe('the rule areas wire registry', () => {
  it('no event type and no entry type is declared by two owners (the core and each area)', () => {
    expect(clashes([['core', CORE_EVENTS], ...AREA_WIRES.map((a) => [a.area, a.events] as const)])).toEqual([]);
    expect(clashes([['core', CORE_CHOICES], ...AREA_WIRES.map((a) => [a.area, a.choices] as const)])).toEqual([]);
  });

  it('a type declared by two areas, or by an area and the core, fails the composition by name', () => {
    const one = z.object({});
    expect(() => composeSchemas('events', { a: one }, [probe('left', { shared: one }), probe('right', { shared: one })])).toThrow(
      'events declared twice: shared: left, right',
    );
    expect(() => composeSchemas('events', { roll: one }, [probe('area', { roll: one })])).toThrow(
      'events declared twice: roll: core, area',
    );
    expect(() => composeSchemas('choices', { move: one }, [probe('area', {}, { move: one })])).toThrow(
      'choices declared twice: move: core, area',
    );
    expect(composeSchemas('events', { a: one }, [probe('left', { b: one }), probe('right', { c: one })])).toEqual({
      a: one,
      b: one,
      c: one,
    });
  });

  it('EVENT_DATA and LEGAL_CHOICES are the core and every registered area, each type with its owner schema', () => {
    for (const [all, core, kind] of [
      [EVENT_DATA, CORE_EVENTS, 'events'],
      [LEGAL_CHOICES, CORE_CHOICES, 'choices'],
    ] as const) {
      const owners = [core, ...AREA_WIRES.map((a) => a[kind])];
      expect(Object.keys(all).sort()).toEqual(owners.flatMap((o) => Object.keys(o)).sort());
      for (const o of owners)
        for (const [k, schema] of Object.entries(o)) expect([k, (all as Record<string, unknown>)[k] === schema]).toEqual([k, true]);
    }
    // the areas really brought their types
    expect(EVENT_DATA.sewerMoved).toBe(AREA_WIRES[0].events.sewerMoved);
    expect(Object.hasOwn(LEGAL_CHOICES, 'enterSewerCard')).toBe(true);
  });

  it('each area type is emitted or offered by its own rule modules and by no other (else it is the core one)', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
      });
    const files = sources(RULES).map((f) => ({ module: relative(RULES, f).split('/')[0]!, text: readFileSync(f, 'utf8') }));
    const strays: string[] = [];
    const unused: string[] = [];
    for (const a of AREA_WIRES)
      for (const type of [...Object.keys(a.events), ...Object.keys(a.choices)]) {
        // where an event is emitted or an entry offered: `type: 'x'` (ctx.emit, a LegalCommand) or a group move's emit
        const at = new RegExp(`(type: |emitGroupMove\\(ctx, )'${type}'`);
        const users = files.filter((f) => at.test(f.text)).map((f) => f.module);
        if (!users.some((m) => a.modules.includes(m))) unused.push(`${type} (${a.area})`);
        for (const m of users) if (!a.modules.includes(m)) strays.push(`${type} (${a.area}) in rules/${m}`);
      }
    expect(strays).toEqual([]);
    // and each is really its modules': none declared that its modules never emit or offer
    expect(unused).toEqual([]);
  });

  it('types stay exact per key through the composition (checked by tsc)', () => {
    const lost: EventData<'sewerMoved'>['lost'] = true;
    const exitRange: EventData<'sewerAdvanced'>['exitRange'] = 3;
    const into: Choices<'sewerAdvance'>['into'] = ['71F5'];
    const river: NonNullable<ModuleViews['water']>['changed'] = {};
    const stacks: NonNullable<ModuleViews['sewerCards']>['cards'] = [];
    // @ts-expect-error: no such event type
    const unknownEvent: EventType = 'noSuchEvent';
    // @ts-expect-error: no such entry type
    const unknownChoice: ChoiceType = 'noSuchEntry';
    // @ts-expect-error: sewerMoved's `lost` is a boolean
    const wrong: EventData<'sewerMoved'>['lost'] = 1;
    expect([lost, exitRange, into, river, stacks, unknownEvent, unknownChoice, wrong]).toHaveLength(8);
  });
});
