import { factionById, firestormRuleset, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import { buildOptions } from './buildOptions';
import type { FsNames } from './fsWords';
import { useTranslation } from '../../../i18n';

export interface BuildMenuProps {
  readonly state: FsState;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * BUILD (FS-BUILD-1..8): the faction building now, its Build Points, and per item where it can be built and at what
 * cost, or why not. Factions build one after another in initiative order.
 */
export function BuildMenu({ state, names, issue }: BuildMenuProps) {
  const { t } = useTranslation('fsTurn');
  const active = state.turn.active;
  const faction = active ? factionById(state, active) : undefined;
  if (state.turn.step !== 'BUILD' || !faction) return null;
  const options = buildOptions(state, faction.id, names);
  const forge = firestormRuleset.validate(state, { type: 'ForgeScepter', faction: faction.id }).length === 0;
  return (
    <section className="panel" data-testid="fs-build-menu">
      <h2>{t('build.title', { faction: names.faction(faction.id), bp: faction.buildPoints })}</h2>
      <table className="fs-build-table">
        <tbody>
          {options.map((o) => (
            <tr key={o.item} data-testid="fs-build-row" data-item={names.item(o.item)}>
              <th scope="row">{names.item(o.item)}</th>
              <td>{t('build.cost', { bp: o.cost })}</td>
              <td>
                {o.where.length > 0 ? (
                  o.where.map((hex) => (
                    <button
                      key={hex}
                      type="button"
                      data-testid="fs-build-here"
                      onClick={() => issue({ type: 'Build', faction: faction.id, hex, item: o.item })}
                    >
                      {names.hex(hex)}
                    </button>
                  ))
                ) : (
                  <span className="muted">{o.whyNot}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {forge && (
        <button type="button" onClick={() => issue({ type: 'ForgeScepter', faction: faction.id })}>
          {t('build.forge', { rule: 'FS-BUILD-7' })}
        </button>
      )}
      <button
        type="button"
        className="primary"
        data-testid="fs-end-build"
        onClick={() => issue({ type: 'EndBuild' })}
      >
        {t('build.done', { faction: names.faction(faction.id) })}
      </button>
    </section>
  );
}
