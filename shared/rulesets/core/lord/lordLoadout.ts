import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { getBattle, getLord } from '../state/selectors';
import { hexName } from '../../../hex';
import { t } from '../../../i18n';

/** The longest loadout text (a paragraph of mount, wargear and magic items). */
export const MAX_LOADOUT_LENGTH = 500;

/**
 * LORD-3: whether the Lord's loadout may still change, and if not, why. Seed 001: the Lord "will not change from
 * game to game" and is always taken "with exactly the same magic items, mount, etc.". Decision: the loadout may be
 * entered at setup (SETUP-5) and changed freely until the Lord's army first fights a battle (BRIEF-8 has then shown
 * it to the opponent); after that it is fixed. A Lord that reached its first battle with no loadout entered may
 * have it entered once afterwards (the GM forgot it), and it is fixed from then on.
 */
export function loadoutFixedReason(state: Campaign, playerId: string): string | null {
  const lord = getLord(state, playerId);
  if (!lord || !lord.firstBattleId || lord.loadout.trim() === '') return null;
  const battle = getBattle(state, lord.firstBattleId);
  return battle
    ? t('coreRules:lord.loadoutFixedAt', { lord: lord.name, hex: hexName(battle.hex) })
    : t('coreRules:lord.loadoutFixed', { lord: lord.name });
}

/** SETUP-5, LORD-3, LORD-4: the GM enters or corrects a Lord's loadout before it is fixed. */
export function validateRecordLordLoadout(
  state: Campaign,
  command: CommandOf<'RecordLordLoadout'>,
): RuleViolation[] {
  const lord = typeof command.playerId === 'string' ? getLord(state, command.playerId) : undefined;
  if (!lord)
    return [violation('SETUP-5', t('coreRules:lord.noLordFor', { player: String(command.playerId) }))];
  if (lord.state !== 'active')
    return [violation('LORD-4', t(`coreRules:lord.out.${lord.state}`, { lord: lord.name }))];
  if (typeof command.loadout !== 'string') return [violation('SETUP-5', t('coreRules:lord.loadoutText'))];
  if (command.loadout.length > MAX_LOADOUT_LENGTH)
    return [violation('SETUP-5', t('coreRules:lord.loadoutLength', { count: MAX_LOADOUT_LENGTH }))];
  const fixed = loadoutFixedReason(state, lord.playerId);
  if (fixed) return [violation('LORD-3', fixed)];
  if (command.loadout.trim() === lord.loadout)
    return [
      violation('SETUP-5', t('coreRules:lord.loadoutSame', { lord: lord.name, loadout: lord.loadout })),
    ];
  return [];
}

/** SETUP-5, LORD-3: recorded with the text it replaces, so the history shows the change. */
export function resolveRecordLordLoadout(sink: EventSink, command: CommandOf<'RecordLordLoadout'>): void {
  const lord = getLord(sink.state, command.playerId)!;
  sink.emit(
    'LordLoadoutRecorded',
    { playerId: lord.playerId, loadout: command.loadout.trim(), previous: lord.loadout },
    ['SETUP-5', 'LORD-3'],
  );
}
