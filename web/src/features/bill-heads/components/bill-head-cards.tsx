import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { BILL_HEADS_TEXT } from '../text/bill-heads-text';
import { flatsText, gstText, overridesText, rateText } from './bill-head-description';
import {
  type BillHeadRowsProps,
  DeleteBillHeadButton,
  EditBillHeadButton,
  HeadWarnings,
  InactiveChip,
  MoveButton,
} from './bill-head-row-parts';

/**
 * The heads on a phone: six columns do not fit 390 px, and a table scrolled sideways would hide the
 * buttons. Each head is one item with the same details and the same buttons.
 */
export function BillHeadCards({ heads, nameOf, onMove, onEdit, onDelete }: BillHeadRowsProps) {
  const text = useText(BILL_HEADS_TEXT);
  return (
    <List aria-label={text.list} disablePadding>
      {heads.map((head, index) => {
        const overrides = overridesText(head, text);
        return (
          <ListItem
            key={head._id}
            divider={index < heads.length - 1}
            sx={{ display: 'block', px: 2, py: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 20, pt: 0.25 }}>
                {index + 1}
              </Typography>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{head.name}</Typography>
                  <InactiveChip head={head} />
                </Box>
                <Typography variant="body2">{rateText(head, nameOf, text)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {flatsText(head, text)}
                  {overrides ? ` · ${overrides}` : ''}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {gstText(head, text)}
                </Typography>
                <HeadWarnings head={head} />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mr: -1 }}>
              <MoveButton head={head} direction="up" disabled={index === 0} onMove={onMove} size="medium" />
              <MoveButton
                head={head}
                direction="down"
                disabled={index === heads.length - 1}
                onMove={onMove}
                size="medium"
              />
              <EditBillHeadButton head={head} onClick={onEdit} />
              <DeleteBillHeadButton head={head} onClick={onDelete} />
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
