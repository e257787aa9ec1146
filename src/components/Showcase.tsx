// Showcase: every design-system component in its states, in a chosen route theme; the page new features compose from.
import { type ReactNode, useId, useState } from 'react';
import { Address } from './Address';
import { Button } from './Button';
import { Card } from './Card';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { LinkTabs } from './LinkTabs';
import { Pagination } from './Pagination';
import { Price } from './Price';
import { Select, type SelectOption } from './Select';
import { ShowcaseFoundations } from './ShowcaseFoundations';
import { Skeleton } from './Skeleton';
import { Tabs } from './Tabs';
import { type TxState, TxStatus } from './TxStatus';
import './components.css';

// The demo content below is sample data for developers (like a story), so it is not in the catalogs.
const THEMES: SelectOption<string>[] = [
  { value: 'black', label: 'Black', icon: '■' },
  { value: 'blue', label: 'Blue', icon: '■' },
  { value: 'event', label: 'Event', icon: '★' },
  { value: 'white', label: 'White', icon: '□' },
];

const AREAS: SelectOption<string>[] = [
  { value: 'seoul', label: 'Seoul' },
  { value: 'newyork', label: 'New York' },
  { value: 'berlin', label: 'Berlin' },
];

const NETWORKS: SelectOption<number>[] = [
  { value: 1, label: 'Ethereum', icon: '◆' },
  { value: 56, label: 'BNB Smart Chain', icon: '⬢' },
  { value: 137, label: 'Polygon', icon: '⬟' },
  { value: 97, label: 'BNB Smart Chain Testnet', icon: '⬢', disabled: true },
];

const TX_STATES: TxState[] = ['pending', 'mined', 'failed', 'dropped', 'replaced', 'unknown'];
const SAMPLE_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SAMPLE_HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

function Section(props: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-component={props.name}>
      <h2 id={id}>{props.name}</h2>
      {props.children}
    </section>
  );
}

const Row = ({ children }: { children: ReactNode }) => <div className="ds-showcase-row">{children}</div>;

