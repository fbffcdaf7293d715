import { GST_STATES, gstStateLabel } from '@domain/gst-states';
import MenuItem from '@mui/material/MenuItem';

/**
 * The choices of a state select: first the empty choice, named for what it means where it is used,
 * then every GST state as an invoice names it ('Maharashtra (27)'). A list, so MUI's select reads the
 * items as its own.
 */
export function gstStateOptions(emptyChoice: string) {
  return [
    <MenuItem key="" value="">
      <em>{emptyChoice}</em>
    </MenuItem>,
    ...GST_STATES.map((state) => (
      <MenuItem key={state.code} value={state.code}>
        {gstStateLabel(state.code)}
      </MenuItem>
    )),
  ];
}
