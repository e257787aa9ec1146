// Minimal wiring until the content guide page arrives: the guide's titled frame, with the download guide on the Download tab.
import { TitledPage } from '../../../app/routes/TitledPage';
import type { PageProps } from '../../../app/routes/pageProps';
import DownloadGuide from './DownloadGuide';

export default function GuideWithDownload(props: PageProps) {
  return (
    <>
      <TitledPage page="guide" {...props} />
      {props.params.page === 'download' && <DownloadGuide wIdx={props.params.wIdx} />}
    </>
  );
}
