// Placeholder of the game launch page (h15-game owns and replaces this file at merge): the guide's Download tab renders it.
import { Trans } from '@lingui/react/macro';

export default function DownloadGuide({ wIdx }: { wIdx?: number }) {
  return (
    <p data-widx={wIdx}>
      <Trans>The game client downloads for Windows and Mac are on this page.</Trans>
    </p>
  );
}
