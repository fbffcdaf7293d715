// What other features may use of payments: a flat's transfers (its statement shows them).
export { type FlatTransfer, flatTransfersOf } from './flat-transfers.repository';
