import type { TCollection } from '@domain/api/collection';
import { blockName } from '@domain/api/reports';
import Box from '@mui/material/Box';
import { FigureTable } from './figure-table';

type CollectionTablesProps = { report: TCollection; isPhone: boolean };

/** The period billed per head, collected per method, and both per block with what is still owed. */
export function CollectionTables({ report, isPhone }: CollectionTablesProps) {
  const { billed, collected, totals } = report;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <FigureTable
        title="Billed by head"
        labelHeading="Bill head"
        columns={[{ heading: 'Amount (₹)' }]}
        isPhone={isPhone}
        rows={[
          ...billed.rows.map((row) => ({
            key: `${row.kind} ${row.headId ?? row.name}`,
            label: row.name,
            figures: [row.amount],
          })),
          {
            key: 'total',
            label: `Total · ${billed.bills} ${billed.bills === 1 ? 'bill' : 'bills'}`,
            figures: [billed.total],
            isTotal: true,
          },
        ]}
      />
      <FigureTable
        title="Collected by method"
        labelHeading="Payment method"
        columns={[{ heading: 'Amount (₹)' }, { heading: 'Receipts', isCount: true }]}
        isPhone={isPhone}
        rows={[
          ...collected.methods.map((row) => ({
            key: row.method,
            label: row.method,
            figures: [row.amount, row.receipts],
          })),
          { key: 'total', label: 'Total', figures: [collected.total, collected.receipts], isTotal: true },
        ]}
      />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <FigureTable
          title="By block"
          labelHeading="Block"
          columns={[{ heading: 'Billed (₹)' }, { heading: 'Collected (₹)' }, { heading: 'Outstanding (₹)' }]}
          isPhone={isPhone}
          rows={[
            ...report.blocks.map((row) => ({
              key: row.block,
              label: blockName(row.block),
              figures: [row.billed, row.collected, row.outstanding],
            })),
            {
              key: 'total',
              label: 'Total',
              figures: [totals.billed, totals.collected, totals.outstanding],
              isTotal: true,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
