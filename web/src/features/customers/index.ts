/** What other features may use of this one: the customer dialog and the customer search. */
export { getCustomers } from './api/get-customers';
export { CustomerDialog } from './components/customer-dialog';
