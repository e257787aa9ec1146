// What a purchase received: each LAND with its card and links to it on the map and in the user's LAND, any VRF reward items, and Buy again.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mysteryBoxMachine } from '@machines/mysteryBox/mysteryBoxMachine';
import { parcelPath } from '@machines/land/query';
import { selectLands, selectRewards } from '@machines/mysteryBox/selectors';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { LandCardView } from '../../../components/LandCardView';
import { Button } from '../../../components/Button';

export function SaleResult({ flow }: { flow: ActorRefFrom<typeof mysteryBoxMachine> }) {
  const { i18n, t } = useLingui();
  const lands = useSelector(flow, selectLands);
  const rewards = useSelector(flow, selectRewards);
  const lang = i18n.locale as Lang;
  return (
    <section className="sale-result" aria-label={t`Result`}>
      <p role="status">
        <Trans>Purchase was successful</Trans>
      </p>
      <h3>
        <Trans>LAND received</Trans>
      </h3>
      <ul className="sale-lands">
        {lands.map((land) => (
          <li key={land.tokenId}>
            <LandCardView
              land={land}
              action={
                <>
                  {land.city && (
                    <RouterLink href={pathFor(lang, parcelPath(land.city, land.tokenId))}>
                      <Trans>See it on the map</Trans>
                    </RouterLink>
                  )}{' '}
                  <RouterLink href={pathFor(lang, 'mypage/land')}>
                    <Trans>See it in my LAND</Trans>
                  </RouterLink>
                </>
              }
            />
          </li>
        ))}
      </ul>
      {rewards === null ? (
        <p className="sale-rewards-not-offered">
          <Trans>Reward items are not offered by this server.</Trans>
        </p>
      ) : rewards.length ? (
        <>
          <h3>
            <Trans>Reward items</Trans>
          </h3>
          <ul className="sale-rewards">
            {rewards.map((r) => (
              <li key={r.itemCode} data-item-code={r.itemCode}>
                <Trans>
                  {r.itemName} × {r.cnt}
                </Trans>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="primary" onClick={() => flow.send({ type: 'BOX.AGAIN' })}>
        <Trans>Buy again</Trans>
      </Button>
    </section>
  );
}
