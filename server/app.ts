// Assembles the Hono app: Host, CORS, Origin and body-size guards, every route group under its base prefix, errors as JSON.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { LOCAL_PREFIXES as P, NFT_METADATA_PREFIX } from '@common/api/paths';
import type { AppDeps } from './context';
import { errorResponse, noEndpoint } from './http/errors';
import { specProfileGuard } from './http/specProfile';
import { hostGuard } from './http/hostGuard';
import { originGuard } from './http/originGuard';
import { bodyGuard } from './http/bodyGuard';
import { authBaseRoutes, webLoginRoutes } from './routes/login';
import { memberRoutes } from './routes/member';
import { contentRoutes, geoRoutes, staticRoutes } from './routes/content';
import { marketRoutes } from './routes/market';
import { marketItemRoutes } from './routes/marketItems';
import { itemPictureRoutes, nftMetadataRoutes } from './routes/itemMedia';
import { fourthLandRoutes } from './routes/fourthLand';
import { campaignRoutes } from './routes/campaign';
import { daoRoutes } from './routes/dao';
import { daoInsightsRoutes } from './routes/daoInsights';
import { devRoutes } from './routes/dev';
import { gameRoutes } from './routes/game';
import { binanceRoutes } from './routes/binance';
import { landMapRoutes } from './routes/landMap';
import { eventRoutes } from './routes/events';
import { gameDownloadRoutes } from './routes/gameDownload';

export function buildApp(d: AppDeps, oidcIssuer: () => string | undefined): Hono {
  const app = new Hono();
  // LAND pictures are shown by the front end from its own origin: they may be embedded cross-origin. Registered
  // first, so it is the outermost middleware and its header is the one set last.
  app.use(`${P.static}/land/*`, secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(`${P.static}/items/*`, secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(`${NFT_METADATA_PREFIX}/*`, secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use('*', secureHeaders());
  app.use('*', hostGuard(d.config));
  app.use(
    '*',
    cors({
      origin: (origin) => (d.config.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // The LAND map revalidates by ETag from the page (another origin than the API): it sends If-None-Match and reads ETag.
      allowHeaders: ['content-type', 'if-none-match'],
      exposeHeaders: ['etag'],
      maxAge: 600,
    }),
  );
  // After CORS, so a refused request from an allowed origin still carries the headers that let the page read why.
  app.use('*', originGuard(d.config));
  app.use('*', bodyGuard());
  if (d.config.profile === 'spec') app.use('*', specProfileGuard());
  const campaigns = campaignRoutes(d);
  app.route(P.web, webLoginRoutes(d));
  app.route(P.web, memberRoutes(d));
  app.route(P.web, contentRoutes(d));
  app.route(P.web, marketRoutes(d));
  app.route(P.web, marketItemRoutes(d));
  app.route(P.web, fourthLandRoutes(d));
  app.route(P.web, landMapRoutes(d));
  app.route(P.web, eventRoutes(d));
  app.route(P.web, binanceRoutes(d));
  app.route(P.web, campaigns.web);
  app.route(P.auth, authBaseRoutes(d));
  app.route(P.reward, campaigns.reward);
  app.route(P.dao, daoRoutes(d));
  app.route(P.dao, daoInsightsRoutes(d));
  app.route(P.geo, geoRoutes());
  app.route(P.static, staticRoutes());
  app.route(P.static, itemPictureRoutes());
  app.route(P.static, gameDownloadRoutes());
  app.route(NFT_METADATA_PREFIX, nftMetadataRoutes(d));
  app.route(P.game, gameRoutes(d));
  if (d.config.mode === 'DEV') app.route(P.dev, devRoutes(d, oidcIssuer));
  app.get('/health', (c) => c.json({ data: 'ok' }));
  app.notFound(noEndpoint);
  app.onError((err, c) => errorResponse(c, err, d.config.log));
  return app;
}
