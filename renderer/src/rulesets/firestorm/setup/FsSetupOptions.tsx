import type { FsSetupDraft } from './fsSetupDraft';

export interface FsSetupOptionsProps {
  readonly draft: FsSetupDraft;
  readonly onChange: (change: Partial<FsSetupDraft>) => void;
}

/**
 * The campaign's dice options: whether battles nobody plays at the table may be rolled (FS-BATTLE-8, an Extension:
 * auto-play and "Simulate to the end" need it), and the dice seed (GEN-5), empty for a fresh one.
 */
export function FsSetupOptions({ draft, onChange }: FsSetupOptionsProps) {
  return (
    <fieldset className="fs-setup-options">
      <legend>Dice</legend>
      <label className="check">
        <input
          type="checkbox"
          data-testid="fs-roll-battles"
          checked={draft.rollBattles}
          onChange={(e) => onChange({ rollBattles: e.target.checked })}
        />
        A battle nobody plays at the table may be rolled instead (FS-BATTLE-8); auto-play and simulation need
        this
      </label>
      <label className="field" title="GEN-5: the same seed and the same decisions replay the same rolls">
        Dice seed{' '}
        <input
          inputMode="numeric"
          data-testid="fs-seed"
          placeholder="fresh"
          value={draft.seed}
          onChange={(e) => onChange({ seed: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
