import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, type StubReply, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { facts } from '../test/description-list';
import { buildInvoice, buildPublicInvoice } from '../test/invoice-fixtures';

const INVOICE_PATH = '/api/v2/invoices/inv-1';

function openInvoice(path: string, reply: StubReply) {
  const fetchMock = stubApi({ [`GET ${INVOICE_PATH}`]: reply });
  return { ...renderApp(path), fetchMock };
}

function answer(invoice: TInvoice | TPublicInvoice): StubReply {
  return { status: 200, body: invoice };
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invoice detail page', () => {
  it('shows the creator the whole invoice, Edit Invoice, Record Payment and the payments', async () => {
    storeSession(buildSession());
    const held = deferredReply({ status: 200, body: buildInvoice() });
    openInvoice('/auth/invoice/inv-1', held.reply);
    expect(await screen.findByRole('progressbar', { name: 'Loading invoice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    held.release();

    await findHeading('Proforma');
    expect(screen.queryByRole('progressbar', { name: 'Loading invoice' })).not.toBeInTheDocument();
    expect(screen.getByText('No. 007')).toBeInTheDocument();

    const from = screen.getByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('Sunrise Residency');
    expect(from).toHaveTextContent('Plot 7, Baner Road, Pune');
    expect(from).toHaveTextContent('GSTIN: 27ABCDE1234F1Z5');
    expect(within(from).getByRole('img', { name: 'Sunrise Residency' })).toHaveAttribute(
      'src',
      '/api/v2/uploads/logo-1',
    );

    const billTo = screen.getByRole('region', { name: 'Bill to' });
    for (const text of [
      'Asha Verma',
      'Block A, Floor 2, Flat A-201',
      'asha@example.com',
      '+91 98765 43210',
      'GSTIN: 27AAPFU0939F1ZV',
    ]) {
      expect(billTo).toHaveTextContent(text);
    }

    expect(screen.getByText('Partial')).toBeInTheDocument();
    expect(facts('Invoice details')).toEqual({
      'HSN no.': '995419',
      Date: '22 Nov 2026',
      'Due date': '30 Nov 2026',
      Amount: '₹4,853.00',
      'Place of supply': 'Maharashtra (27)',
    });
    expect(rowsOf(screen.getByRole('table', { name: 'Items' }))).toEqual([
      ['Item Name', 'Area (Sq.ft) / Qty', 'Price', 'Disc(%)', 'Late Fee(2% P.M)', 'Amount'],
      ['Maintenance Nov 2026', '1,250.00', '₹3.29', '0', '0', '₹4,112.50'],
    ]);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Pay by UPI to sunrise@upi');
    // ₹4,112.50 + ₹740.25 is ₹4,852.75; the total is rounded to the rupee and the round off says so.
    expect(facts('Charges')).toEqual({ Subtotal: '₹4,112.50', 'GST(18%)': '₹740.25', 'Round off': '₹0.25' });
    expect(facts('Total')).toEqual({ Total: '₹4,853.00' });
    expect(screen.getByText('Rupees Four Thousand Eight Hundred Fifty-Three Only')).toBeInTheDocument();
    expect(facts('Payments')).toEqual({ Paid: '₹2,000.00', Balance: '₹2,853.00' });

    expect(screen.getByRole('link', { name: 'Edit Invoice' })).toHaveAttribute('href', '/edit/invoice/inv-1');
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send via Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeInTheDocument();
    // WhatsApp needs a token in the profile, which this one has not.
    expect(screen.queryByRole('button', { name: 'Send via Whatsapp' })).not.toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Payment history' });
    expect(rowsOf(history)).toEqual([
      ['Date Paid', 'Amount Paid', 'Payment Method', 'Payment Note', 'Delete'],
      ['25 Nov 2026', '₹2,000.00', 'UPI', 'First instalment', ''],
    ]);
    expect(
      within(history).getByRole('button', { name: 'Delete payment of ₹2,000.00 on 25 Nov 2026' }),
    ).toBeInTheDocument();
  });

  it('names the GST as CGST and SGST, or IGST, where the bill splits it', async () => {
    storeSession(buildSession());
    const halves = buildInvoice({
      vat: 740.24,
      total: 4853,
      taxSplit: { kind: 'cgst-sgst', cgst: 370.12, sgst: 370.12 },
    });
    openInvoice('/auth/invoice/inv-1', answer(halves));
    await findHeading('Proforma');
    expect(facts('Charges')).toEqual({
      Subtotal: '₹4,112.50',
      'CGST(9%)': '₹370.12',
      'SGST(9%)': '₹370.12',
      'Round off': '₹0.26',
    });
  });

  it('names GST supplied to another state IGST', async () => {
    storeSession(buildSession());
    openInvoice(
      '/auth/invoice/inv-1',
      answer(buildInvoice({ placeOfSupply: '29', taxSplit: { kind: 'igst', igst: 740.25 } })),
    );
    await findHeading('Proforma');
    expect(facts('Charges')).toEqual({ Subtotal: '₹4,112.50', 'IGST(18%)': '₹740.25', 'Round off': '₹0.25' });
    expect(facts('Invoice details')['Place of supply']).toBe('Karnataka (29)');
  });

  it('gives no Edit Invoice to a signed-in owner of another business', async () => {
    storeSession(buildSession({ result: { _id: 'user-2' } }));
    openInvoice('/invoice/inv-1', answer(buildPublicInvoice()));
    await findHeading('Proforma');
    expect(screen.getByRole('region', { name: 'From' })).toHaveTextContent('Sunrise Residency');
    expect(screen.queryByRole('link', { name: 'Edit Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('is headed Invoice once nothing is left to pay, whatever its type, with no payment left to record', async () => {
    storeSession(buildSession());
    const paid = buildInvoice({ status: 'Paid', totalAmountReceived: 4853, balanceDue: 0 });
    openInvoice('/auth/invoice/inv-1', answer(paid));
    // 'Invoice' is also the heading while loading: wait for the document first.
    await screen.findByRole('region', { name: 'From' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(facts('Payments')).toEqual({ Paid: '₹4,853.00', Balance: '₹0.00' });
    expect(screen.getByRole('link', { name: 'Edit Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('shows markup in the notes and item names as text', async () => {
    const notes = '<script>window.hacked = true</script>\n<img src="x" onerror="window.hacked = true">';
    const items = [{ ...buildInvoice().items[0], itemName: '<b>Bold</b> maintenance' }] as TInvoice['items'];
    const { container } = openInvoice('/invoice/inv-1', answer(buildPublicInvoice({ notes, items })));
    await findHeading('Proforma');
    expect(screen.getByRole('region', { name: 'Notes' }).textContent).toContain(notes);
    expect(screen.getByText('<b>Bold</b> maintenance')).toBeInTheDocument();
    expect(container.querySelector('script, img[src="x"], b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('stops loading and says so when the invoice does not exist', async () => {
    openInvoice('/invoice/inv-1', { status: 404, body: { message: 'Invoice not found' } });
    await findHeading('Invoice not found');
    expect(screen.queryByRole('progressbar', { name: 'Loading invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From' })).not.toBeInTheDocument();
  });

  it('lists the items on a phone instead of a table wider than the screen', async () => {
    setViewport('phone');
    storeSession(buildSession());
    openInvoice('/auth/invoice/inv-1', answer(buildInvoice()));
    await findHeading('Proforma');
    const [item] = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Maintenance Nov 2026');
    expect(item).toHaveTextContent('1,250.00 sq.ft × ₹3.29');
    expect(item).toHaveTextContent('₹4,112.50');
    expect(screen.queryByRole('table', { name: 'Items' })).not.toBeInTheDocument();
    expect(facts('Total')).toEqual({ Total: '₹4,853.00' });
  });

  it('shows a fixed line’s quantity as a count, in the table and on a phone', async () => {
    const parking = {
      itemName: 'Parking',
      basis: 'fixed' as const,
      unitPrice: 500,
      quantity: 1,
      discount: 0,
      overDues: 0,
      amount: 500,
      gstTreatment: 'taxable' as const,
    };
    storeSession(buildSession());
    const invoice = buildInvoice({ items: [...buildInvoice().items, parking] });
    const desktop = openInvoice('/auth/invoice/inv-1', answer(invoice));
    await findHeading('Proforma');
    expect(rowsOf(screen.getByRole('table', { name: 'Items' }))).toEqual([
      ['Item Name', 'Area (Sq.ft) / Qty', 'Price', 'Disc(%)', 'Late Fee(2% P.M)', 'Amount'],
      ['Maintenance Nov 2026', '1,250.00', '₹3.29', '0', '0', '₹4,112.50'],
      ['Parking', '1', '₹500.00', '0', '0', '₹500.00'],
    ]);
    desktop.unmount();

    setViewport('phone');
    openInvoice('/auth/invoice/inv-1', answer(invoice));
    await findHeading('Proforma');
    const [maintenance, fixed] = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(maintenance).toHaveTextContent('1,250.00 sq.ft × ₹3.29');
    expect(fixed).toHaveTextContent('Parking1 × ₹500.00₹500.00');
    expect(fixed).not.toHaveTextContent('sq.ft');
  });

  it('lists the payments on a phone too, each with its Delete button', async () => {
    setViewport('phone');
    storeSession(buildSession());
    openInvoice('/auth/invoice/inv-1', answer(buildInvoice()));
    await findHeading('Proforma');
    const [payment] = within(screen.getByRole('list', { name: 'Payment history' })).getAllByRole('listitem');
    expect(payment).toHaveTextContent('₹2,000.00');
    expect(payment).toHaveTextContent('25 Nov 2026 · UPI');
    expect(payment).toHaveTextContent('First instalment');
    expect(
      within(payment as HTMLElement).getByRole('button', {
        name: 'Delete payment of ₹2,000.00 on 25 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Payment history' })).not.toBeInTheDocument();
  });
});
