import { ChatIcon, MailIcon, PhoneIcon } from '@nukkad/ui';
import type { IconProps } from '@nukkad/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const FAQS = [
  {
    question: 'How do I place an order?',
    answer: 'Browse shops or products, add what you like to your cart, then check out with a saved delivery address.',
  },
  {
    question: 'What payment methods are accepted?',
    answer: 'You can pay by cash on delivery, or online through our card payment provider.',
  },
  {
    question: 'How can I track my order?',
    answer: 'Open your profile and go to the Orders section: each order shows its current status.',
  },
];

// The spec names the three contact channels but not their details, so none are shown.
const CONTACTS: { Icon: ComponentType<IconProps>; title: string; text: string }[] = [
  { Icon: MailIcon, title: 'E-mail', text: 'Write to our support team; we reply within one working day.' },
  { Icon: PhoneIcon, title: 'Phone', text: 'Call our support line, 9 am to 9 pm, every day.' },
  { Icon: ChatIcon, title: 'WhatsApp', text: 'Chat with us on WhatsApp for quick help with an order.' },
];

export function HelpSupportContent() {
  return (
    <div className="help">
      <section aria-labelledby="faq-title" className="help__section">
        <h2 id="faq-title">Frequently asked questions</h2>
        <div className="faq">
          {FAQS.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
        <p className="muted">
          Already ordered? Follow it in <Link to={paths.recentOrders.getHref()}>Orders</Link>.
        </p>
      </section>
      <section aria-labelledby="contact-title" className="help__section">
        <h2 id="contact-title">Contact us</h2>
        <ul className="contact-grid">
          {CONTACTS.map((contact) => (
            <li key={contact.title} className="contact-card">
              <span className="contact-card__icon" aria-hidden="true">
                <contact.Icon size={28} />
              </span>
              <h3>{contact.title}</h3>
              <p className="muted">{contact.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
