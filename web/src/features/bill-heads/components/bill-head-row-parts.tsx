import type { TBillHead } from '@domain/api/bill-heads';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import type { MoveDirection } from '../api/move-bill-head';
import { BILL_HEADS_TEXT } from '../text/bill-heads-text';

/** What the table and the phone cards both offer for each head. */
export type BillHeadRowsProps = {
  heads: TBillHead[];
  /** The name of a head a percentage is of. */
  nameOf: (headId: string) => string | undefined;
  onMove: (head: TBillHead, direction: MoveDirection) => void;
  onEdit: (head: TBillHead) => void;
  onDelete: (head: TBillHead) => void;
};

type ActionProps = { head: TBillHead; onClick: (head: TBillHead) => void };

/** A move button; `data-move` lets the page put the focus back on it once the list has moved. */
export function MoveButton({
  head,
  direction,
  disabled,
  onMove,
  size = 'small',
}: {
  head: TBillHead;
  direction: MoveDirection;
  disabled: boolean;
  onMove: (head: TBillHead, direction: MoveDirection) => void;
  /** Medium on a phone, where it is tapped. */
  size?: 'small' | 'medium';
}) {
  const Icon = direction === 'up' ? ArrowUpwardIcon : ArrowDownwardIcon;
  const text = useText(BILL_HEADS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      aria-label={text.move[direction](head.name)}
      data-move={`${head._id}:${direction}`}
      disabled={disabled}
      onClick={() => onMove(head, direction)}
      size={size}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}

export function EditBillHeadButton({ head, onClick }: ActionProps) {
  const text = useText(BILL_HEADS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton aria-label={text.edit(head.name)} onClick={() => onClick(head)}>
      <EditOutlinedIcon fontSize="small" />
    </IconButton>
  );
}

export function DeleteBillHeadButton({ head, onClick }: ActionProps) {
  const text = useText(BILL_HEADS_TEXT);
  if (!useCan('keepBooks')) return null;
  return (
    <IconButton
      aria-label={text.delete(head.name)}
      onClick={() => onClick(head)}
      sx={{ '&:hover': { color: 'error.main' } }}
    >
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}

export function InactiveChip({ head }: { head: TBillHead }) {
  const text = useText(BILL_HEADS_TEXT);
  return head.active ? null : (
    <Chip size="small" label={text.inactive} variant="outlined" sx={{ fontWeight: 600, borderRadius: 1.5 }} />
  );
}

/** Advice that never blocks (the non-occupancy cap), beside the head it is about. */
export function HeadWarnings({ head }: { head: TBillHead }) {
  if (head.warnings.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1, py: 0, px: 1, typography: 'body2', '& .MuiAlert-icon': { mr: 1, py: 0.75 } }}
    >
      {head.warnings.join('. ')}
    </Alert>
  );
}
