import { errorMessage, SHOP_QR_PATHS, useShopQr } from '@nukkad/api-client';
import { Button, Card, Skeleton } from '@nukkad/ui';

/** The shop's QR code, which opens its page in the customer app, with the address and downloads as PNG and SVG (named by the API). */
export function ShopQrCard({ shopName }: { shopName: string }) {
  const qr = useShopQr();

  return (
    <Card as="section" aria-labelledby="profile-qr-heading" className="profile-qr">
      <h2 id="profile-qr-heading" className="section-title">
        Shop QR code
      </h2>
      <p className="muted profile-qr__hint">Print it for your counter or share it: scanning it opens your shop in the Nukkad app.</p>
      {qr.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your QR code…
          </span>
          <Skeleton width={200} height={200} className="skeleton--block" />
        </div>
      ) : qr.data ? (
        <>
          <img
            className="profile-qr__image"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
            width={200}
            height={200}
            alt={`QR code opening ${shopName} at ${qr.data.url}`}
          />
          <p className="profile-qr__url">
            <a href={qr.data.url} target="_blank" rel="noreferrer">
              {qr.data.url}
            </a>
          </p>
          <div className="profile-qr__actions">
            <a className="button button--primary button--md" href={SHOP_QR_PATHS.png} download>
              Download PNG
            </a>
            <a className="button button--secondary button--md" href={SHOP_QR_PATHS.svg} download>
              Download SVG
            </a>
          </div>
        </>
      ) : (
        <div className="error-state" role="alert">
          <p className="error-state__message">{errorMessage(qr.error, 'Could not load your QR code.')}</p>
          <Button variant="secondary" onClick={() => void qr.refetch()}>
            Retry
          </Button>
        </div>
      )}
    </Card>
  );
}
