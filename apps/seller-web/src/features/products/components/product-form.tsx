import { DEFAULT_SUB_CATEGORY, DESCRIPTION_MAX, DIET_TYPES, GROCERY_CATEGORIES, PRODUCT_NAME_MAX } from '@nukkad/contracts/light';
import type { AddProductBody } from '@nukkad/contracts';
import { SelectField, TagsInput, TextareaField, TextField } from '@nukkad/ui';
import { SellerForm } from '../../../components/form/seller-form';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useSellerForm } from '../../../hooks/use-seller-form';
import { checkProduct, readProductDraft } from '../utils/product-values';
import type { ProductErrors, ProductFormValues } from '../utils/product-values';

export interface ProductFormProps {
  /** Where the unsaved form is kept in this tab (e.g. per seller for a new product, per product for an edit). */
  draftKey: string;
  initial: ProductFormValues;
  /** Grocery shops pick the first category from the sixteen grocery categories. */
  isGrocery: boolean;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked body; resolves to the server's field messages when it refused them, or true once saved. */
  onValid: (body: AddProductBody) => Promise<ProductErrors | true>;
}

/** Name, price, diet type, categories, images and description of a product, checked with the contracts' schema before sending. */
export function ProductForm({ draftKey, initial, isGrocery, submitLabel, busy, onValid }: ProductFormProps) {
  const form = useSellerForm({
    draftKey,
    initial,
    readDraft: readProductDraft,
    check: (values) => checkProduct(values, isGrocery),
    busy,
    onValid,
  });
  const { values, errors, set, onText, setImages, setUploading } = form;

  const subCategoryHint = (
    <>
      The first category here groups the product on the customer’s {values.groceryCategory || 'grocery category'} page (for example
      Milk or Paneer under Dairy &amp; Eggs). Without one it is listed under {DEFAULT_SUB_CATEGORY}.
    </>
  );

  return (
    <SellerForm form={form} label="Product details" submitLabel={submitLabel} busy={busy}>
      <fieldset className="seller-form__section">
        <legend>Details</legend>
        <TextField label="Name" name="name" required maxLength={PRODUCT_NAME_MAX} autoComplete="off" value={values.name} onChange={onText} error={errors.name} />
        <div className="seller-form__pair">
          <TextField
            label="Price (₹)"
            name="price"
            required
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 49.50"
            hint="In rupees, up to two decimals."
            value={values.price}
            onChange={onText}
            error={errors.price}
          />
          <TextField
            label="Price before discount (₹)"
            name="basePrice"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            hint="Optional. Shown struck through next to the price."
            value={values.basePrice}
            onChange={onText}
            error={errors.basePrice}
          />
        </div>
        <SelectField label="Diet type" name="dietType" required options={DIET_TYPES} value={values.dietType} onChange={onText} error={errors.dietType} />
      </fieldset>

      <fieldset className="seller-form__section">
        <legend>Categories</legend>
        {isGrocery ? (
          <SelectField
            label="Grocery category"
            name="groceryCategory"
            required
            placeholder="Choose a grocery category"
            options={GROCERY_CATEGORIES}
            hint="Customers find the product on this category’s page."
            value={values.groceryCategory}
            onChange={onText}
            error={errors.groceryCategory}
          />
        ) : null}
        <TagsInput
          label={isGrocery ? 'More categories' : 'Categories'}
          name="categories"
          placeholder={isGrocery ? 'e.g. Milk' : 'e.g. Starters'}
          tags={values.categories}
          onChange={(tags) => set('categories', tags)}
          hint={isGrocery ? subCategoryHint : 'Your shop’s menu groups products by their first category.'}
          error={errors.categories}
        />
      </fieldset>

      <div className="seller-form__section">
        <ImageUpload label="Images" required images={values.images} onChange={setImages} onBusyChange={setUploading} error={errors.images} />
      </div>

      <fieldset className="seller-form__section">
        <legend>Description</legend>
        <TextareaField
          label="About this product"
          name="description"
          maxLength={DESCRIPTION_MAX}
          hint="Optional. Size, pack, ingredients: what a customer would ask."
          value={values.description}
          onChange={onText}
          error={errors.description}
        />
      </fieldset>
    </SellerForm>
  );
}
