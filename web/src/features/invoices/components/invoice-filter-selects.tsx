import { DEFAULT_INVOICE_SORT, INVOICE_SORTS } from '@domain/api/invoices';
import { INVOICE_TYPES } from '@domain/constants';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../../../lib/text';
import type { InvoiceListFilters } from '../api/invoice-keys';
import { type InvoiceList, STATUS_CHOICES } from '../invoice-lists';
import { INVOICE_LISTS_TEXT, type InvoiceListsText } from '../text/invoice-lists-text';
import type { FilterName } from './use-invoice-list-filters';

/** How far back the month filter offers: two years of bills. */
const MONTHS_OFFERED = 24;

/**
 * This month and the ones before it, newest first, each named by `monthChoice` (the English one unless
 * given): ['2026-12', 'Dec 2026'], …
 */
export function recentMonths(
  today: Date,
  monthChoice: InvoiceListsText['monthChoice'] = INVOICE_LISTS_TEXT.en.monthChoice,
  count = MONTHS_OFFERED,
): [string, string][] {
  return Array.from({ length: count }, (_, back) => {
    const month = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const value = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
    return [value, monthChoice(month.getMonth(), month.getFullYear())];
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
  const text = useText(INVOICE_LISTS_TEXT);
  const query = params.toString();
  return (
    <>
      <Choice
        label={text.status}
        value={list.kind}
        choices={STATUS_CHOICES.map((choice) => [choice.kind, text.statuses[choice.kind]])}
        onChange={(kind) => {
          const path = STATUS_CHOICES.find((choice) => choice.kind === kind)?.path ?? '/invoices';
          navigate(query ? `${path}?${query}` : path);
        }}
      />
      <Choice
        label={text.month}
        value={filters.month ?? ''}
        choices={[['', text.anyMonth], ...recentMonths(new Date(), text.monthChoice)]}
        onChange={(value) => onChange('month', value)}
      />
      {blocks.length > 0 ? (
        <Choice
          label={text.block}
          value={filters.block ?? ''}
          choices={[['', text.anyBlock], ...blocks.map((block): [string, string] => [block, block])]}
          onChange={(value) => onChange('block', value)}
        />
      ) : null}
      <Choice
        label={text.type}
        value={filters.type ?? ''}
        choices={[['', text.anyType], ...INVOICE_TYPES.map((type): [string, string] => [type, type])]}
        onChange={(value) => onChange('type', value)}
      />
      <Choice
        label={text.sortBy}
        value={filters.sort ?? DEFAULT_INVOICE_SORT}
        choices={INVOICE_SORTS.map((sort) => [sort, text.sorts[sort]])}
        onChange={(value) => onChange('sort', value === DEFAULT_INVOICE_SORT ? '' : value)}
      />
    </>
  );
}
