import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information we collect',
    body: [
      'Your name and mobile number when you sign up, the delivery addresses and map locations you save, your orders, carts, ratings and reviews, and basic technical data such as your device type.',
      'You can delete your account from your profile at any time, once no order of yours is in progress. We then erase your name, phone number, e-mail, saved addresses, cart, the photos you sent with a question about an order and your devices\' notification subscriptions, and sign you out everywhere. We keep your past orders and their invoices, because the law requires us to keep our accounts: they stay with the name "Deleted customer" and without your address or phone number. Your phone number may sign up again as a new account.',
    ],
  },
  {
    title: 'How we use it',
    body: [
      'To sign you in, take and deliver your orders, show your order history and notifications, calculate delivery fees from your address, handle support requests and improve Nukkad.',
    ],
  },
  {
    title: 'Sharing',
    body: [
      'We share what is needed to fulfil an order: the shop sees your order, and the delivery partner sees your name, phone number and delivery address. Online payments are handled by our card payment provider.',
      'We never sell your personal information.',
    ],
  },
  {
    title: 'Security',
    body: [
      'Your session is kept in a secure, HTTP-only cookie, sign-in codes are short-lived, and data travels over encrypted connections. No system is perfectly secure, so please keep your phone and its codes private.',
    ],
  },
  {
    title: 'Cookies and local storage',
    body: [
      'We use a cookie to keep you signed in. Your device also remembers your chosen theme and, while you wait to resend a sign-in code, when that wait ends. We do not use advertising cookies.',
    ],
  },
  {
    title: 'Changes to this policy',
    body: [
      'We may update this policy from time to time. We will tell you in the app about significant changes; the date at the top shows the latest version.',
    ],
  },
];

export function PolicyContent() {
  return <LegalDocument updated="1 January 2025" sections={SECTIONS} />;
}
