import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ShippingAddress } from '@nukkad/contracts';
import { lineTotalPaise } from '@nukkad/pricing';
import type { orderItems, orders } from '../../db/schema';
import { formatInvoiceDate, formatPaise } from './invoice-format';
import { onFirstUse } from '../../lib/on-first-use';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export type InvoiceInput = {
  order: OrderRow;
  items: readonly ItemRow[];
  /** The account that placed the order. */
  customer: { name: string; phone: string };
};

export const invoiceNumber = (displayId: string) => `INV-${displayId}`;
export const invoiceFileName = (displayId: string) => `nukkad-invoice-${displayId}.pdf`;

// DejaVu Sans has the rupee sign, which the PDF standard fonts lack; embedded (subset) in every invoice.
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

// PDFKit (and its font tables) is loaded with the first invoice, not at start: an idle replica keeps its ~30 MB.
const loadPdfKit = onFirstUse(async () => (await import('pdfkit')).default);

const PAYMENT_METHOD_NAMES: Record<OrderRow['paymentMethod'], string> = { COD: 'COD (cash on delivery)', Online: 'Online' };

const MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';
/** Item table columns: x and width; the figures are right-aligned. */
const COLUMNS = { item: { x: MARGIN, w: 235 }, qty: { x: 290, w: 45 }, unit: { x: 340, w: 95 }, amount: { x: 440, w: 105 } };

const addressLines = (a: ShippingAddress) =>
  [a.fullName, a.phone, a.addressLine, a.area, a.landMark ? `Landmark: ${a.landMark}` : null].filter((l): l is string => !!l);

/** The invoice of a delivered order as a PDF: the lines that were not cancelled, every fee, the total and the payment. */
export async function invoicePdf({ order, items, customer }: InvoiceInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Nukkad invoice ${invoiceNumber(order.displayId)}`, Author: 'Nukkad' },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const right = doc.page.width - MARGIN;
  const width = right - MARGIN;
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.75).stroke();
    doc.moveDown(0.5);
  };
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  // Heading
  const top = doc.y;
  doc.font('bold').fontSize(22).fillColor('black').text('Nukkad', MARGIN, top);
  doc.font('bold').fontSize(16).text('Tax Invoice', MARGIN, top + 4, { width, align: 'right' });
  doc.moveDown(1);

  // Invoice and order
  const delivered = order.deliveredAt ?? order.updatedAt;
  const facts: [string, string][] = [
    ['Invoice number', invoiceNumber(order.displayId)],
    ['Invoice date', formatInvoiceDate(delivered)],
    ['Order', `#${order.displayId}`],
    ['Order date', formatInvoiceDate(order.createdAt)],
    ['Order type', order.orderType],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc.font('bold').fillColor('black').text(value, MARGIN + 110, y, { width: width - 110 });
  }
  doc.moveDown(1);

  // Customer, address, shops
  const columnWidth = (width - 20) / 3;
  const blocks: [string, string[]][] = [
    ['Billed to', [customer.name, customer.phone]],
    ['Shipped to', addressLines(order.shippingAddress)],
    ['Sold by', [...new Set(items.filter((i) => i.status !== 'Cancelled').map((i) => i.shopName))]],
  ];
  const blocksTop = doc.y;
  let blocksBottom = blocksTop;
  blocks.forEach(([title, lines], i) => {
    const x = MARGIN + i * (columnWidth + 10);
    doc.font('bold').fontSize(10).fillColor(MUTED).text(title, x, blocksTop, { width: columnWidth });
    doc.font('regular').fillColor('black').text(lines.join('\n'), x, doc.y + 2, { width: columnWidth });
    blocksBottom = Math.max(blocksBottom, doc.y);
  });
  doc.y = blocksBottom;
  doc.moveDown(1.5);

  // Lines
  const row = (cells: { item: string; qty: string; unit: string; amount: string }, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(10).fillColor('black');
    const height = Math.max(doc.heightOfString(cells.item, { width: COLUMNS.item.w }), doc.currentLineHeight());
    ensureRoom(height + 6);
    const y = doc.y;
    doc.text(cells.item, COLUMNS.item.x, y, { width: COLUMNS.item.w });
    doc.text(cells.qty, COLUMNS.qty.x, y, { width: COLUMNS.qty.w, align: 'right' });
    doc.text(cells.unit, COLUMNS.unit.x, y, { width: COLUMNS.unit.w, align: 'right' });
    doc.text(cells.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.w, align: 'right' });
    doc.y = y + height + 6;
  };
  row({ item: 'Item', qty: 'Qty', unit: 'Unit price', amount: 'Amount' }, 'bold');
  rule();
  for (const item of items) {
    if (item.status === 'Cancelled') continue;
    row(
      {
        item: item.productName,
        qty: String(item.quantity),
        unit: formatPaise(item.unitPricePaise),
        amount: formatPaise(lineTotalPaise(item.unitPricePaise, item.quantity)),
      },
      'regular',
    );
  }
  rule();

  // Fees and total
  const sums: [string, number][] = [
    ['Item total', order.amountPaise],
    // The coupon's line only when it took something off: a minus, borne by the platform.
    ...(order.discountPaise > 0 ? [[order.coupon ? `Discount (${order.coupon.code})` : 'Discount', -order.discountPaise] as [string, number]] : []),
    ['Delivery charge', order.deliveryChargePaise],
    ['Taxes', order.taxesPaise],
    ['Convenience fees', order.convenienceFeesPaise],
    ['Service charge', order.serviceChargePaise],
    // The rider's own line, outside GST and offers: only when the customer gave one.
    ...(order.tipPaise > 0 ? [['Tip for the rider', order.tipPaise] as [string, number]] : []),
  ];
  const sumLine = (label: string, paise: number, font: 'regular' | 'bold', size: number) => {
    ensureRoom(size + 8);
    const y = doc.y;
    doc.font(font).fontSize(size).fillColor('black');
    doc.text(label, COLUMNS.unit.x - 120, y, { width: 215, align: 'right' });
    doc.text(formatPaise(paise), COLUMNS.amount.x, y, { width: COLUMNS.amount.w, align: 'right' });
    doc.y = y + doc.currentLineHeight() + 4;
  };
  for (const [label, paise] of sums) sumLine(label, paise, 'regular', 10);
  doc.moveDown(0.3);
  sumLine('Total', order.totalAmountPaise, 'bold', 12);
  doc.moveDown(1);

  // Payment
  ensureRoom(40);
  const paymentTop = doc.y;
  doc.font('regular').fontSize(10).fillColor(MUTED).text('Payment method', MARGIN, paymentTop, { width: 110 });
  doc.font('bold').fillColor('black').text(PAYMENT_METHOD_NAMES[order.paymentMethod], MARGIN + 110, paymentTop, { width: width - 110 });
  const statusTop = doc.y;
  doc.font('regular').fillColor(MUTED).text('Payment status', MARGIN, statusTop, { width: 110 });
  doc.font('bold').fillColor('black').text(order.paymentStatus, MARGIN + 110, statusTop, { width: width - 110 });
  doc.moveDown(2);
  doc.font('regular').fontSize(9).fillColor(MUTED).text('Thank you for ordering with Nukkad.', MARGIN, doc.y, { width, align: 'center' });

  doc.end();
  return done;
}
