/** The kernel's few-entry identity memo (shared with core's liveArmies since issue 16). */
export { recentCache, type RecentCache } from '../../../kernel/recentCache';
