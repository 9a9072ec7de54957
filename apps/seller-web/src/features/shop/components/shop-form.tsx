import { DESCRIPTION_MAX, SHOP_CATEGORIES, SHOP_NAME_MAX } from '@nukkad/contracts';
import type { AddShopBody } from '@nukkad/contracts';
import { Button, focusFirstError, TextField } from '@nukkad/ui';
import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, SetStateAction } from 'react';
import '../../../components/form/form.css';
import { SelectField } from '../../../components/form/select-field';
import { TagsInput } from '../../../components/form/tags-input';
import { TextareaField } from '../../../components/form/textarea-field';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import type { SellerImage } from '../../../components/image-upload/image-upload';
import { useSessionDraft } from '../../../hooks/use-session-draft';
import { checkShop, readShopDraft } from '../utils/shop-values';
import type { ShopErrors, ShopFormValues } from '../utils/shop-values';

type TextName = 'name' | 'category' | 'addressLine' | 'pincode' | 'city' | 'state' | 'description';

export interface ShopFormProps {
  /** Where the unsaved form is kept in this tab. */
  draftKey: string;
  initial: ShopFormValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked body; resolves to the server's field messages when it refused them, or true once saved. */
  onValid: (body: AddShopBody) => Promise<ShopErrors | true>;
}

/** Name, category, product categories, address, images and description of the shop, checked with the contracts' schema before sending. */
export function ShopForm({ draftKey, initial, submitLabel, busy, onValid }: ShopFormProps) {
  const draft = useSessionDraft(draftKey, initial, readShopDraft);
  const { value: values, setValue: setValues } = draft;
  const [errors, setErrors] = useState<ShopErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ShopFormValues>(field: K, value: ShopFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(event.target.name as TextName, event.target.value);

  const setImages = useCallback(
    (next: SetStateAction<SellerImage[]>) => setValues((current) => ({ ...current, images: typeof next === 'function' ? next(current.images) : next })),
    [setValues],
  );

  const showErrors = (next: ShopErrors) => {
    setErrors(next);
    setAlert('Please correct the fields marked in red.');
    focusFirstError(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const checked = checkShop(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setAlert(null);
    const result = await onValid(checked.body);
    if (result === true) draft.clear();
    else if (Object.keys(result).length > 0) showErrors(result);
  };

  return (
    <form ref={formRef} className="seller-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Shop details">
      {draft.restored ? (
        <p className="seller-form__draft">
          <span>Your unsaved changes are back.</span>
          <Button variant="ghost" size="sm" onClick={draft.discard}>
            Discard changes
          </Button>
        </p>
      ) : null}

      <fieldset className="seller-form__section">
        <legend>Shop</legend>
        <TextField label="Shop name" name="name" required maxLength={SHOP_NAME_MAX} autoComplete="organization" value={values.name} onChange={onText} error={errors.name} />
        <SelectField
          label="Category"
          name="category"
          required
          placeholder="Select a category"
          options={SHOP_CATEGORIES}
          hint="Grocery shops file each product under one of the grocery categories."
          value={values.category}
          onChange={onText}
          error={errors.category}
        />
        <TagsInput
          label="Product categories"
          name="productCategories"
          placeholder="e.g. Dairy"
          hint="What you sell, one tag at a time."
          tags={values.productCategories}
          onChange={(tags) => set('productCategories', tags)}
          error={errors.productCategories}
        />
      </fieldset>

      <fieldset className="seller-form__section">
        <legend>Address</legend>
        <TextField
          label="Address line"
          name="addressLine"
          autoComplete="street-address"
          placeholder="Shop number, building, street"
          value={values.addressLine}
          onChange={onText}
          error={errors.addressLine}
        />
        <div className="seller-form__pair">
          <TextField
            label="Pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            onChange={onText}
            error={errors.pincode}
          />
          <TextField label="City" name="city" autoComplete="address-level2" value={values.city} onChange={onText} error={errors.city} />
        </div>
        <TextField label="State" name="state" autoComplete="address-level1" value={values.state} onChange={onText} error={errors.state} />
      </fieldset>

      <div className="seller-form__section">
        <ImageUpload label="Shop images" images={values.images} onChange={setImages} onBusyChange={setUploading} error={errors.images} />
      </div>

      <fieldset className="seller-form__section">
        <legend>Description</legend>
        <TextareaField
          label="About your shop"
          name="description"
          maxLength={DESCRIPTION_MAX}
          hint="Optional. What makes your shop worth ordering from."
          value={values.description}
          onChange={onText}
          error={errors.description}
        />
      </fieldset>

      <div className="seller-form__submit">
        {alert ? (
          <p className="seller-form__alert" role="alert">
            {alert}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy} disabled={uploading}>
          {uploading ? 'Waiting for images…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
