import { ORDER_DISPLAY_ID_LENGTH, idSchema, INVALID_ORDER_ID_MESSAGE } from '@nukkad/contracts';
import { Button, SearchIcon, useToast } from '@nukkad/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export const INVALID_ORDER_ID = INVALID_ORDER_ID_MESSAGE;

/** Whether a typed id has the shape of a display id (6 characters, spaces around it ignored). */
export const isOrderId = (value: string) => value.trim().length === ORDER_DISPLAY_ID_LENGTH;

const isFullId = (value: string) => idSchema.safeParse(value.trim()).success;

/** Whether an address names an order: by its display id, or by its full id (the `_id` a list may link with). */
export const isOrderKey = (value: string) => isOrderId(value) || isFullId(value);

/** An order key in the case the server keeps: full ids lower case, display ids (and anything else) upper case. */
export const normalOrderKey = (value: string) => (isFullId(value) ? value.trim().toLowerCase() : value.trim().toUpperCase());

/** The order lookup: a 6-character display id opens /viewOrder/{id}; anything else gets the spec's alert. */
export function OrderSearch({ initialValue = '' }: { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  const navigate = useNavigate();
  const toast = useToast();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isOrderId(value)) {
      toast.error(INVALID_ORDER_ID);
      return;
    }
    navigate(paths.app.viewOrder.getHref(value.trim().toUpperCase()));
  };

  return (
    <form className="order-search" role="search" aria-label="Find an order" onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="field__label">
        Order ID
      </label>
      <div className="order-search__row">
        <input
          id={id}
          className="field__input order-search__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="e.g. K7M2QX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit">
          <SearchIcon size={18} />
          Find order
        </Button>
      </div>
    </form>
  );
}
