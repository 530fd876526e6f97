export * from './builders.ts';
export * from './export-settings.ts';
export * from './entities.ts';
export * from './auth.ts';
export * from './snapshot.ts';
export * from './slug.ts';
export * from './domain.ts';
export * from './slug.ts';
