/**
 * What other features may use of interest on arrears: Settings → Arrears, the invoice form's "Add
 * interest on arrears" (its offer and checkbox), the bill page's calculation, and why no late-fee
 * invoice is offered while interest is charged instead.
 */
export { ArrearsSettings } from './components/arrears-settings';
export { InterestOption, useInterestOffer, useLateFeeRefusal } from './components/interest-offer';
export { InvoiceInterest } from './components/invoice-interest';
