// What other features may use of customers: whose customers a caller sees, a customer's stored
// columns and its mapping back, and the edit that keeps a customer's sort key and search text in step.
export { customerRowToCustomer, customerValuesToColumns } from './customer-rows';
export { type CustomerOwner, updateCustomer } from './customers.repository';
export { customerOwnerOf } from './customers.service';
