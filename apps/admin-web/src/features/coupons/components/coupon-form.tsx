import { ApiError, errorMessage, useAdminSellers, useCreateCoupon } from '@nukkad/api-client';
import { createCouponBodySchema, type CreateCouponBody } from '@nukkad/contracts';
import { Button, Card, SelectField, TextField, toFieldErrors, useToast, type FieldErrors } from '@nukkad/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';

const FIELDS = ['code', 'kind', 'value', 'maxDiscount', 'minAmount', 'validUntil', 'totalUses', 'usesPerCustomer', 'orderType', 'shopId'] as const;
type Field = (typeof FIELDS)[number];

const KIND_LABELS = { flat: 'Flat ₹ off', percent: 'Percent off' } as const;
const ORDER_TYPE_LABELS = { both: 'Food and Grocery', Food: 'Food only', Grocery: 'Grocery only' } as const;
const ANY_SHOP = 'Every shop';

const EMPTY = { code: '', kind: 'flat' as 'flat' | 'percent', value: '', maxDiscount: '', minAmount: '', validUntil: '', totalUses: '', usesPerCustomer: '1', orderType: 'both' as keyof typeof ORDER_TYPE_LABELS, shop: ANY_SHOP, firstOrderOnly: false };
export type CouponFormValues = typeof EMPTY;

/** A typed number, or undefined for an empty box (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request the form describes. The last day is included whole: a coupon "until 31 Dec" ends at midnight that
 * night in Asia/Kolkata.
 */
export function couponBody(values: CouponFormValues, shopIdOf: (name: string) => string | null): CreateCouponBody {
  return {
    code: values.code,
    kind: values.kind,
    value: numberOf(values.value) as number,
    maxDiscount: values.kind === 'percent' ? (numberOf(values.maxDiscount) ?? null) : null,
    minAmount: numberOf(values.minAmount) ?? 0,
    validUntil: values.validUntil ? `${values.validUntil}T23:59:59.999+05:30` : null,
    totalUses: numberOf(values.totalUses) ?? null,
    usesPerCustomer: numberOf(values.usesPerCustomer) ?? 1,
    firstOrderOnly: values.firstOrderOnly,
    orderType: values.orderType === 'both' ? null : values.orderType,
    shopId: values.shop === ANY_SHOP ? null : shopIdOf(values.shop),
  };
}

/** The admin's form for a new coupon: checked with the API's own schema before it is sent. */
export function CouponForm({ onCreated }: { onCreated?: () => void }) {
  const toast = useToast();
  const create = useCreateCoupon();
  const sellers = useAdminSellers('');
  const [values, setValues] = useState<CouponFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const shops = (sellers.data?.sellers ?? []).flatMap((s) => (s.shop ? [{ id: s.shop._id, name: s.shop.name }] : []));
  const shopIdOf = (name: string) => shops.find((s) => s.name === name)?.id ?? null;

  const set = (field: keyof CouponFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.type === 'checkbox' ? (event.target as HTMLInputElement).checked : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = couponBody(values, shopIdOf);
    const parsed = createCouponBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    try {
      const reply = await create.mutateAsync(body);
      toast.success(reply.message ?? 'Coupon created.');
      setValues(EMPTY);
      onCreated?.();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setErrors({ code: err.serverMessage ?? 'This code is taken.' });
      else if (err instanceof ApiError && err.errors.length > 0) setErrors(toFieldErrors(err.errors, FIELDS));
      else toast.error(errorMessage(err, 'Could not create the coupon. Please try again.'));
    }
  };

  return (
    <Card as="section" aria-labelledby="coupon-form-title" className="coupon-form">
      <h2 id="coupon-form-title" className="section-title">
        New coupon
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="coupon-form__grid">
        <TextField label="Code" name="code" value={values.code} onChange={set('code')} error={errors.code} hint="3–20 letters or digits" required autoCapitalize="characters" />
        <SelectField
          label="Kind"
          options={Object.values(KIND_LABELS)}
          value={KIND_LABELS[values.kind]}
          onChange={(event) => setValues((current) => ({ ...current, kind: event.target.value === KIND_LABELS.percent ? 'percent' : 'flat' }))}
          error={errors.kind}
        />
        <TextField
          label={values.kind === 'flat' ? 'Rupees off' : 'Percent off'}
          name="value"
          inputMode="decimal"
          value={values.value}
          onChange={set('value')}
          error={errors.value}
          required
        />
        {values.kind === 'percent' ? (
          <TextField label="Up to (₹)" name="maxDiscount" inputMode="decimal" value={values.maxDiscount} onChange={set('maxDiscount')} error={errors.maxDiscount} hint="Empty: no cap" />
        ) : null}
        <TextField label="Minimum order (₹)" name="minAmount" inputMode="decimal" value={values.minAmount} onChange={set('minAmount')} error={errors.minAmount} hint="Items' amount; empty: none" />
        <TextField label="Valid until" name="validUntil" type="date" value={values.validUntil} onChange={set('validUntil')} error={errors.validUntil} hint="Empty: no end" />
        <TextField label="Total uses" name="totalUses" inputMode="numeric" value={values.totalUses} onChange={set('totalUses')} error={errors.totalUses} hint="Empty: no limit" />
        <TextField label="Uses per customer" name="usesPerCustomer" inputMode="numeric" value={values.usesPerCustomer} onChange={set('usesPerCustomer')} error={errors.usesPerCustomer} />
        <SelectField
          label="Order type"
          options={Object.values(ORDER_TYPE_LABELS)}
          value={ORDER_TYPE_LABELS[values.orderType]}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              orderType: (Object.keys(ORDER_TYPE_LABELS) as (keyof typeof ORDER_TYPE_LABELS)[]).find((k) => ORDER_TYPE_LABELS[k] === event.target.value) ?? 'both',
            }))
          }
          error={errors.orderType}
        />
        <SelectField label="Shop" options={[ANY_SHOP, ...shops.map((s) => s.name)]} value={values.shop} onChange={set('shop')} error={errors.shopId} />
        <label className="coupon-form__check">
          <input type="checkbox" name="firstOrderOnly" checked={values.firstOrderOnly} onChange={set('firstOrderOnly')} />
          First order only
        </label>
        <div className="coupon-form__actions">
          <Button type="submit" busy={create.isPending}>
            Create coupon
          </Button>
        </div>
      </form>
    </Card>
  );
}
