import { useAppSelector } from '../../store/hooks';
import { AutoPlayPanel } from './AutoPlayPanel';
import { HistoryPanel } from './history/HistoryPanel';
import { RulesetChoice } from '../../campaign/RulesetChoice';
import { SetupPanel } from './setup/SetupPanel';
import { ArmyPanel } from './ArmyPanel';
import { ArmyRosterPanel } from './ArmyRosterPanel';
import { BattlePanel } from './BattlePanel';
import { CampaignHexInfo } from './CampaignHexInfo';
import { DemoPanel } from '../../campaign/DemoPanel';
import { LastBattle } from './LastBattle';
import { PlayMessage } from '../../campaign/PlayMessage';
import { selectCampaign } from '../../campaign/playSelectors';
import { RetreatPanel } from './RetreatPanel';
import { TentDesk } from '../../campaign/tent/TentDesk';

/** The side panel in Campaign mode: setup until a campaign exists, then the panels of play. */
export function CampaignPanels() {
  const hasCampaign = useAppSelector((state) => selectCampaign(state) !== null);
  if (!hasCampaign) {
    return (
      <>
        <PlayMessage />
        <RulesetChoice />
        <SetupPanel />
        <CampaignHexInfo />
        <DemoPanel />
      </>
    );
  }
  return (
    <>
      <PlayMessage />
      <RetreatPanel />
      <BattlePanel />
      <ArmyPanel />
      <ArmyRosterPanel />
      <LastBattle />
      <CampaignHexInfo />
      <AutoPlayPanel />
      <TentDesk />
      <HistoryPanel />
      <DemoPanel />
    </>
  );
}
