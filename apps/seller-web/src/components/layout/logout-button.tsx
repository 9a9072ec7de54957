import { Button, LogoutIcon } from '@nukkad/ui';
import type { ButtonProps } from '@nukkad/ui';
import { useLogout } from '../../lib/auth';

/** Ends the session: POST /api/auth/logout, then the marker and cache are cleared and the login page opens. */
export function LogoutButton({ variant = 'secondary', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const logout = useLogout();
  return (
    <Button {...props} variant={variant} busy={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? null : <LogoutIcon />}
      Logout
    </Button>
  );
}
