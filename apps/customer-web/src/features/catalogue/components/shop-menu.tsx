import { FOOD_SHOP_CATEGORIES } from '@nukkad/contracts/light';
import type { Product, Shop } from '@nukkad/contracts';
import { EmptyState, BowlIcon, cx } from '@nukkad/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { ProductCard } from '../../../components/product-card';
import { groupByCategory } from '../utils/group-by-category';
import { DeliveryPreview } from './delivery-preview';
import '../shop-menu.css';

/** The section the reader is in: the last one whose top has passed under the sticky bar. */
function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  // The list is rebuilt on every render of the page; observe again only when the sections themselves change.
  const idsKey = ids.join(' ');
  useEffect(() => {
    const ids = idsKey ? idsKey.split(' ') : [];
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      // A band just under the sticky bars: the section crossing it is the one being read.
      { rootMargin: '-140px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [idsKey]);
  return [active, setActive] as const;
}

/**
 * A shop's products in sections by category, with a sticky bar of the sections (tap to jump), the delivery fee to
 * the customer's default address, and, for food shops, a Veg-only switch.
 */
export function ShopMenu({ shop, products }: { shop: Shop; products: Product[] }) {
  const isFoodShop = FOOD_SHOP_CATEGORIES.includes(shop.category);
  const [vegOnly, setVegOnly] = useState(false);
  const baseId = useId();
  const sections = useMemo(
    () => groupByCategory(isFoodShop && vegOnly ? products.filter((product) => product.dietType === 'Veg') : products),
    [products, isFoodShop, vegOnly],
  );
  const sectionIds = useMemo(() => sections.map((_, i) => `${baseId}-section-${i}`), [sections, baseId]);
  const [active, setActive] = useActiveSection(sectionIds);

  const jumpTo = (id: string) => {
    setActive(id);
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="shop-menu">
      <DeliveryPreview shopCategory={shop.category} />
      <div className="shop-menu__bar">
        <nav className="shop-menu__sections" aria-label="Sections">
          {sections.map((section, i) => (
            <button
              key={section.name}
              type="button"
              className={cx('shop-menu__chip', active === sectionIds[i] && 'shop-menu__chip--active')}
              aria-current={active === sectionIds[i] ? 'true' : undefined}
              onClick={() => jumpTo(sectionIds[i]!)}
            >
              {section.name}
            </button>
          ))}
        </nav>
        {isFoodShop ? (
          <label className="veg-switch">
            <input type="checkbox" role="switch" checked={vegOnly} onChange={(event) => setVegOnly(event.target.checked)} />
            <span className="veg-switch__track" aria-hidden="true" />
            Veg only
          </label>
        ) : null}
      </div>
      {sections.length === 0 ? (
        <EmptyState icon={<BowlIcon size={32} />} title="No veg items here yet" description="Turn off Veg only to see the whole menu." headingLevel={3} />
      ) : (
        sections.map((section, i) => (
          <section key={section.name} id={sectionIds[i]} className="shop-menu__section" aria-labelledby={`${sectionIds[i]}-title`}>
            <h3 id={`${sectionIds[i]}-title`} className="shop-menu__title">
              {section.name} <span className="shop-menu__count">({section.products.length})</span>
            </h3>
            <ul className="product-grid">
              {section.products.map((product) => (
                <li key={product._id}>
                  <ProductCard product={product} headingLevel={4} hideShop />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
