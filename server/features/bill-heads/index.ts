// What other features may use of bill heads: the business's heads as billing reads them.
export { type BillHead, listBillHeads } from './bill-heads.repository';