export function Showcase(props: { initialTheme?: string }) {
  const [theme, setTheme] = useState(props.initialTheme ?? 'black');
  const [busy, setBusy] = useState(true);
  const [network, setNetwork] = useState<number | null>(56);
  const [area, setArea] = useState('seoul');
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <div className="ds-showcase">
      <h1 id="showcase-top">Design system</h1>
      <Select label="Theme" className="ds-showcase-theme-select" options={THEMES} value={theme} onChange={setTheme} />
      <div className="ds-showcase-theme" data-theme={theme}>
        <ShowcaseFoundations theme={theme} />
        <Section name="Button">
          {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
            <Row key={variant}>
              {(['sm', 'md', 'lg'] as const).map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {`${variant} ${size}`}
                </Button>
              ))}
              <Button variant={variant} disabled>
                Disabled
              </Button>
              <Button variant={variant} busy busyLabel="Staking…">
                Stake
              </Button>
            </Row>
          ))}
          <Row>
            <Button variant="primary" busy={busy} busyLabel="Saving…" onClick={() => setBusy(true)}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setBusy((b) => !b)}>
              {busy ? 'Finish saving' : 'Reset'}
            </Button>
            <Button href="#showcase-top">Link</Button>
            <Button href="https://example.org" external>
              External link
            </Button>
            <Button href="#nowhere" disabled>
              Disabled link
            </Button>
            <Button icon="+" aria-label="Add" />
          </Row>
        </Section>

        <Section name="Tabs">
          <Tabs
            label="Campaign"
            items={[
              { id: 'ongoing', label: 'Ongoing', panel: <p>Ongoing campaign panel</p> },
              { id: 'ended', label: 'Ended', panel: <p>Ended campaigns panel</p> },
              { id: 'soon', label: 'Coming soon', panel: <p>Never shown</p>, disabled: true },
              { id: 'rewards', label: 'Rewards', panel: <p>Rewards panel</p> },
            ]}
          />
          <LinkTabs
            label="My page"
            items={[
              { href: '#profile', label: 'Profile', current: true },
              { href: '#wallets', label: 'Wallets' },
              { href: '#staking', label: 'Staking' },
            ]}
          />
        </Section>

        <Section name="Card">
          <div className="ds-showcase-grid">
            <Card title="LAND 1x1" media={<Skeleton shape="rect" />} footer={<Button variant="primary">Buy</Button>}>
              <Price amount="1234.5" currency="DVI" />
            </Card>
            <Card title="Selected" selected>
              A chosen item is marked with a border.
            </Card>
            <Card as="div">A card without a title.</Card>
          </div>
        </Section>

        <Section name="Select">
          <Row>
            <Select label="Network" options={NETWORKS} value={network} onChange={setNetwork} />
            <Select label="Network (hidden label)" hideLabel options={NETWORKS} value={null} onChange={setNetwork} placeholder="Unsupported network" />
            <Select label="Network (disabled)" options={NETWORKS} value={null} onChange={setNetwork} placeholder="No wallet connected" disabled />
          </Row>
          <Row>
            {/* Native mode: a real <select> for plain-text choices (forms, filters). */}
            <Select native label="Land area (native)" options={AREAS} value={area} onChange={setArea} hint="Text-only options" />
            <Select native label="City (error)" options={AREAS} value={area} onChange={setArea} error="Choose a city" />
          </Row>
        </Section>

        <Section name="Pagination">
          <p>{`Page ${page} of 300 items`}</p>
          <Pagination page={page} totalItems={300} onPageChange={setPage} label="Buttons pagination" />
          <Pagination page={14} totalItems={300} hrefFor={(n) => `#page-${n}`} label="Links pagination" />
        </Section>

        <Section name="Price">
          <Row>
            <Price amount={1234567.891} currency="DVI" size="lg" />
            <Price amount="0.5" currency="ETH" />
            <Price amount={10n ** 21n} currency="BNB" size="sm" />
            <Price amount={null} currency="POL" />
          </Row>
        </Section>

        <Section name="Address">
          <Row>
            <Address address={SAMPLE_ADDRESS} />
            <Address address={SAMPLE_ADDRESS} copyable={false} />
          </Row>
        </Section>

        <Section name="TxStatus">
          <ul>
            {TX_STATES.map((status) => (
              <li key={status}>
                <TxStatus
                  status={status}
                  label="Deposit 3 LAND"
                  hash={SAMPLE_HASH}
                  explorerUrl={status === 'mined' ? `https://bscscan.com/tx/${SAMPLE_HASH}` : undefined}
                />
              </li>
            ))}
          </ul>
        </Section>

        <Section name="EmptyState">
          <div className="ds-showcase-grid">
            <EmptyState
              icon="∅"
              title="No LANDs found."
              text="Buy LAND in the marketplace to stake it."
              action={
                <Button href="#market" variant="primary">
                  Go to the marketplace
                </Button>
              }
              headingLevel={3}
            />
            <EmptyState title="Nothing here yet" headingLevel={3} />
          </div>
        </Section>

        <Section name="Skeleton">
          <Card title="Loading card" as="section">
            <div aria-busy="true">
              <Row>
                <Skeleton shape="circle" />
                <Skeleton lines={3} width="16rem" />
              </Row>
              <Skeleton shape="rect" height="4rem" />
            </div>
          </Card>
        </Section>

        <Section name="Dialog">
          <Button onClick={() => setDialogOpen(true)}>Open dialog</Button>
          {dialogOpen && (
            <Dialog
              title="Unlock"
              onCancel={() => setDialogOpen(false)}
              actions={
                <>
                  <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
                  <Button variant="primary" onClick={() => setDialogOpen(false)}>
                    Unlock
                  </Button>
                </>
              }
            >
              Unlock this LAND and return it to your wallet?
            </Dialog>
          )}
        </Section>
      </div>
    </div>
  );
}
