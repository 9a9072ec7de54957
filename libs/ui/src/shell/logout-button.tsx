import { Button } from '../forms/button';
import type { ButtonProps } from '../forms/button';
import { LogoutIcon } from '../icons/icons';
import { useToast } from '../toast/toast-provider';

export const LOGGED_OUT = 'Logged out successfully';
export const LOGGED_OUT_HERE = 'You are logged out on this device; the server could not confirm it.';

export interface LogoutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Ends the session; resolves true when the server confirmed it, false when only this device forgot it. */
  onLogout: () => Promise<boolean>;
}

/** "Logout", and once it is done exactly one toast saying so. */
export function LogoutButton({ onLogout, busy = false, variant = 'secondary', ...props }: LogoutButtonProps) {
  const toast = useToast();
  const onClick = async () => {
    if (await onLogout()) toast.success(LOGGED_OUT);
    else toast.warning(LOGGED_OUT_HERE);
  };
  return (
    <Button {...props} variant={variant} busy={busy} onClick={() => void onClick()}>
      {busy ? null : <LogoutIcon />}
      Logout
    </Button>
  );
}
