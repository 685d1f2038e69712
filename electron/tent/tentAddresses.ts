import { t } from '@shared/i18n';
import { networkInterfaces } from 'node:os';

/** An address the tent may listen on: this machine's own, never a wildcard. */
export interface TentAddress {
  readonly address: string;
  /** The network it belongs to ("wlan0", "This computer only"). */
  readonly label: string;
}

/**
 * The addresses the GM can pick from: each IPv4 address of this machine's network interfaces, and the loopback one
 * (this computer only, for trying the tent out). Decision: no 0.0.0.0 and no IPv6 link-local, so the tent is heard
 * on exactly the network the GM chose.
 */
export function tentAddresses(): TentAddress[] {
  const out: TentAddress[] = [];
  for (const [name, infos] of Object.entries(networkInterfaces())) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal) continue;
      out.push({ address: info.address, label: name });
    }
  }
  out.push({ address: '127.0.0.1', label: t('tent:thisComputerOnly') });
  return out;
}

export const isTentAddress = (address: string): boolean => tentAddresses().some((a) => a.address === address);
