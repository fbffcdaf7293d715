import type { Catalogue } from '../../lib/text';

/** The dashboard's texts: its heading, search, tiles, charts, payments and the export. */
const EN = {
  title: 'Dashboard',
  description: 'What you have billed, what has been paid and what is due.',
  searchLabel: 'Search invoices',
  searchPlaceholder: 'Number, client or flat',
  noMatch: (search: string) => `No invoices match “${search}”.`,
  loadingChart: 'Loading chart',
  loadingPayments: 'Loading payments',
  countTiles: 'Invoices by status',
  counts: {
    total: 'Total Invoices',
    paid: 'Paid Invoices',
    partial: 'Partially Paid',
    unpaid: 'Unpaid Invoices',
    overdue: 'Overdue',
  },
  moneyTiles: 'Amounts',
  money: {
    received: 'Payment Received',
    pending: 'Pending Amount',
    total: 'Total Amount',
    advance: 'Advance held',
  },
  includesArrears: (amount: string) => `includes ${amount} opening arrears`,
  advanceNote: 'paid ahead by flats, for their next bills',
  byStatus: 'Invoices by status',
  statuses: { paid: 'Paid', partial: 'Partial', unpaid: 'Unpaid' },
  nothingToChart: 'No paid, partly paid or unpaid invoices to chart.',
  monthly: 'Payments received, last 12 months',
  currency: 'Currency',
  received: (currency: string) => `Received (${currency})`,
  /** The monthly chart's axis labels, January first: 'Nov' in 'Nov 26'. */
  monthNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  recentPayments: 'Recent payments',
  noPayments: 'No payments recorded yet.',
  paymentColumns: {
    datePaid: 'Date Paid',
    invoiceNo: 'Invoice No.',
    client: 'Client',
    method: 'Payment Method',
    amountPaid: 'Amount Paid',
  },
  refunds: 'Payments to refund',
  refundTitle: (count: number) => (count === 1 ? 'A payment to refund' : `${count} payments to refund`),
  refundText:
    'These clients paid online for an invoice or dues that were already settled. Refund them from your Razorpay dashboard.',
  refundFor: 'for',
  flatDues: 'their flat’s dues',
  invoiceNo: (number: string) => `No. ${number}`,
  refundFrom: (amount: string, client: string) => `${amount} from ${client}`,
  refundPayment: (id: string, when: string) => `, Razorpay payment ${id}, ${when}`,
  export: 'Export',
  exporting: 'Exporting',
  downloaded: (fileName: string) => `${fileName} downloaded`,
  currentMonth: (month: string) => `Current month (${month})`,
  previousMonth: (month: string) => `Previous month (${month})`,
  chooseMonth: 'Choose a month…',
  exportMonthTitle: "Export a month's payments",
  month: 'Month',
  monthBetween: (first: number, last: number) => `Choose a month between ${first} and ${last}`,
  cancel: 'Cancel',
};

export type DashboardText = typeof EN;

export const DASHBOARD_TEXT: Catalogue<DashboardText> = { en: EN };
