import { hexName } from '@shared/hex';
import { DestinationPicker } from './DestinationPicker';
import { liveArmies, lordWithArmy, sideOfArmy, type Campaign } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pickUpArmy } from './campaignPointer';
import { issueCommand } from '../../campaign/issueCommand';
import { moveArmyTo } from './moveArmyTo';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { selectLegalMoves } from './coreSelectors';
import { LordLoadoutCard } from './LordLoadoutCard';
import { PhysicalDiceToggle } from './PhysicalDiceToggle';
import { armyPickedUp } from '../../campaign/playSlice';
import { Trans } from '../../i18n';
import { t as translate } from '@shared/i18n';

/** MOVE-2: the roll that set the army's allowance this phase, with its penalty (MOVE-3) and bonus (MOVE-4). */
function allowanceRoll(campaign: Campaign, armyId: string) {
  for (let i = campaign.log.length - 1; i >= 0; i--) {
    const event = campaign.log[i]!;
    if (event.type === 'PhaseStarted' && event.payload.phase === 'MOVE') return undefined;
    if (event.type === 'MoveAllowanceRolled' && event.payload.armyId === armyId) return event.payload;
  }
  return undefined;
}

/**
 * The MOVE phase by keyboard and click: the active side's armies to pick up, the picked-up army's roll (or the
 * physical roll typed in), its allowance, its legal destinations, holding, and the Lord's reassignment (LORD-2).
 */
export function ArmyPanel() {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector(selectCampaign);
  const selectedId = useAppSelector((state) => state.play.selectedArmyId);
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const moves = useAppSelector(selectLegalMoves);
  const replay = useAppSelector(selectReplayTurn);
  if (!campaign || campaign.status !== 'running' || campaign.turn.phase !== 'MOVE' || replay !== null)
    return null;
  const own = liveArmies(campaign).filter((a) => sideOfArmy(campaign, a) === campaign.turn.activeSideId);
  const army = selectedId ? campaign.armies.entities[selectedId] : undefined;
  const roll = army ? allowanceRoll(campaign, army.id) : undefined;
  const lord = army ? lordWithArmy(campaign, army.id) : undefined;
  const t = translate;
  return (
    <section className="panel" data-testid="army-panel">
      <h2>{t('campaign:move.title')}</h2>
      <PhysicalDiceToggle />
      <div className="army-list" role="group" aria-label={t('campaign:move.armies')}>
        {own.map((a) => (
          <button
            key={a.id}
            type="button"
            data-testid={`pick-${a.id}`}
            aria-pressed={a.id === selectedId}
            disabled={a.movedThisPhase}
            onClick={() => dispatch(pickUpArmy(a.id, false))}
          >
            {a.name}
            {a.movedThisPhase ? ' ✓' : ''}
          </button>
        ))}
      </div>
      {army && army.hex && (
        <div data-testid="picked-army" data-army={army.id}>
          <p>
            <strong>{army.name}</strong>{' '}
            {t('campaign:move.at', { hex: hexName(army.hex), status: t(`log:status.${army.status}`) })}
          </p>
          {army.moveAllowance === undefined && physicalDice && (
            <p className="field">
              <span>{t('campaign:move.enterD3')}</span>
              {[1, 2, 3].map((n) => (
                <button
                  key={n}
                  type="button"
                  data-testid={`d3-${n}`}
                  onClick={() => dispatch(issueCommand({ type: 'RollMove', armyId: army.id }, { move: [n] }))}
                >
                  {n}
                </button>
              ))}
            </p>
          )}
          {roll && (
            <p data-testid="allowance">
              <Trans
                t={t}
                i18nKey="campaign:move.allowance"
                values={{ allowance: roll.allowance, d3: roll.d3, penalty: roll.penalty, bonus: roll.bonus }}
                components={{ b: <strong /> }}
              />
            </p>
          )}
          {army.moveAllowance !== undefined && !army.movedThisPhase && (
            <DestinationPicker key={army.id} armyId={army.id} moves={moves} />
          )}
          {!army.movedThisPhase && (
            <p className="field">
              <button
                type="button"
                data-testid="hold-button"
                onClick={() => {
                  if (army.moveAllowance !== undefined) dispatch(moveArmyTo(army.id, army.hex!));
                  else if (dispatch(issueCommand({ type: 'HoldArmy', armyId: army.id })))
                    dispatch(armyPickedUp({ armyId: null }));
                }}
              >
                {t('campaign:move.hold')}
              </button>
              <button type="button" onClick={() => dispatch(armyPickedUp({ armyId: null }))}>
                {t('campaign:move.putDown')}
              </button>
            </p>
          )}
          {lord && (
            <LordLoadoutCard key={`${lord.playerId}:${lord.loadout}`} campaign={campaign} lord={lord} />
          )}
          <LordControl campaign={campaign} armyId={army.id} />
        </div>
      )}
      {!army && <p className="muted">{t('campaign:move.pickHint')}</p>}
    </section>
  );
}

/** LORD-2: the owner may move the Lord to another of their armies once per MOVE phase. */
function LordControl({ campaign, armyId }: { campaign: Campaign; armyId: string }) {
  const dispatch = useAppDispatch();
  const army = campaign.armies.entities[armyId]!;
  const lord = campaign.lords.entities[army.ownerId];
  if (!lord || lord.state !== 'active' || lord.armyId === armyId) return null;
  return (
    <p className="field">
      <button
        type="button"
        data-testid="reassign-lord"
        onClick={() => dispatch(issueCommand({ type: 'ReassignLord', playerId: army.ownerId, armyId }))}
      >
        {translate('campaign:move.bringLord', { lord: lord.name })}
      </button>
    </p>
  );
}
