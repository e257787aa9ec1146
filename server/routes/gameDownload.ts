// The game client installers the download URL (get_download_exe_ex) points at: one file per platform, served as an attachment.
import { Hono } from 'hono';
import { STATIC } from '@common/api/paths';
import { MESSAGE_KEYS } from '@common/api/envelope';

export const CLIENT_VERSION = '0.8.5';

/** The installer file of each platform (spec 7: platform WINDOWS or MAC). */
export const CLIENT_FILES = { WINDOWS: `MetaWorldSetup-${CLIENT_VERSION}.exe`, MAC: `MetaWorld-${CLIENT_VERSION}.dmg` } as const;

/**
 * The reference server has no real client build: each installer is a short text placeholder, sent as a download
 * (attachment, never rendered), so the front end's download starts for real on the local world.
 */
export function gameDownloadRoutes() {
  const app = new Hono();
  app.get(STATIC.clientDownload, (c) => {
    const file = c.req.param('file');
    const platform = (Object.keys(CLIENT_FILES) as (keyof typeof CLIENT_FILES)[]).find((p) => CLIENT_FILES[p] === file);
    if (!platform) return c.json({ error: MESSAGE_KEYS.notFound, message: 'No such installer' }, 404);
    return c.body(`MetaWorld game client ${CLIENT_VERSION} for ${platform} (placeholder of the local world)\n`, 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
