import type { FieldPath } from 'react-hook-form';
import type { InvoiceFormValues } from './invoice-form-schema';

const TOP_FIELDS = new Set([
  'type',
  'invoiceNumber',
  'date',
  'dueDate',
  'rates',
  'hsn',
  'currency',
  'notes',
  'items',
]);
const ITEM_FIELD = /^items\.\d+\.(itemName|basis|quantity|unitPrice|discount|overDues)$/;

/** The form's field for an API error's path ('client._id' is the 'Bill to' block), when it has one. */
export function invoiceFieldOf(path: string): FieldPath<InvoiceFormValues> | undefined {
  if (path === 'client' || path.startsWith('client.')) return 'client';
  if (TOP_FIELDS.has(path) || ITEM_FIELD.test(path)) return path as FieldPath<InvoiceFormValues>;
  return undefined;
}
