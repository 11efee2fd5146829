/** Stored page content carries the version of its shape; older content is upgraded on read. */
export { MIGRATIONS } from './migrations';
export type { ContentMigration, StoredSettings, StoredWebsite } from './types';
export {
  contentVersion,
  NewerContentError,
  upgradeElement,
  upgradeSettings,
  upgradeSnapshot,
} from './upgrade';
