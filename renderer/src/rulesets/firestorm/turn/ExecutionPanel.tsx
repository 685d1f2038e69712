import type { Viewer } from '@shared/kernel';
import { factionBanners, visibleOrder, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { Trans, useTranslation } from '../../../i18n';

export interface ExecutionPanelProps {
  readonly state: FsState;
  readonly viewer: Viewer;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

/** This turn's initiative rolls (FS-INIT-1..3), read from the log. */
function initiative(state: FsState): { order: string[]; rolls: Record<string, number[]> } | undefined {
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i]!;
    if (e.turn !== state.turn.number) return undefined;
    if (e.type === 'InitiativeRolled')
      return e.payload as { order: string[]; rolls: Record<string, number[]> };
  }
  return undefined;
}

/**
 * Execution you can follow (FS-ORDER-4): the initiative order with its rolls, the faction acting, and each of its
 * revealed orders to carry out one at a time (the GM picks the banner; "Next" takes them in id order, BOT-10).
 */
export function ExecutionPanel({ state, viewer, names, issue }: ExecutionPanelProps) {
  const { t } = useTranslation('firestorm');
  const init = initiative(state);
  const active = state.turn.active;
  const pending =
    state.turn.step === 'EXECUTION' && active
      ? factionBanners(state, active).filter((b) => b.orderState === 'pending')
      : [];
  return (
    <section className="panel" data-testid="fs-execution">
      <h2>{t('execution.title')}</h2>
      {init && (
        <ol className="fs-initiative" data-testid="fs-initiative">
          {init.order.map((f) => (
            <li key={f} className={f === active && state.turn.step === 'EXECUTION' ? 'active' : undefined}>
              {names.faction(f)}{' '}
              <span className="muted">
                {t('execution.rolled', { rolls: (init.rolls[f] ?? []).join(t('execution.then')) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="muted">{t('execution.explain', { rules: 'FS-INIT-1..3', rule: 'FS-ORDER-4' })}</p>
      {state.turn.step === 'EXECUTION' && active && (
        <>
          <p>
            <Trans
              t={t}
              i18nKey="execution.reveals"
              values={{ faction: names.faction(active) }}
              components={{ b: <strong /> }}
            />
          </p>
          <ul>
            {pending.map((b) => {
              const order = visibleOrder(state, viewer, b);
              const banner = names.banner(b.id);
              const type = t(`orderTypes.${order?.type ?? 'hold'}`);
              const line =
                order?.path && order.path.length > 1
                  ? t('execution.orderTo', {
                      banner,
                      order: type,
                      hex: names.hex(order.path[order.path.length - 1]!),
                    })
                  : t('execution.order', { banner, order: type });
              return (
                <li key={b.id}>
                  {line}{' '}
                  <button
                    type="button"
                    data-testid="fs-execute-banner"
                    onClick={() => issue({ type: 'ExecuteNext', banner: b.id })}
                  >
                    {t('execution.carryOut')}
                  </button>
                </li>
              );
            })}
          </ul>
          {pending[0] && (
            <button
              type="button"
              className="primary"
              data-testid="fs-execute-next"
              onClick={() => issue({ type: 'ExecuteNext', banner: pending[0]!.id })}
            >
              {t('execution.next')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
