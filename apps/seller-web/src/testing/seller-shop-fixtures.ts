import type { SellerProduct, SellerProfile, SellerShop } from '@nukkad/contracts';

// The seller's own shop, products and profile as the API answers them, for the shop, products and profile tests.

export const SELLER_ID = '5b0f8f4e-7d3c-4d8e-9a51-0a3c2b1d4e6f';
export const SHOP_ID = '0c6b9f3e-1a2b-4c5d-8e9f-112233445566';
export const PRODUCT_ID = '7a1e2f3d-4c5b-4a69-8877-665544332211';

export function makeSellerProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    _id: SELLER_ID,
    username: 'Ravi Stores',
    email: 'ravi@nukkad.local',
    phone: '9000000001',
    shop: { _id: SHOP_ID, name: 'Ravi Kirana', category: 'Grocery', isOpen: true },
    salesTotal: 45230.5,
    todaySalesTotal: 1234.5,
    ...overrides,
  };
}

export const profileReply = (overrides: Partial<SellerProfile> = {}) => ({ success: true, seller: makeSellerProfile(overrides) });

export function makeSellerShop(overrides: Partial<SellerShop> = {}): SellerShop {
  return {
    _id: SHOP_ID,
    name: 'Ravi Kirana',
    category: 'Grocery',
    productCategories: ['Dairy', 'Staples'],
    address: { addressLine: '12 Market Road', pincode: '110001', city: 'New Delhi', state: 'Delhi' },
    images: ['/uploads/shop-front.webp'],
    description: 'Your neighbourhood grocer.',
    isOpen: true,
    discountPercent: null,
    discount: null,
    openingTime: null,
    closingTime: null,
    productCount: 2,
    hours: null,
    preparationMinutes: 20,
    ...overrides,
  };
}

export function makeSellerProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return {
    _id: PRODUCT_ID,
    name: 'Amul Taaza Milk 1 L',
    images: ['/uploads/milk.webp', '/uploads/milk-back.webp'],
    price: 68,
    basePrice: 72,
    inStock: true,
    dietType: 'Veg',
    categories: ['Dairy & Eggs', 'Milk'],
    shop: SHOP_ID,
    shopName: 'Ravi Kirana',
    shopType: 'Grocery',
    shopIsOpen: true,
    description: 'Toned milk.',
    seller: SELLER_ID,
    archived: false,
    ...overrides,
  };
}

/** A small file of the given type, as a file input hands it over. */
export const imageFile = (name: string, type = 'image/jpeg', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
