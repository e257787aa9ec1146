// Address: a wallet or contract address shortened to 0x1234…abcd, the full text for screen readers and on hover, with a copy button.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { shortenAddress } from '@common/domain/wallet';
import './components.css';

/** How long the copy confirmation stays before the live region is emptied for the next one. */
const FEEDBACK_MS = 2000;

// An inline drawing: glyphs such as ⧉ are missing from many system fonts.
const CopyIcon = () => (
  <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
  </svg>
);

export function Address(props: {
  address: string;
  /** Show the copy button (default true). */
  copyable?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let result: 'copied' | 'failed' = 'copied';
    try {
      // Missing outside secure contexts (plain http on a LAN address), so its absence is a failure, not a crash.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(props.address);
    } catch {
      result = 'failed';
    }
    setFeedback(result);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS);
  };

  return (
    <span className={['ds-address', props.className].filter(Boolean).join(' ')}>
      {/* A generic span may not carry aria-label, so the full address is screen-reader text and the title. */}
      <span className="ds-address-text" title={props.address}>
        <span aria-hidden="true">{shortenAddress(props.address)}</span>
        <span className="sr-only">{props.address}</span>
      </span>
      {props.copyable !== false && (
        <>
          <button type="button" className="ds-address-copy" aria-label={t({ id: 'ui.address.copy', message: 'Copy address' })} onClick={() => void copy()}>
            {feedback === 'copied' ? <span aria-hidden="true">✓</span> : <CopyIcon />}
          </button>
          {/* Present from the first render so the polite announcement is not missed when text arrives. */}
          <span role="status" aria-live="polite" className="ds-address-feedback" data-tone={feedback ?? undefined}>
            {feedback === 'copied'
              ? t({ id: 'ui.address.copied', message: 'Copied to clipboard' })
              : feedback === 'failed'
                ? t({ id: 'ui.address.copyFailed', message: 'Could not copy the address' })
                : ''}
          </span>
        </>
      )}
    </span>
  );
}
