// B21.6 ice: broken by an Original HE attack DR that scores a KIA; collapse under vehicles. (To be built.)
import type { EnterEvent } from '../../engine/entry';
import type { ApplyContext, ResolvedAttack } from '../../engine/module';

export function iceAfterAttack(_ctx: ApplyContext, _attack: ResolvedAttack): void {}

export function iceOnEnter(_ctx: ApplyContext, _entered: EnterEvent): void {}
