import { DESCRIPTION_MAX, SHOP_CATEGORIES, SHOP_DISCOUNT_PERCENT_MAX, SHOP_NAME_MAX } from '@nukkad/contracts/light';
import { PREPARATION_MINUTES_MAX, PREPARATION_MINUTES_MIN, type AddShopBody } from '@nukkad/contracts';
import { SelectField, TagsInput, TextareaField, TextField } from '@nukkad/ui';
import { SellerForm } from '../../../components/form/seller-form';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { HoursEditor } from './hours-editor';
import { useSellerForm } from '../../../hooks/use-seller-form';
import { checkShop, readShopDraft } from '../utils/shop-values';
import type { ShopErrors, ShopFormValues } from '../utils/shop-values';

export interface ShopFormProps {
  /** Where the unsaved form is kept in this tab. */
  draftKey: string;
  initial: ShopFormValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked body; resolves to the server's field messages when it refused them, or true once saved. */
  onValid: (body: AddShopBody) => Promise<ShopErrors | true>;
}

/** Name, category, product categories, address, opening hours, discount, images and description of the shop, checked with the contracts' schema before sending. */
export function ShopForm({ draftKey, initial, submitLabel, busy, onValid }: ShopFormProps) {
  const form = useSellerForm({ draftKey, initial, readDraft: readShopDraft, check: checkShop, busy, onValid });
  const { values, errors, set, onText, setImages, setUploading } = form;

  return (
    <SellerForm form={form} label="Shop details" submitLabel={submitLabel} busy={busy}>
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

      <fieldset className="seller-form__section">
        <legend>Opening hours</legend>
        <HoursEditor hours={values.hours} onChange={(hours) => set('hours', hours)} error={errors.hours} />
        <TextField
          label="Preparation time (minutes)"
          name="preparationMinutes"
          inputMode="numeric"
          required
          maxLength={3}
          hint={`How long before an order for later's time you need it, from ${PREPARATION_MINUTES_MIN} to ${PREPARATION_MINUTES_MAX} minutes. Scheduled orders reach you that long before.`}
          value={values.preparationMinutes}
          onChange={onText}
          error={errors.preparationMinutes}
        />
      </fieldset>

      <fieldset className="seller-form__section">
        <legend>Shop discount</legend>
        <TextField
          label="Percent off every product"
          name="discountPercent"
          inputMode="numeric"
          maxLength={2}
          placeholder="e.g. 10"
          hint={`Optional, 1 to ${SHOP_DISCOUNT_PERCENT_MAX}. Customers pay the lower price and your sales count it. Leave blank for none.`}
          value={values.discountPercent}
          onChange={onText}
          error={errors.discount}
        />
        <div className="seller-form__pair">
          <TextField label="Starts" name="discountStarts" type="datetime-local" hint="Blank: now." value={values.discountStarts} onChange={onText} />
          <TextField label="Ends" name="discountEnds" type="datetime-local" hint="Blank: until you clear it." value={values.discountEnds} onChange={onText} />
        </div>
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
    </SellerForm>
  );
}
