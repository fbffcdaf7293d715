import type { TCollection } from '@domain/api/collection';
import { blockName } from '@domain/api/reports';
import Box from '@mui/material/Box';
import { useText } from '../../../lib/text';
import { COLLECTION_TEXT } from '../text/collection-text';
import { FigureTable } from './figure-table';

type CollectionTablesProps = { report: TCollection; isPhone: boolean };

/** The period billed per head, collected per method, and both per block with what is still owed. */
export function CollectionTables({ report, isPhone }: CollectionTablesProps) {
  const text = useText(COLLECTION_TEXT);
  const { billed, collected, totals } = report;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <FigureTable
        title={text.billedByHead}
        labelHeading={text.billHead}
        columns={[{ heading: text.amount }]}
        isPhone={isPhone}
        rows={[
          ...billed.rows.map((row) => ({
            key: `${row.kind} ${row.headId ?? row.name}`,
            label: row.name,
            figures: [row.amount],
          })),
          {
            key: 'total',
            label: text.totalBills(billed.bills),
            figures: [billed.total],
            isTotal: true,
          },
        ]}
      />
      <FigureTable
        title={text.collectedByMethod}
        labelHeading={text.paymentMethod}
        columns={[{ heading: text.amount }, { heading: text.receipts, isCount: true }]}
        isPhone={isPhone}
        rows={[
          ...collected.methods.map((row) => ({
            key: row.method,
            label: row.method,
            figures: [row.amount, row.receipts],
          })),
          { key: 'total', label: text.total, figures: [collected.total, collected.receipts], isTotal: true },
        ]}
      />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <FigureTable
          title={text.byBlock}
          labelHeading={text.block}
          columns={[{ heading: text.billed }, { heading: text.collected }, { heading: text.outstanding }]}
          isPhone={isPhone}
          rows={[
            ...report.blocks.map((row) => ({
              key: row.block,
              label: blockName(row.block),
              figures: [row.billed, row.collected, row.outstanding],
            })),
            {
              key: 'total',
              label: text.total,
              figures: [totals.billed, totals.collected, totals.outstanding],
              isTotal: true,
            },
          ]}
        />
      </Box>
    </Box>
  );
}
