import { DEFAULT_INVOICE_SORT, INVOICE_SORTS, type InvoiceSort } from '@domain/api/invoices';
import { INVOICE_TYPES } from '@domain/constants';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvoiceListFilters } from '../api/invoice-keys';
import { type InvoiceList, STATUS_CHOICES } from '../invoice-lists';
import type { FilterName } from './use-invoice-list-filters';

const SORT_LABELS: Record<InvoiceSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  number: 'Invoice number',
  due: 'Due date',
  amount: 'Largest amount',
};

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How far back the month filter offers: two years of bills. */
const MONTHS_OFFERED = 24;

/** This month and the ones before it, newest first: ['2026-12', 'Dec 2026'], … */
export function recentMonths(today: Date, count = MONTHS_OFFERED): [string, string][] {
  return Array.from({ length: count }, (_, back) => {
    const month = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const value = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
    return [value, `${MONTH_NAMES[month.getMonth()]} ${month.getFullYear()}`];
  });
}

type ChoiceProps = {
  label: string;
  value: string;
  choices: [string, string][];
  onChange: (value: string) => void;
};

/**
 * A labelled select; native, so a phone opens its own picker and a keyboard works as everywhere. It
 * shows a choice at once: the address it is kept in follows a moment later, and arrow keys pressed
 * meanwhile step on from the choice shown, not from the one before.
 */
function Choice({ label, value, choices, onChange }: ChoiceProps) {
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      onChange={(event) => {
        setShown(event.target.value);
        onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      {choices.map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </TextField>
  );
}

type FilterSelectsProps = {
  list: InvoiceList;
  filters: InvoiceListFilters;
  blocks: string[];
  /** The address's query, kept when the status filter opens another list. */
  params: URLSearchParams;
  onChange: (name: FilterName, value: string) => void;
};

/** Status (the list itself), month, block, type and the order. */
export function InvoiceFilterSelects({ list, filters, blocks, params, onChange }: FilterSelectsProps) {
  const navigate = useNavigate();
  const query = params.toString();
  return (
    <>
      <Choice
        label="Status"
        value={list.kind}
        choices={STATUS_CHOICES.map((choice) => [choice.kind, choice.label])}
        onChange={(kind) => {
          const path = STATUS_CHOICES.find((choice) => choice.kind === kind)?.path ?? '/invoices';
          navigate(query ? `${path}?${query}` : path);
        }}
      />
      <Choice
        label="Month"
        value={filters.month ?? ''}
        choices={[['', 'Any month'], ...recentMonths(new Date())]}
        onChange={(value) => onChange('month', value)}
      />
      {blocks.length > 0 ? (
        <Choice
          label="Block"
          value={filters.block ?? ''}
          choices={[['', 'Any block'], ...blocks.map((block): [string, string] => [block, block])]}
          onChange={(value) => onChange('block', value)}
        />
      ) : null}
      <Choice
        label="Type"
        value={filters.type ?? ''}
        choices={[['', 'Any type'], ...INVOICE_TYPES.map((type): [string, string] => [type, type])]}
        onChange={(value) => onChange('type', value)}
      />
      <Choice
        label="Sort by"
        value={filters.sort ?? DEFAULT_INVOICE_SORT}
        choices={INVOICE_SORTS.map((sort) => [sort, SORT_LABELS[sort]])}
        onChange={(value) => onChange('sort', value === DEFAULT_INVOICE_SORT ? '' : value)}
      />
    </>
  );
}
