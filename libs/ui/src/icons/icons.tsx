import type { SVGProps } from 'react';
import { cx } from '../lib/class-names';

export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height in px; the drawing is on a 24×24 grid. */
  size?: number;
};

/**
 * A decorative line icon: hidden from assistive technology, the control or text beside it carries the name.
 * The line weight comes from `--icon-stroke-width` (see styles.css), so each app can keep its own.
 */
export function Icon({ size = 24, className, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('icon', className)}
      {...props}
    >
      {children}
    </svg>
  );
}

// ---- navigation and account

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
  </Icon>
);

export const DashboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const LoginIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h5v16h-5" />
    <path d="M3 12h11M10 8l4 4-4 4" />
  </Icon>
);

export const LogoutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5" />
    <path d="M21 12H9" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
  </Icon>
);

export const DocumentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const InstallIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 6v8M9 11l3 3 3-3M11 18h2" />
  </Icon>
);

export const BarrierIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="7" rx="1" />
    <path d="m8 6-4 7M14 6l-4 7M20 6l-4 7M6 13v8M18 13v8M4 21h4M16 21h4" />
  </Icon>
);

// ---- shops, products and orders

export const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

export const ProductsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 8l-9-5-9 5 9 5 9-5z" />
    <path d="M3 8v8l9 5 9-5V8" />
    <path d="M12 13v8" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 4h2l2.2 11h10.6L20 7H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const ReceiptIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

export const ClipboardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1z" />
    <path d="M16 5h2a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2" />
    <path d="M9 12h6M9 16h4" />
  </Icon>
);

export const PackageIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 8 5 4h14l2 4v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8Z" />
    <path d="M3 8h18M10 4 9 8v4l3-1.5 3 1.5V8l-1-4" />
  </Icon>
);

// ---- delivery

export const TruckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 7h11v9H3z" />
    <path d="M14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const BikeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="6" cy="17" r="3" />
    <circle cx="18" cy="17" r="3" />
    <path d="M6 17l4-7h5l3 7M10 10L8 6H6M15 10l-1-4h3" />
  </Icon>
);

export const ScooterIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5.5" cy="17" r="2.5" />
    <circle cx="18.5" cy="17" r="2.5" />
    <path d="M18.5 17 15 5h-3M8 17h8" />
    <path d="M3 14a4 4 0 0 1 4-4h4v7" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

// ---- money

export const RupeeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4h10M7 8h10M7 4c6 0 6 8 0 8h-.5L14 20" />
  </Icon>
);

export const CommissionIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 4h12M6 9h12M14 20L7 12h2a4 4 0 0 0 0-8" />
  </Icon>
);

export const OutstandingIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 12h.01M18 12h.01" />
  </Icon>
);

export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
    <circle cx="16" cy="14.5" r="1" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </Icon>
);

// ---- controls

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);

export const MicIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

export const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.4 14.6A8.5 8.5 0 0 1 9.4 3.6a8.5 8.5 0 1 0 11 11Z" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

// ---- contact

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Icon>
);

export const CelebrateIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20 9 7l8 8-13 5Z" />
    <path d="M14 4c0 1.5 1 2 2 2M19 9c-1.5 0-2 1-2 2M15 2h.01M21 5h.01M20 13h.01" />
  </Icon>
);

// ---- what the shops sell: drawn, so they look the same without an emoji font

export const BasketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10h18l-2 10H5L3 10Z" />
    <path d="m7 10 3-6M17 10l-3-6M9 14v3M12 14v3M15 14v3" />
  </Icon>
);

export const BowlIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12h18a9 8 0 0 1-18 0Z" />
    <path d="M9 8.5c0-1.5 1.5-1.5 1.5-3M13.5 8.5c0-1.5 1.5-1.5 1.5-3" />
  </Icon>
);

export const CutleryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10" />
    <path d="M17 3c-2 1.5-3 4-3 8h3v10" />
  </Icon>
);

export const PillIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
    <path d="m9.5 9.5 5 5" />
  </Icon>
);

