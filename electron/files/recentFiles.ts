import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const MAX_RECENT = 10;
const recentSchema = z.array(z.string().min(1)).max(100);

/** The recent-files list (File › Open Recent), newest first, kept as JSON in the user-data folder. */
export class RecentFiles {
  private list: string[] = [];

  constructor(private readonly storePath: string) {}

  /** Reads the stored list; a missing or damaged list starts empty rather than stopping the app. */
  async load(): Promise<readonly string[]> {
    try {
      const parsed = recentSchema.safeParse(JSON.parse(await fs.readFile(this.storePath, 'utf8')));
      this.list = parsed.success ? parsed.data.slice(0, MAX_RECENT) : [];
    } catch {
      this.list = [];
    }
    return this.list;
  }

  get files(): readonly string[] {
    return this.list;
  }

  /** Moves `filePath` to the top (after an open or a save) and stores the list. */
  async add(filePath: string): Promise<readonly string[]> {
    const resolved = path.resolve(filePath);
    this.list = [resolved, ...this.list.filter((entry) => entry !== resolved)].slice(0, MAX_RECENT);
    await fs.mkdir(path.dirname(this.storePath), { recursive: true });
    await fs.writeFile(this.storePath, JSON.stringify(this.list));
    return this.list;
  }
}
