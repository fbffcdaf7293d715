import TablePagination from '@mui/material/TablePagination';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

/** TablePagination's value for its 'All' option; the API's is `limit=0`. */
export const ALL_ROWS = -1;
/** The choices of rows per page, the last one named in the page's language. */
export function rowsPerPageOptions(all: string) {
  return [5, 10, 25, { label: all, value: ALL_ROWS }];
}

/** The API's `limit` for a choice of rows per page: 0 means all of them. */
export function limitFor(rowsPerPage: number): number {
  return rowsPerPage === ALL_ROWS ? 0 : rowsPerPage;
}

type ListPaginationProps = {
  total: number;
  /** 1-based, as the API counts. */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rows: number) => void;
};

/** The pager under every list (5, 10, 25 or All, with first, previous, next and last). */
export function ListPagination({
  total,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
}: ListPaginationProps) {
  // Never beyond the last page, even for the moment after its last row is deleted.
  const text = useText(COMPONENTS_TEXT);
  const lastPageIndex = rowsPerPage === ALL_ROWS ? 0 : Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPageIndex)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={rowsPerPageOptions(text.all)}
      labelRowsPerPage={text.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => text.shownRows(from, to, count)}
      getItemAriaLabel={(type) => text.pageButton[type]}
      onPageChange={(_event, index) => onPageChange(index + 1)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      showFirstButton
      showLastButton
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        // On a phone the words go (they still name the box for screen readers) so the four buttons fit.
        '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
