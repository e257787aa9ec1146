// The front end's API client: construct with the configured base URLs.
export { ApiClient, type ApiClientOptions } from './client';
export { ApiCallError, isNotOffered } from './errors';
export { hashPasswordForApi } from './password';
export type { FetchLike } from './transport';
