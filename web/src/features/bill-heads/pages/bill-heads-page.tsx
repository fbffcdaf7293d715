import type { TBillHead } from '@domain/api/bill-heads';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { SettingsTabs } from '../../../components/settings-tabs';
import { type Session, useCan, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useBillHeads } from '../api/get-bill-heads';
import { type MoveDirection, useMoveBillHead } from '../api/move-bill-head';
import { BillExampleCard } from '../components/bill-example-card';
import { BillHeadCards } from '../components/bill-head-cards';
import { BillHeadDialog } from '../components/bill-head-dialog';
import { BillHeadsTable } from '../components/bill-heads-table';
import { DeleteBillHeadDialog } from '../components/delete-bill-head-dialog';
import { BILL_HEADS_TEXT } from '../text/bill-heads-text';

/** `key` grows with every opening, so each opening starts with a fresh form. */
type EditorState = { open: boolean; head: TBillHead | null; key: number };
type DeletionState = { open: boolean; head: TBillHead | null; key: number };

/**
 * After a move the row has gone elsewhere in the list: the focus follows it to the same button, or to
 * the other one when the head has reached the top or the bottom.
 */
function useFocusAfterMove(heads: TBillHead[] | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ headId: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!moved || !heads) return;
    const other = moved.direction === 'up' ? 'down' : 'up';
    const button = (direction: MoveDirection) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.headId}:${direction}"]`);
    const same = button(moved.direction);
    (same && !same.disabled ? same : button(other))?.focus();
  }, [moved, heads]);
  return { listRef, focusAfterMove: setMoved };
}

function BillHeads({ session }: { session: Session }) {
  const userId = session.result._id;
  const notify = useNotify();
  const text = useText(BILL_HEADS_TEXT);
  const headsQuery = useBillHeads(userId);
  const heads = headsQuery.data?.items;
  const moveBillHead = useMoveBillHead();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const HeadRows = isPhone ? BillHeadCards : BillHeadsTable;
  const [editor, setEditor] = useState<EditorState>({ open: false, head: null, key: 0 });
  const [deletion, setDeletion] = useState<DeletionState>({ open: false, head: null, key: 0 });
  const { listRef, focusAfterMove } = useFocusAfterMove(heads);

  function openEditor(head: TBillHead | null) {
    setEditor((previous) => ({ open: true, head, key: previous.key + 1 }));
  }

  function move(head: TBillHead, direction: MoveDirection) {
    // One move at a time: the next one is worked out from the order this one leaves.
    if (!heads || moveBillHead.isPending) return;
    moveBillHead.mutate(
      { userId, heads, headId: head._id, direction },
      {
        onError: (error) => notify.error(error.message),
        // Once the list is the server's again, later changes (an edit) leave the focus where it is.
        onSettled: () => focusAfterMove(null),
      },
    );
    focusAfterMove({ headId: head._id, direction });
  }

  const canKeepBooks = useCan('keepBooks');
  const nameOf = (headId: string) => heads?.find((head) => head._id === headId)?.name;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor(null)}>
      {text.add}
    </Button>
  );
  // The empty state draws its icons large: the button there goes without one.
  const firstAddButton = (
    <Button variant="contained" onClick={() => openEditor(null)}>
      {text.add}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1120 }}>
      <SettingsTabs />
      <PageHeading
        title={text.title}
        description={text.description}
        actions={heads && heads.length > 0 && canKeepBooks ? addButton : null}
      />
      {headsQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : !heads ? (
        <LoadFailed message={headsQuery.error?.message} onRetry={() => headsQuery.refetch()} />
      ) : heads.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 1.5 }}>
          <EmptyState icon={<ReceiptLongOutlinedIcon />} action={canKeepBooks ? firstAddButton : null}>
            {text.empty}
          </EmptyState>
        </Paper>
      ) : (
        <Stack spacing={3}>
          <Paper ref={listRef} variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
            <HeadRows
              heads={heads}
              nameOf={nameOf}
              onMove={move}
              onEdit={openEditor}
              onDelete={(head) => setDeletion((previous) => ({ open: true, head, key: previous.key + 1 }))}
            />
          </Paper>
          <BillExampleCard heads={heads} />
        </Stack>
      )}
      <BillHeadDialog
        key={editor.key}
        open={editor.open}
        head={editor.head}
        heads={heads ?? []}
        userId={userId}
        onClose={() => setEditor((previous) => ({ ...previous, open: false }))}
      />
      <DeleteBillHeadDialog
        // Named apart from the editor's key: siblings with the same key would clash.
        key={`delete-${deletion.key}`}
        open={deletion.open}
        head={deletion.head}
        onClose={() => setDeletion((previous) => ({ ...previous, open: false }))}
      />
    </Box>
  );
}

export function BillHeadsPage() {
  // The app layout renders pages only with a session; without one there is nothing to show.
  const session = useSession();
  return session ? <BillHeads session={session} /> : null;
}
