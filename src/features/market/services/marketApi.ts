// The market's API client: the app's one client (src/services/api/appClient.ts), loaded with the first call, never with the page.
import { appApiClient } from '../../../services/api/appClient';

export const marketApi = appApiClient;
