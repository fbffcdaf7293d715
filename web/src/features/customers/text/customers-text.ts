import type { Catalogue } from '../../../lib/text';

/** The Customers page: its heading, search, table and phone list, and deleting a customer. */
const EN = {
  title: 'Customers',
  description: 'Everyone you bill, with their flat and contact details.',
  import: 'Import',
  addCustomer: 'Add Customer',
  loading: 'Loading customers',
  noCustomers: 'No customers yet. Click the plus icon to add customer',
  archivedFlats: 'Archived flats',
  noArchivedFlats: 'No archived flats',
  noMatch: (search: string) => `No customers match "${search}"`,
  searchLabel: 'Search customers',
  searchPlaceholder: 'Name, flat, block, phone or email',
  list: 'Customers',
  columns: {
    number: 'Sl.No.',
    name: 'Name',
    flat: 'Flat no.',
    floor: 'Floor',
    block: 'Block',
    email: 'Email',
    phone: 'Phone',
    edit: 'Edit',
    delete: 'Delete',
  },
  editCustomer: (name: string) => `Edit ${name}`,
  deleteCustomer: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete customer?',
  deleteQuestion: (name: string, flat: string) =>
    `Delete ${name} (${flat})? Invoices already issued keep their details.`,
  deleted: 'Customer deleted successfully',
  checkingDues: (name: string) => `Checking what ${name} still owes…`,
  duesCheckFailed: 'Could not check what this customer owes.',
  /** `amounts`: each currency's sum, '₹3,540.00'. */
  stillOwes: (amounts: string[], invoices: number) =>
    `This customer still owes ${amounts.join(' and ')} on ${invoices} ${invoices === 1 ? 'invoice' : 'invoices'}.`,
};

export type CustomersText = typeof EN;

export const CUSTOMERS_TEXT: Catalogue<CustomersText> = { en: EN };
