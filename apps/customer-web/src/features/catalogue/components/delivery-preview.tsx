import { useAddresses, useAppConfig, useCart } from '@nukkad/api-client';
import type { ShopCategory } from '@nukkad/contracts';
import { cartKeyForShop } from '@nukkad/contracts/light';
import { foodDeliveryChargePaise, groceryDeliveryChargePaise, haversineKm, paiseToRupees } from '@nukkad/pricing';
import { TruckIcon, formatRupees } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { itemCount } from '../../../hooks/use-cart';
import { session, useSession } from '../../../lib/session';

const km = (distance: number) => `${distance.toFixed(1)} km`;

/** 'Delivery ₹25 · 3.2 km to your default address': a preview by the pricing rules; checkout shows the server's figure. */
function Preview({ userId, shopCategory }: { userId: string; shopCategory: ShopCategory }) {
  const addresses = useAddresses(session.marker, userId);
  const config = useAppConfig();
  const cart = useCart(session.marker);
  if (!addresses.data || !config.data) return null;
  const address = addresses.data.addresses.find((a) => a.isDefault);
  if (!address) {
    return (
      <p className="delivery-preview">
        <TruckIcon size={18} />
        <span>
          <Link to={paths.addresses.getHref(userId)}>Add a delivery address</Link> to see the delivery fee.
        </span>
      </p>
    );
  }
  const distance = haversineKm(config.data.shopOrigin, { lat: address.lat, lng: address.long });
  if (distance > config.data.maxDeliveryKm) {
    return (
      <p className="delivery-preview delivery-preview--outside">
        <TruckIcon size={18} />
        <span>{km(distance)} to your default address · outside our delivery area</span>
      </p>
    );
  }
  const cartKey = cartKeyForShop(shopCategory);
  const feePaise =
    cartKey === 'foodCart' ? foodDeliveryChargePaise(distance) : groceryDeliveryChargePaise(distance, itemCount(cart.data?.groceryCart ?? []));
  const fee = paiseToRupees(feePaise);
  return (
    <p className="delivery-preview">
      <TruckIcon size={18} />
      <span>
        Delivery {formatRupees(fee, { decimals: Number.isInteger(fee) ? 0 : 2 })} · {km(distance)} to your default address
      </span>
    </p>
  );
}

/** The delivery fee and distance to the signed-in customer's default address; nothing for a visitor. */
export function DeliveryPreview({ shopCategory }: { shopCategory: ShopCategory }) {
  const { user } = useSession();
  return user ? <Preview userId={user._id} shopCategory={shopCategory} /> : null;
}
