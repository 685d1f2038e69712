import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Temp files are named `.<file name>.hexmarch-temp-<12 hex digits>` in the target's folder: hidden, marked as
 * Hexmarch's and random, so no file a GM makes (say `Campaign.hexmarch.2024`) can ever look like one (issue 9).
 * Only names of exactly this shape are ever deleted by the leftover clean-up.
 */
const TEMP_MARKER = '.hexmarch-temp-';
const RANDOM_HEX_DIGITS = 12;
/** A very long file name would push its temp name past the 255-byte limit; its first 200 bytes are enough. */
const MAX_NAME_BYTES_IN_TEMP = 200;

function nameInTemp(target: string): string {
  let name = '';
  for (const character of path.basename(target)) {
    if (Buffer.byteLength(name + character) > MAX_NAME_BYTES_IN_TEMP) break;
    name += character;
  }
  return name;
}

/** A fresh temp path next to `target` for a write that ends in a rename over `target`. */
export function tempPathFor(target: string): string {
  const random = randomBytes(RANDOM_HEX_DIGITS / 2).toString('hex');
  return path.join(path.dirname(target), `.${nameInTemp(target)}${TEMP_MARKER}${random}`);
}

/** True for a file name that {@link tempPathFor} made for `target`, and for nothing else. */
export function isTempFileOf(target: string, name: string): boolean {
  const prefix = `.${nameInTemp(target)}${TEMP_MARKER}`;
  return (
    name.startsWith(prefix) && new RegExp(`^[0-9a-f]{${RANDOM_HEX_DIGITS}}$`).test(name.slice(prefix.length))
  );
}

/** Temp files this process is writing right now: a clean-up running alongside must leave them alone. */
const tempsInUse = new Set<string>();
export const isTempInUse = (file: string): boolean => tempsInUse.has(file);

/**
 * Runs `fill` (which writes a temp file, with its permissions, and fsyncs it) and renames the temp file over
 * `target`, so `target` is always either the old file or the new one, whole. A failed write removes its temp
 * file. A symbolic link is followed: the file it points to is replaced and the link stays.
 */
async function replaceThroughTemp(target: string, fill: (temp: string) => Promise<void>): Promise<void> {
  const real = await fs.realpath(target).catch(() => target);
  const temp = tempPathFor(real);
  tempsInUse.add(temp);
  try {
    await fill(temp);
    await fs.rename(temp, real);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    tempsInUse.delete(temp);
  }
}

const modeOf = (file: string): Promise<number | undefined> =>
  fs.stat(file).then(
    (stats) => stats.mode & 0o7777,
    () => undefined,
  );

/** Opens `file`, writes `data` if given, sets `mode` if given, and fsyncs it (contents and permissions). */
async function syncFile(
  file: string,
  flags: 'wx' | 'r+',
  mode: number | undefined,
  data?: string | Uint8Array,
): Promise<void> {
  const handle = await fs.open(file, flags);
  try {
    if (data !== undefined) await handle.writeFile(data);
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * `data` to `target`, whole or not at all (temp file, fsync, rename); an existing file keeps its permissions.
 * The folder is the caller's to fsync.
 */
export async function writeFileAtomically(target: string, data: string | Uint8Array): Promise<void> {
  const mode = await modeOf(target);
  // 'wx': never write through a file that is already there (a temp name cannot collide, but never trust).
  await replaceThroughTemp(target, (temp) => syncFile(temp, 'wx', mode, data));
}

/** A copy of `from` at `to` with `from`'s permissions, whole or not at all: temp copy, fsync, rename. */
export async function copyFileAtomically(from: string, to: string): Promise<void> {
  const mode = await modeOf(from);
  await replaceThroughTemp(to, async (temp) => {
    await fs.copyFile(from, temp, fs.constants.COPYFILE_EXCL);
    // A read-only original gives a read-only copy, which could not be opened for the fsync.
    await fs.chmod(temp, 0o600);
    await syncFile(temp, 'r+', mode);
  });
}

/**
 * Deletes the temp files that writes of `targets` killed half-way left behind, and nothing else: only names of
 * the exact {@link tempPathFor} shape, and none a write in this process is still using. Best effort: tidying
 * never fails the write that already succeeded.
 */
export async function removeTempLeftovers(targets: readonly string[]): Promise<void> {
  const folders = new Map<string, string[]>();
  for (const target of targets)
    folders.set(path.dirname(target), [...(folders.get(path.dirname(target)) ?? []), target]);
  for (const [folder, ofFolder] of folders) {
    try {
      for (const name of await fs.readdir(folder)) {
        const file = path.join(folder, name);
        if (ofFolder.some((target) => isTempFileOf(target, name)) && !isTempInUse(file))
          await fs.rm(file, { force: true });
      }
    } catch {
      // Tidying only.
    }
  }
}

/** Makes renames in `folder` durable; a no-op where folders cannot be opened (Windows journals the rename). */
export async function fsyncFolder(folder: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(folder, 'r');
    await handle.sync();
  } catch {
    // Windows cannot open a folder; NTFS journals the rename instead.
  } finally {
    await handle?.close();
  }
}
