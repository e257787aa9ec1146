// The one shared place for endpoint paths and zod schemas of every request and answer.
export * from './paths';
export * from './envelope';
export * from './fields';
export * as auth from './auth';
export * as member from './member';
export * as content from './content';
export * as market from './market';
export * as campaign from './campaign';
export * as dao from './dao';
export * as game from './game';
export * from './siwe';
