/** The asterisk after a required field's label; the control itself carries `required` for assistive technology. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
