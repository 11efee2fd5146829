/** The database's tables, by area. Migrations are generated from these (drizzle.config.ts). */
export * from './accounts';
export * from './activity';
export * from './analytics';
export * from './avatars';
export * from './brand';
export * from './coach';
export * from './crm';
export * from './files';
export * from './jobs';
export * from './journeys';
export * from './offers';
export * from './own-ai';
export * from './publishing';
export * from './requests';
export * from './stories';
export * from './websites';
export * from './webhooks';
