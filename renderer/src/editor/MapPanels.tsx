import { FairnessPanel } from './fairness/FairnessPanel';
import { InfoPanel } from './infoPanel/InfoPanel';
import { CampaignLock } from '../campaign/CampaignLock';

/** The side panel in Map mode: why the map is locked (if it is), the hex under the pointer, the map's fairness. */
export function MapPanels() {
  return (
    <>
      <CampaignLock />
      <InfoPanel />
      <FairnessPanel />
    </>
  );
}
