import type { ReactNode } from 'react';

export interface FormAlertProps {
  /** The main message, in the spec's words. */
  message: string;
  /** A second line, e.g. the server's reason. */
  detail?: ReactNode;
}

/** A form's failure message, announced when it appears and kept until the next try. */
export function FormAlert({ message, detail }: FormAlertProps) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__message">{message}</p>
      {detail ? <p className="form-alert__detail">{detail}</p> : null}
    </div>
  );
}
