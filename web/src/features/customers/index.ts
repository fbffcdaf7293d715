/** What other features may use of this one: the customer dialog, the customer search and how a phone number reads. */
export { getCustomers } from './api/get-customers';
export { CustomerDialog } from './components/customer-dialog';
