import { useShortcut } from '../../kit/shortcuts/shortcutHandlers';
import { useDropTarget } from '../../kit/fileDrop/dropTargets';
import { useState } from 'react';
import { DefenseBoard } from './canvas/DefenseBoard';
import { DefenseSetup } from './DefenseSetup';
import { DefenseSidePanel } from './DefenseSidePanel';
import { dropCommand, legalSquaresFor, useDefenseGame } from './useDefenseGame';
import { useDefenseFiles } from './useDefenseFiles';
import { PaymentChoice, type PendingDrop } from './PaymentChoice';
import { useTranslation } from '../../i18n';

/** The settlement defense mode (RULES.md §9): setup, the Konva board, the players, the log and the final score. */
export function DefenseScreen(props: { onClose: () => void }) {
  const { t } = useTranslation('defense');
  const defense = useDefenseGame();
  const files = useDefenseFiles();
  const [legal, setLegal] = useState<readonly string[]>([]);
  // A drop waiting for its payment (PaymentChoice); any change of the game (undo, a file opened) drops it.
  const [pendingDrop, setPending] = useState<(PendingDrop & { readonly made: unknown }) | null>(null);
  const { game, launch } = defense;
  const pending = pendingDrop && pendingDrop.made === game ? pendingDrop : null;
  // Ctrl+Z takes back the last move here (shared/ipc/shortcuts.ts 'undo'); the campaign's undo rests meanwhile.
  useShortcut('undo', () => defense.undo());
  useDropTarget('defenseGame', (file) => files.open(file));
  const back = (
    <button type="button" data-testid="defense-back" onClick={props.onClose}>
      {t('screen.back')}
    </button>
  );
  const fileButtons = (
    <>
      {game && (
        <button type="button" data-testid="defense-save" onClick={() => void files.save()}>
          {t('screen.save')}
        </button>
      )}{' '}
      <button type="button" data-testid="defense-open" onClick={() => void files.open()}>
        {t('screen.open')}
      </button>
    </>
  );
  const fileMessage = files.message && (
    <p
      className={files.message.kind === 'error' ? 'defense-refusal' : 'defense-note'}
      role={files.message.kind === 'error' ? 'alert' : 'status'}
      data-testid="defense-file-message"
    >
      {files.message.lines.join(' ')}
    </p>
  );
  if (!game)
    return (
      <div className="defense-screen" data-testid="defense-screen">
        <div className="defense-top">
          {back} {fileButtons}
        </div>
        {fileMessage}
        <DefenseSetup onStart={defense.start} errors={defense.setupErrors} launch={launch} />
      </div>
    );
  const active = game.players[game.activePlayer]!;
  return (
    <div className="defense-screen" data-testid="defense-screen">
      <div className="defense-top">
        <button type="button" onClick={defense.close}>
          {t('screen.newDefense')}
        </button>{' '}
        <button
          type="button"
          data-testid="defense-undo"
          disabled={!defense.canUndo}
          title={defense.recorded ? t('screen.undoRecorded') : t('screen.undoTooltip')}
          onClick={defense.undo}
        >
          {t('screen.undo')}
        </button>{' '}
        {fileButtons} {back}
        <strong data-testid="defense-turn">
          {launch ? ` ${launch.place} · ` : ' '}
          {game.phase === 'scored'
            ? t('screen.gameOver')
            : t('screen.turn', { turn: game.turn, player: active.name })}
        </strong>
        <span> — {t(`phase.${game.phase}`)}</span>
      </div>
      {fileMessage}
      <div className="defense-body">
        <div data-testid="defense-board">
          <DefenseBoard
            state={game}
            handOwner={game.activePlayer}
            legalSquares={legal}
            onDragStart={(tile, from) => setLegal(legalSquaresFor(game, tile, from))}
            onDrop={(tile, from, square) => {
              setLegal([]);
              if (!square) return;
              // Issue 27: nothing is paid behind the player's back; a tile that costs nothing here is placed.
              const command = dropCommand(game, tile, from, square);
              if ('pay' in command && command.pay.length === 0) defense.issue(command);
              else setPending({ tile, from, square, made: game });
            }}
          />
          {pending && (
            <PaymentChoice
              state={game}
              drop={pending}
              onPay={(command) => {
                setPending(null);
                defense.issue(command);
              }}
              onCancel={() => setPending(null)}
            />
          )}
        </div>
        <DefenseSidePanel defense={defense} game={game} />
      </div>
    </div>
  );
}
