import { Icon } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

// The spec's social links have no target yet: they are buttons that look like icons, not links to nowhere.
const SOCIAL: { name: string; icon: ReactNode }[] = [
  {
    name: 'Instagram',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </>
    ),
  },
  { name: 'Facebook', icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" /> },
  { name: 'X (Twitter)', icon: <path d="M4 4l16 16M20 4 4 20" /> },
  {
    name: 'YouTube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="m10 9.5 5 2.5-5 2.5v-5Z" fill="currentColor" />
      </>
    ),
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">Nukkad</p>
          <p className="site-footer__copy">© {year} Nukkad. All rights reserved.</p>
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          <Link to={paths.terms.getHref()}>Terms</Link>
          <Link to={paths.policy.getHref()}>Privacy</Link>
          <Link to={paths.helpSupport.getHref()}>Help &amp; Support</Link>
          <Link to={paths.installGuide.getHref()}>Install the app</Link>
        </nav>
        <ul className="site-footer__social" aria-label="Social media">
          {SOCIAL.map((s) => (
            <li key={s.name}>
              <button type="button" className="social-link" aria-label={s.name} title={s.name}>
                <Icon size={20}>{s.icon}</Icon>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