export const CarrotIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12.5 7.5a2.83 2.83 0 0 1 4 4L4 21l-1-1 9.5-12.5Z" />
    <path d="m16 8 4-4M15 7l1-4M17 9l4-1M8 13l2 2M10.5 10.5l1.5 1.5" />
  </Icon>
);

export const AppleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 7c-1.5-1.2-3.5-1.5-5-.5C4.5 8 4.5 12 6 15.5 7.2 18.5 9 21 11 20.5c.5-.1.7-.3 1-.3s.5.2 1 .3c2 .5 3.8-2 5-5 1.5-3.5 1.5-7.5-1-9-1.5-1-3.5-.7-5 .5Z" />
    <path d="M12 7c0-2 1-3.5 2.5-4" />
  </Icon>
);

export const EggIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3c-3.5 0-6 5.5-6 10a6 6 0 0 0 12 0c0-4.5-2.5-10-6-10Z" />
  </Icon>
);

export const MilkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 3h6v3l2 3v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V9l2-3V3Z" />
    <path d="M7 12h10" />
  </Icon>
);

export const RiceIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 13h18a9 7 0 0 1-18 0Z" />
    <path d="M6 13a6 5 0 0 1 12 0M10 10h.01M14 9.5h.01M12 12h.01" />
  </Icon>
);

export const WheatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21V4M12 9 9 6M12 9l3-3M12 13l-3-3M12 13l3-3M12 17l-3-3M12 17l3-3" />
  </Icon>
);

export const OilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 2h4v3l3 4v11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9l3-4V2Z" />
    <path d="M12 12c-1.2 1.5-2 2.5-2 3.5a2 2 0 0 0 4 0c0-1-.8-2-2-3.5Z" />
  </Icon>
);

export const SnackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3h14l-1.5 3v12l1.5 3H5l1.5-3V6L5 3Z" />
    <circle cx="12" cy="12" r="2.5" />
  </Icon>
);

export const CookieIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9h.01M14.5 8.5h.01M15 14h.01M9.5 15h.01M12 12h.01" />
  </Icon>
);

export const NoodlesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12h18a9 8 0 0 1-18 0Z" />
    <path d="m14 12 6-9M17 12l5-7M7 12c0-2 2-2 2-4M10 12c0-2 2-2 2-4" />
  </Icon>
);

export const CupIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 8h12l-1.5 13h-9L6 8Z" />
    <path d="m12 8 2-6h3M6.5 12.5h11" />
  </Icon>
);

export const ChiliIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 7c-1 6-6 12-13 13 2-2 4-5 5-9 1-3 4-5 8-4Z" />
    <path d="M17 7c0-2 1-3 3-4" />
  </Icon>
);

export const NutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11Z" />
    <path d="M12 8c-1.5 2-2 4-2 6" />
  </Icon>
);

export const SprayIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="11" width="9" height="11" rx="2" />
    <path d="M8 11V7h5v4M8 7V4h7l2 2h-4M20 4h.01M21 7h.01M20 10h.01" />
  </Icon>
);

export const LotionIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="7" y="10" width="10" height="12" rx="2" />
    <path d="M10 10V7h4v3M12 7V3h4M10 15h4" />
  </Icon>
);

export const IceCreamIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m8 11 4 11 4-11" />
    <path d="M7 11a5 5 0 0 1 10 0Z" />
  </Icon>
);

export const BabyBottleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.5 6V4.5a1.5 1.5 0 0 1 3 0V6M8 6h8v3H8z" />
    <path d="M8.5 9h7l.5 2v9a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-9l.5-2ZM11 14h2M11 17h2" />
  </Icon>
);

export const PizzaIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6c6-3 12-3 18 0l-9 15L3 6Z" />
    <path d="M4.5 8.5c5-2 10-2 15 0M10 11h.01M14 12h.01M12 15h.01" />
  </Icon>
);

export const CupcakeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 12h12l-2 9H8l-2-9ZM10 12l.5 9M14 12l-.5 9" />
    <path d="M5 12a3 3 0 0 1 2-5 5 5 0 0 1 10 0 3 3 0 0 1 2 5" />
  </Icon>
);
