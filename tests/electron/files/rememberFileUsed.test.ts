import { describe, expect, it, vi } from 'vitest';
import { rememberFileUsed } from '../../../electron/files/rememberFileUsed';

describe('rememberFileUsed (issue 32)', () => {
  it('hands an opened or saved campaign to the operating system’s recent documents and to Open Recent', async () => {
    const addRecentDocument = vi.fn();
    const rebuildMenu = vi.fn();
    const add = vi.fn(() => Promise.resolve(['/home/gm/c.hexmarch']));
    rememberFileUsed('/home/gm/c.hexmarch', { recent: { add }, addRecentDocument, rebuildMenu });
    expect(addRecentDocument).toHaveBeenCalledWith('/home/gm/c.hexmarch');
    expect(add).toHaveBeenCalledWith('/home/gm/c.hexmarch');
    await Promise.resolve();
    expect(rebuildMenu).toHaveBeenCalled();
  });
});
