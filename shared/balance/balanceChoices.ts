import { coreCampaignOf, type HexmarchDocument } from '../document/hexmarchDocument';
import { fortressAssaultSetup, pendingFortressAssaults } from './assaultBalanceRun';
import { balanceKindOf, type BalanceSetup } from './balanceKinds';
import { savedDefenseSetup } from './defenseBalanceRun';
import { t } from '../i18n';

/** Something in a document the balance report can play, with the GM's name for it. */
export interface BalanceChoice {
  readonly label: string;
  readonly setup: BalanceSetup;
}

/**
 * What the balance report can be run on in a document, in the order the dialog offers them and the CLI's `--kind`
 * picks the first of: the campaign itself (core, Firestorm), each fortress battle waiting for an assault (LOC-7,
 * `core.fortressResolution: assault` with both rosters), and the defense game kept in the file (§9).
 */
export function balanceChoicesOf(document: HexmarchDocument): BalanceChoice[] {
  const choices: BalanceChoice[] = [];
  const campaign = document.campaign;
  if (campaign && balanceKindOf(campaign))
    choices.push({ label: t('balance:choice.campaign', { name: campaign.name }), setup: campaign });
  // LOC-7's fortress assaults are the core campaign's own.
  const core = coreCampaignOf(document);
  if (core?.status === 'running')
    for (const battle of pendingFortressAssaults(core)) {
      const setup = fortressAssaultSetup(core, battle);
      choices.push({
        label: t('balance:choice.assault', {
          title: setup.title,
          besieger: setup.names.besieger,
          defender: setup.names.defender,
        }),
        setup,
      });
    }
  if (document.defenseGame) {
    const saved = savedDefenseSetup(document.defenseGame);
    if (saved.ok) choices.push({ label: saved.setup.title, setup: saved.setup });
  }
  return choices;
}
