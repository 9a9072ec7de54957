import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { moneyArithmetic, statusLists } from './facts-in-one-place.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('status-lists', statusLists, {
  valid: [
    "inArray(orderItems.status, CANCELLABLE_STATUSES)",
    "const one = ['Delivered'];",
    "const labels = ['Pending', 'Delivered-ish', 'all'];",
    "if (status === 'Delivered' || status === 'Cancelled') done();",
  ],
  invalid: [
    { code: "notInArray(orders.deliveryStatus, ['Delivered', 'Cancelled'])", errors: [{ messageId: 'statusList' }] },
    { code: "const PICKUP_FROM: ItemStatus[] = ['Processing', 'Preparing'];", errors: [{ messageId: 'statusList' }] },
    { code: "for (const to of ['Preparing', 'Cancelled'] as const) move(to);", errors: [{ messageId: 'statusList' }] },
    { code: "const open = new Set([x, 'Out For Delivery', 'Shipped']);", errors: [{ messageId: 'statusList' }] },
  ],
});

tester.run('money-arithmetic', moneyArithmetic, {
  valid: [
    'const total = sumPaise(rows.map((row) => row.amountPaise));',
    'const pages = Math.ceil(matching / size);',
    'const count = items.reduce((sum, item) => sum + item.quantity, 0);',
    'if (order.totalAmountPaise > 0) pay();',
    'const label = `${price}`;',
    'const owed = differencePaise(payment.amountPaise, totalAmountPaise);',
  ],
  invalid: [
    { code: 'const x = a.unitPricePaise * a.quantity;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'unitPricePaise' } }] },
    { code: 'const x = item.product.price * item.quantity;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'price' } }] },
    { code: 'rows.reduce((sum, row) => sum + row.amountPaise, 0);', errors: [{ messageId: 'moneyArithmetic' }] },
    { code: 'let total = 0; total += best;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'total' } }] },
    { code: 'const rupees = paise / 100;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'paise' } }] },
    { code: 'const c = order.deliveryFee + order.fees;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'deliveryFee' } }] },
    { code: 'const off = basePrice - price;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'basePrice' } }] },
    { code: 'const sum = rupeesToPaise(a) + rupeesToPaise(b);', errors: [{ messageId: 'moneyArithmetic', data: { name: 'rupeesToPaise' } }] },
    { code: 'const x = order?.amount! - 1;', errors: [{ messageId: 'moneyArithmetic', data: { name: 'amount' } }] },
    { code: 'const y = 2 * (p.outstandingAmount as number);', errors: [{ messageId: 'moneyArithmetic', data: { name: 'outstandingAmount' } }] },
  ],
});
