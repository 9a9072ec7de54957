import { deleteAccountFailure, useDeleteAccount, useSendOtp } from '@nukkad/api-client';
import type { Customer } from '@nukkad/contracts';
import {
  BellIcon,
  ChatIcon,
  ChevronRightIcon,
  DeleteAccountSection,
  DocumentIcon,
  type IconProps,
  InstallIcon,
  LockIcon,
  LogoutButton,
  PageLoader,
  PinIcon,
  ReceiptIcon,
} from '@nukkad/ui';
import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { session, useSession } from '../../../lib/session';

type ProfileLink = { to: string; label: string; hint: string; icon: ComponentType<IconProps> };

const profileLinks = (user: Customer): ProfileLink[] => [
  { to: paths.recentOrders.getHref(), label: 'My Orders', hint: 'Track and review your orders', icon: ReceiptIcon },
  { to: paths.addresses.getHref(user._id), label: 'My Addresses', hint: 'Saved delivery locations', icon: PinIcon },
  { to: paths.notifications.getHref(), label: 'Notifications', hint: 'Order updates and offers', icon: BellIcon },
  { to: paths.installGuide.getHref(), label: 'Install the app', hint: 'Add Nukkad to your home screen', icon: InstallIcon },
  { to: paths.helpSupport.getHref(), label: 'Help & Support', hint: 'FAQs and ways to reach us', icon: ChatIcon },
  { to: paths.terms.getHref(), label: 'Terms & Conditions', hint: 'The rules of using Nukkad', icon: DocumentIcon },
  { to: paths.policy.getHref(), label: 'Privacy Policy', hint: 'How we handle your data', icon: LockIcon },
];

/** "98765 43210" for a 10-digit number. */
export const formatPhone = (phone: string) => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

function LinkRow({ link }: { link: ProfileLink }): ReactNode {
  const LinkIcon = link.icon;
  return (
    <Link to={link.to} className="profile-link">
      <span className="profile-link__icon">
        <LinkIcon size={20} />
      </span>
      <span className="profile-link__text">
        <span className="profile-link__label">{link.label}</span>
        <span className="profile-link__hint">{link.hint}</span>
      </span>
      <ChevronRightIcon size={18} className="profile-link__chevron" />
    </Link>
  );
}

/** The signed-in customer's profile; sends anyone else home once the session check is done. */
export function ProfileView() {
  const { user, isChecking } = useSession();
  const logout = session.useLogout();
  const sendOtp = useSendOtp();
  const deletion = useDeleteAccount();

  // The logout toast is the one confirmation; until the redirect the page only says where it is going.
  if (logout.isLoggedOut) {
    return (
      <div className="auth-done">
        <p className="muted">Taking you to the home page…</p>
      </div>
    );
  }
  if (isChecking) return <PageLoader showLabel label="Checking your session…" />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;

  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="profile">
      <section className="profile-card" aria-label="Your details">
        <span className="avatar avatar--lg" aria-hidden="true">
          {initial}
        </span>
        <div className="profile-card__text">
          <h1 className="profile-card__name">{user.name}</h1>
          <p className="profile-card__phone">
            <span className="visually-hidden">Phone: </span>+91 {formatPhone(user.phone)}
          </p>
        </div>
        <LogoutButton onLogout={logout.logOut} busy={logout.isPending} className="profile-card__logout" />
      </section>
      <nav aria-label="Account" className="profile-links">
        <ul>
          {profileLinks(user).map((link) => (
            <li key={link.to}>
              <LinkRow link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <DeleteAccountSection
        role="customer"
        confirmWith="code"
        onSendCode={() => sendOtp.mutateAsync({ formData: { phone: user.phone } })}
        onDelete={deletion.mutateAsync}
        onSignOut={logout.logOut}
        describeError={deleteAccountFailure}
      />
    </div>
  );
}
