// The report popup (spec 5): a reason of at most 500 characters, normalised as typed, Submit disabled while empty.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCanSubmitReport, selectReportNotice, selectReportOpen, selectReportSending, selectReportText } from '@machines/dao/detail/detailSelectors';
import { REPORT_MAX } from '@machines/dao/detail/detailRules';
import type { reportMachine } from '@machines/dao/detail/reportMachine';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { MessageText } from '../../../../components/MessageText';

type ReportRef = ActorRefFrom<typeof reportMachine>;

export function ReportButton({ report }: { report: ReportRef }) {
  const open = useSelector(report, selectReportOpen);
  const notice = useSelector(report, selectReportNotice);
  return (
    <>
      <Button variant="ghost" onClick={() => report.send({ type: 'REPORT.OPEN' })}>
        <Trans>Report</Trans>
      </Button>
      {!open && notice && (
        <span role="status" className="dao-report-notice">
          <MessageText message={notice} />
        </span>
      )}
    </>
  );
}

export function ReportPopup({ report }: { report: ReportRef }) {
  const open = useSelector(report, selectReportOpen);
  return open ? <ReportDialog report={report} /> : null;
}

function ReportDialog({ report }: { report: ReportRef }) {
  const text = useSelector(report, selectReportText);
  const canSubmit = useSelector(report, selectCanSubmitReport);
  const sending = useSelector(report, selectReportSending);
  const notice = useSelector(report, selectReportNotice);
  const close = () => report.send({ type: 'REPORT.CLOSE' });
  return (
    <Dialog
      title={<Trans>Report</Trans>}
      onCancel={close}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" busy={sending} disabled={!canSubmit} onClick={() => report.send({ type: 'REPORT.SUBMIT' })}>
            <Trans>Submit</Trans>
          </Button>
        </>
      }
    >
      <label className="dao-report-label">
        <Trans>Why do you report this proposal?</Trans>
        <textarea value={text} maxLength={REPORT_MAX} rows={5} onChange={(e) => report.send({ type: 'REPORT.CHANGE', text: e.target.value })} />
      </label>
      <p className="dao-report-count" aria-live="polite">
        {text.length} / {REPORT_MAX}
      </p>
      {notice && (
        <p role="alert" className="dao-report-notice">
          <MessageText message={notice} />
        </p>
      )}
    </Dialog>
  );
}
