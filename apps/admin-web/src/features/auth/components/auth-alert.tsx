/** A sign-in or sign-up failure, announced when it appears. */
export function AuthAlert({ message }: { message: string }) {
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
