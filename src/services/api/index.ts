// The front end's API client: construct with the configured base URLs.
export { ApiClient } from './client';
export { ApiCallError } from './errors';
export { isNotOffered } from '@common/api/notOffered';
export { hashPasswordForApi } from './password';
