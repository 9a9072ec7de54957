/** The app's mark above the login and sign-up cards. */
export function AppMark() {
  return <img src="/favicon.svg" alt="" width={48} height={48} className="auth-card__logo" />;
}
