import { useAppSelector } from '../../store/hooks';
import { DemoPanel } from '../../campaign/DemoPanel';
import { PlayMessage } from '../../campaign/PlayMessage';
import { RulesetChoice } from '../../campaign/RulesetChoice';
import { FS_PLAY_PANELS } from './fsParts';
import { FsLegend } from './FsLegend';
import './firestorm.css';
import { selectFirestorm } from './fsSelectors';
import { FsSetupPanel } from './setup/FsSetupPanel';

/** The side panel of a Firestorm campaign: its setup until the campaign exists, then the panels of play. */
export function FsPanels() {
  const running = useAppSelector((state) => selectFirestorm(state) !== null);
  if (!running)
    return (
      <>
        <PlayMessage />
        <RulesetChoice />
        <FsSetupPanel />
        <FsLegend />
        <DemoPanel />
      </>
    );
  return (
    <>
      <PlayMessage />
      {FS_PLAY_PANELS.map((Panel, i) => (
        <Panel key={i} />
      ))}
      <DemoPanel />
    </>
  );
}
