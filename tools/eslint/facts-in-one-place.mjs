// Order statuses are listed once (libs/contracts) and money is added up once (libs/pricing): a status
// list or a rupee sum written anywhere else is a second copy that drifts from the first.

const STATUS_NAMES = new Set(['Processing', 'Preparing', 'Shipped', 'Out For Delivery', 'Delivered', 'Cancelled']);
const MONEY_NAME = /(?:Paise|Rupees|Fee|Amount|Price)$|^(?:paise|rupees|amount|price|total|fees)$/;
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '**']);
const ASSIGNING_ARITHMETIC = new Set(['+=', '-=', '*=', '/=', '%=', '**=']);

const isStatusName = (node) => node && node.type === 'Literal' && typeof node.value === 'string' && STATUS_NAMES.has(node.value);

/** The money name an operand reads, if it reads one directly (`fooPaise`, `order.total`, `cart?.price`, `rupeesToPaise(x)`). */
function moneyName(node) {
  if (!node) return null;
  if (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return moneyName(node.expression);
  if (node.type === 'CallExpression') return moneyName(node.callee);
  if (node.type === 'Identifier') return MONEY_NAME.test(node.name) ? node.name : null;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return MONEY_NAME.test(node.property.name) ? node.property.name : null;
  }
  return null;
}

export const statusLists = {
  meta: {
    type: 'problem',
    docs: { description: 'Order-status lists are derived from libs/contracts, not written out again' },
    messages: {
      statusList: 'A list of order statuses ({{names}}) restates libs/contracts; use or derive a set from order-status.ts there.',
    },
    schema: [],
  },
  create(context) {
    return {
      ArrayExpression(node) {
        const names = node.elements.filter(isStatusName).map((e) => e.value);
        if (names.length >= 2) context.report({ node, messageId: 'statusList', data: { names: names.join(', ') } });
      },
    };
  },
};

export const moneyArithmetic = {
  meta: {
    type: 'problem',
    docs: { description: 'Sums and conversions of money go through libs/pricing' },
    messages: {
      moneyArithmetic: "Arithmetic on '{{name}}' belongs in libs/pricing; call a pricing function instead.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, left, right) => {
      const name = moneyName(left) ?? moneyName(right);
      if (name) context.report({ node, messageId: 'moneyArithmetic', data: { name } });
    };
    return {
      BinaryExpression(node) {
        if (ARITHMETIC.has(node.operator)) check(node, node.left, node.right);
      },
      AssignmentExpression(node) {
        if (ASSIGNING_ARITHMETIC.has(node.operator)) check(node, node.left, node.right);
      },
    };
  },
};
