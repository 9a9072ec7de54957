import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'Use of the service',
    body: [
      'Nukkad connects you with restaurants, grocers and other shops in your neighbourhood. By using the app or the website you agree to these terms.',
      'Use Nukkad only for lawful, personal purposes. Do not misuse the service, interfere with its working or try to reach parts of it you are not meant to.',
    ],
  },
  {
    title: 'Your account and its responsibility',
    body: [
      'You sign in with your mobile number and a one-time code. Keep your phone and its codes to yourself: you are responsible for everything done through your account.',
      'Give us accurate details, including your name, phone number and delivery addresses, and keep them up to date.',
    ],
  },
  {
    title: 'Orders and payments',
    body: [
      'Prices, availability and opening hours are set by each shop and may change. An order is confirmed once the shop accepts it.',
      'You can pay by cash on delivery or online through our card payment provider. Delivery charges, taxes and any convenience or service fees are shown before you place the order. All amounts are in Indian rupees.',
    ],
  },
  {
    title: 'Delivery',
    body: [
      'Delivery times shown are estimates. Weather, traffic and shop preparation times can cause delays.',
      'Please make sure someone is available at the delivery address. If an order cannot be delivered because of a wrong address or no response, it may be cancelled.',
    ],
  },
  {
    title: 'Limitation of liability',
    body: [
      'Shops are responsible for the quality, quantity and safety of the products they sell. Nukkad is responsible for running the platform with reasonable care.',
      'To the extent the law allows, Nukkad is not liable for indirect or unforeseeable losses arising from the use of the service.',
    ],
  },
  {
    title: 'Changes to these terms',
    body: [
      'We may update these terms as the service grows. When we make significant changes we will let you know in the app. Continuing to use Nukkad after a change means you accept the updated terms.',
    ],
  },
];

export function TermsContent() {
  return <LegalDocument updated="1 January 2025" sections={SECTIONS} />;
}
