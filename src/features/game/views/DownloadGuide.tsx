// The game launch page (guide/download): Start now, the Windows and Mac downloads (the visitor's platform first) and how to install.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { busyPlatform, downloadError } from '@machines/game/selectors';
import type { Platform } from '@machines/game/types';
import { useAppRef } from '@kit/appActor';
import { useFlow } from '@kit/useFlow';
import { Button } from '../../../components/Button';
import { MessageText } from '../../../components/MessageText';
import { downloadLogic } from '../actors';
import { suggestedPlatforms } from '../services/platform';
import './game.css';

const FLOW = downloadLogic();
// Read once: the page offers the visitor's own platform first.
const INPUT = { platforms: suggestedPlatforms(typeof navigator === 'undefined' ? {} : (navigator as Navigator & { userAgentData?: { platform?: string } })) };

const PLATFORM_LABEL: Record<Platform, ReactNode> = {
  WINDOWS: <Trans>Download for Windows</Trans>,
  MAC: <Trans>Download for Mac</Trans>,
};

/** `wIdx`: the guide's sub-page index; the Download tab has one page, so every index shows it. */
export default function DownloadGuide(_props: { wIdx?: number }) {
  const { t } = useLingui();
  const app = useAppRef();
  const flow = useFlow('gameDownload', FLOW, INPUT);
  const platforms = useSelector(flow, (s) => s?.context.platforms ?? INPUT.platforms);
  const busy = useSelector(flow, (s) => (s ? busyPlatform(s) : null));
  const error = useSelector(flow, (s) => (s ? downloadError(s) : null));
  return (
    <div className="download-guide">
      <section className="download-guide-start" aria-labelledby="download-guide-play">
        <h2 id="download-guide-play">
          <Trans>Play MetaWorld</Trans>
        </h2>
        <p>
          <Trans>Already installed? Start the game client from here.</Trans>
        </p>
        <Button variant="primary" size="lg" onClick={() => app.send({ type: 'GAME.START' })}>
          <Trans>Start now</Trans>
        </Button>
      </section>
      <section className="download-guide-downloads" aria-labelledby="download-guide-get">
        <h2 id="download-guide-get">
          <Trans>Download the game client</Trans>
        </h2>
        <div className="download-guide-buttons" role="group" aria-label={t`Downloads`}>
          {platforms.map((platform, i) => (
            <Button
              key={platform}
              variant={i === 0 ? 'primary' : 'secondary'}
              busy={busy === platform}
              onClick={() => flow?.send({ type: 'DOWNLOAD', platform })}
              data-platform={platform}
            >
              {PLATFORM_LABEL[platform]}
            </Button>
          ))}
        </div>
        {error && (
          <p className="download-guide-error" role="alert">
            <MessageText message={error} />
          </p>
        )}
      </section>
      <section className="download-guide-steps" aria-labelledby="download-guide-install">
        <h2 id="download-guide-install">
          <Trans>How to install</Trans>
        </h2>
        <ol>
          <li>
            <Trans>Download the installer for your computer: Windows (.exe) or Mac (.dmg).</Trans>
          </li>
          <li>
            <Trans>Open the downloaded file and follow the installer. On a Mac, drag MetaWorld into Applications.</Trans>
          </li>
          <li>
            <Trans>Come back to this page, log in and press Start now. Allow your browser to open MetaWorld when it asks.</Trans>
          </li>
        </ol>
      </section>
    </div>
  );
}
