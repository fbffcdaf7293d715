import {
  PREVIEW_FLAG_LABELS,
  PREVIEW_FLAGS,
  type PreviewFlag,
  type TBillingRunPreview,
} from '@domain/api/billing-runs';
import { formatNumber } from '@domain/format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '../../../lib/text';
import { PREVIEW_TEXT } from '../text/preview-text';
import { rupees } from './billing-words';

export type FlagFilter = PreviewFlag | 'all';

/** The run's figures at a glance: how many bills, and what they add up to. */
export function PreviewFigures({ preview }: { preview: TBillingRunPreview }) {
  const text = useText(PREVIEW_TEXT);
  const { totals } = preview;
  // Named by its rate when the taxable heads share one; 'GST' alone when they differ.
  const rates = new Set(
    preview.heads.filter((head) => head.gstTreatment === 'taxable').map((head) => head.gstRate),
  );
  const [rate] = rates;
  const gstLabel = rates.size === 1 && rate !== undefined ? text.gstAt(formatNumber(rate)) : text.gst;
  const figures: Array<[string, string]> = [
    [text.bills, formatNumber(totals.flats)],
    [text.subTotal, rupees(totals.subTotal)],
    [gstLabel, rupees(totals.gst)],
    [text.total, rupees(totals.total)],
  ];
  // Arrears are shown only when some flat has them: most months they are nothing to see.
  if (totals.arrears !== 0) figures.push([text.arrearsBroughtForward, rupees(totals.arrears)]);
  const roundOff = Math.round((totals.total - totals.subTotal - totals.gst) * 100) / 100;
  return (
    <Box>
      <Box
        component="dl"
        aria-label={text.runTotals}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${figures.length}, minmax(0, 1fr))`,
          },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Box
            key={label}
            sx={{
              p: 1.5,
              borderRadius: 1.5,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 700,
                fontSize: '1.05rem',
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {roundOff === 0 ? null : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {text.roundOff(rupees(Math.abs(roundOff)), roundOff > 0)}
        </Typography>
      )}
    </Box>
  );
}

/** All flats, or only those with one flag; each choice says how many flats it shows. */
export function FlagFilterChips({
  preview,
  value,
  onChange,
}: {
  preview: TBillingRunPreview;
  value: FlagFilter;
  onChange: (filter: FlagFilter) => void;
}) {
  const text = useText(PREVIEW_TEXT);
  const labelId = useId();
  const choices: Array<[FlagFilter, string, number]> = [
    ['all', text.all, preview.rows.length],
    ...PREVIEW_FLAGS.map((flag): [FlagFilter, string, number] => [
      flag,
      PREVIEW_FLAG_LABELS[flag],
      preview.flagCounts[flag] ?? 0,
    ]),
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {text.show}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map(([filter, label, count]) => {
          const isChosen = value === filter;
          return (
            <Chip
              key={filter}
              label={text.filterChoice(label, formatNumber(count))}
              onClick={() => onChange(filter)}
              color={isChosen ? 'primary' : 'default'}
              variant={isChosen ? 'filled' : 'outlined'}
              aria-pressed={isChosen}
              sx={{ fontWeight: 600 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** Totals per block: what each block is billed; on a phone the bills and the total only. */
export function BlockTotals({ preview, isPhone }: { preview: TBillingRunPreview; isPhone: boolean }) {
  const text = useText(PREVIEW_TEXT);
  const titleId = useId();
  if (preview.blocks.length < 2) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {text.byBlock}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden' }}>
        <Table
          size="small"
          aria-labelledby={titleId}
          sx={{
            '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50' },
            '& td, & th': { whiteSpace: 'nowrap' },
            '& tbody tr:last-child td': { borderBottom: 0 },
            '& .figure': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{text.block}</TableCell>
              <TableCell className="figure">{text.bills}</TableCell>
              {isPhone ? null : <TableCell className="figure">{text.subTotal}</TableCell>}
              {isPhone ? null : <TableCell className="figure">{text.gst}</TableCell>}
              <TableCell className="figure">{text.total}</TableCell>
              {isPhone ? null : <TableCell className="figure">{text.arrears}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.blocks.map((block) => (
              <TableRow key={block.block}>
                <TableCell>{block.block ? text.blockName(block.block) : text.noBlock}</TableCell>
                <TableCell className="figure">{formatNumber(block.flats)}</TableCell>
                {isPhone ? null : <TableCell className="figure">{rupees(block.subTotal)}</TableCell>}
                {isPhone ? null : <TableCell className="figure">{rupees(block.gst)}</TableCell>}
                <TableCell className="figure">{rupees(block.total)}</TableCell>
                {isPhone ? null : <TableCell className="figure">{rupees(block.arrears)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
