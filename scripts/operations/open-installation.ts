import { join } from 'node:path';
import { loadConfig, storageFrom, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { DataDirInUseError } from '../../src/server/db/data-dir-lock';
import { keepDataDirPrivate } from '../../src/server/db/data-dir-permissions';

/** The installation this process's settings name (DATA_DIR or DATABASE_URL; files on disk or S3). */
export async function openInstallation(): Promise<{
  config: Config;
  database: Database;
  storage: ReturnType<typeof storageFrom>;
}> {
  const config = loadConfig();
  keepDataDirPrivate(config);
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    return { config, database, storage: storageFrom(config) };
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `${error.message}\nThe server holds the embedded database while it runs: stop it for this command, or let it back itself up every night (BACKUP_DIR).`,
      );
    }
    throw error;
  }
}

export const secretKeyPath = (config: Config) => join(config.DATA_DIR, 'secret.key');

/** Runs a command's body, printing a failure as one line and exiting 1. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
