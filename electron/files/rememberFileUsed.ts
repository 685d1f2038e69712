import type { RecentFiles } from './recentFiles';

export interface FileUsedDeps {
  readonly recent: Pick<RecentFiles, 'add'>;
  /** Electron's app.addRecentDocument: the operating system's own recent documents (issue 32). */
  readonly addRecentDocument: (filePath: string) => void;
  readonly rebuildMenu: () => void;
}

/**
 * A campaign was opened or saved: it goes to the top of File › Open Recent and to the operating system's recent
 * documents (the GNOME and KDE recent lists, the macOS Dock and Open Recent menu, the Windows jump list).
 */
export function rememberFileUsed(filePath: string, deps: FileUsedDeps): void {
  deps.addRecentDocument(filePath);
  void deps.recent.add(filePath).then(deps.rebuildMenu);
}
