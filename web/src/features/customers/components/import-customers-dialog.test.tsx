import { IMPORT_COLUMNS, MAX_IMPORT_BYTES } from '@domain/api/customer-import';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import { buildCustomer, type ImportReplies, stubCustomersApi } from '../test/customers-api-stub';
import { buildBuildingFile, buildImportAnswer, buildImportRow } from '../test/import-answers';

/** Longer than MUI's leaving transition (195 ms). */
const CLOSING_MS = 400;

type User = ReturnType<typeof renderApp>['user'];

const BUILDING = buildImportAnswer(buildBuildingFile());
const BUILDING_IMPORTED = buildImportAnswer(buildBuildingFile(), { imported: true });

async function openImport(replies: ImportReplies = {}) {
  storeSession(buildSession());
  const api = stubCustomersApi([buildCustomer()], { importFile: replies });
  const app = renderApp('/customers');
  await findHeading('Customers');
  await app.user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
  return { ...app, api, dialog };
}

function csvFile(size = 64, name = 'block-a.csv'): File {
  return new File([new Uint8Array(size)], name, { type: 'text/csv' });
}

async function choose(user: User, dialog: HTMLElement, file: File, label = 'Choose file') {
  await user.upload(within(dialog).getByLabelText(label), file);
}

/** Each row of the preview table: its cells' text, the Problems cell as its list of issues. */
function previewRows(dialog: HTMLElement) {
  const [, ...rows] = within(within(dialog).getByRole('table', { name: 'Rows of the file' })).getAllByRole(
    'row',
  );
  return rows.map((row) => {
    const [number, status, name, flat, email, opening, problems] = within(row).getAllByRole('cell');
    return {
      row: number?.textContent,
      status: status?.textContent,
      name: name?.textContent,
      flat: flat?.textContent,
      email: email?.textContent,
      opening: opening?.textContent,
      problems: problems
        ? within(problems)
            .queryAllByRole('listitem')
            .map((item) => item.textContent)
        : [],
    };
  });
}

const ERROR_ROWS = [
  {
    row: '14',
    status: 'Error',
    name: 'Resident 14',
    flat: 'Block A, Floor 1, Flat A-14',
    email: 'ravi@',
    opening: '—',
    problems: ['Email: Please enter a valid email address'],
  },
  {
    row: '120',
    status: 'Error',
    name: 'Resident 120',
    flat: 'Block A, Floor 1, Flat A-120',
    email: 'resident120@example.com',
    opening: '—',
    problems: [
      'Flat Area (sq.ft): Flat Area (sq.ft) must be a number',
      'Price per sq.ft: The price per sq.ft cannot be negative',
    ],
  },
  {
    row: '301',
    status: 'Error',
    name: 'Resident 301',
    flat: 'Block A, Floor 1, Flat A-40',
    email: 'resident301@example.com',
    opening: '—',
    problems: ['Flat No.: Block A, Floor 1, Flat A-40 is also on row 40'],
  },
];

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import customers dialog', () => {
  it('explains the columns and links both templates', async () => {
    const { dialog, api } = await openImport();

    const columns = within(within(dialog).getByRole('list', { name: 'Columns' })).getAllByRole('listitem');
    expect(columns.map((column) => column.textContent)).toEqual(
      IMPORT_COLUMNS.map((column) => column.header),
    );
    expect(dialog).toHaveTextContent(
      'Name, Email, Flat Area (sq.ft), Price per sq.ft and Flat No. must be filled in; the other columns may be left empty.',
    );
    const csv = within(dialog).getByRole('link', { name: 'Download CSV template' });
    expect(csv).toHaveAttribute('href', '/api/v2/clients/import/template?format=csv');
    expect(csv).toHaveAttribute('download');
    const excel = within(dialog).getByRole('link', { name: 'Download Excel template' });
    expect(excel).toHaveAttribute('href', '/api/v2/clients/import/template?format=xlsx');
    expect(excel).toHaveAttribute('download');
    expect(within(dialog).getByLabelText('Choose file')).toHaveAttribute(
      'accept',
      '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(api.imports()).toHaveLength(0);
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const { user, dialog, api } = await openImport({ preview: { status: 200, body: BUILDING } });
    await choose(user, dialog, csvFile(MAX_IMPORT_BYTES + 1));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file must be at most 5 MB');
    expect(api.imports()).toHaveLength(0);
    expect(within(dialog).getByLabelText('Choose file')).toBeInTheDocument();
  });

  it('checks a chosen file and shows the counts and exactly the rows with errors', async () => {
    const { user, dialog, api } = await openImport({ preview: { status: 200, body: BUILDING } });
    const release = api.holdImports();
    const file = csvFile();
    await choose(user, dialog, file);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Checking block-a.csv…');
    expect(within(dialog).getByRole('progressbar', { name: 'Checking the file' })).toBeInTheDocument();
    const [call] = api.imports();
    expect(call?.url).toBe('/api/v2/clients/import?dryRun=true');
    expect(call?.body).toBeInstanceOf(FormData);
    expect((call?.body as FormData | undefined)?.get('file')).toBe(file);
    release();

    const summary = await within(dialog).findByRole('list', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['295 new', '2 updated', '0 unchanged', '3 with errors']);
    expect(dialog).toHaveTextContent('300 rows checked');
    // The errors come first: only they are listed until the switch is turned off.
    expect(within(dialog).getByRole('switch', { name: 'Show only rows with errors' })).toBeChecked();
    expect(previewRows(dialog)).toEqual(ERROR_ROWS);
    expect(within(dialog).getByText('1–3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 297 customers' })).toBeEnabled();
    expect(api.imports()).toHaveLength(1);
  });

  it('shows every row, 25 to a page, with the error-only switch off', async () => {
    const { user, dialog } = await openImport({ preview: { status: 200, body: BUILDING } });
    await choose(user, dialog, csvFile());
    const onlyErrors = await within(dialog).findByRole('switch', { name: 'Show only rows with errors' });

    await user.click(onlyErrors);
    expect(previewRows(dialog)).toHaveLength(25);
    expect(previewRows(dialog).slice(0, 2)).toEqual([
      expect.objectContaining({
        row: '2',
        status: 'Update',
        name: 'Resident 2',
        opening: '₹12,500.50 arrears as of 31 Mar 2026',
        problems: [],
      }),
      expect.objectContaining({ row: '3', status: 'Update', opening: '₹3,000.00 advance as of 01 Apr 2026' }),
    ]);
    expect(previewRows(dialog)[2]).toMatchObject({
      row: '4',
      status: 'New',
      flat: 'Block A, Floor 1, Flat A-4',
      opening: '—',
    });
    expect(within(dialog).getByText('1–25 of 300')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    expect(previewRows(dialog)[0]?.row).toBe('27');
    expect(within(dialog).getByText('26–50 of 300')).toBeInTheDocument();

    // Back to the errors, from their first page.
    await user.click(onlyErrors);
    expect(previewRows(dialog)).toEqual(ERROR_ROWS);
  });

  it('imports the checked file, closes with a summary and shows the new customers', async () => {
    const { user, dialog, api } = await openImport({
      preview: { status: 200, body: BUILDING },
      commit: { status: 200, body: BUILDING_IMPORTED },
      added: [buildCustomer({ _id: 'customer-4', name: 'Resident 4', floor: '1', flat: 'A-4' })],
    });
    const file = csvFile();
    await choose(user, dialog, file);
    expect(api.lists()).toHaveLength(1);

    await user.click(await within(dialog).findByRole('button', { name: 'Import 297 customers' }));

    expect(
      await screen.findByText('Imported 297 customers (295 new, 2 updated); 3 rows skipped'),
    ).toBeInTheDocument();
    await dialogClosed();
    const [, commit] = api.imports();
    expect(commit?.url).toBe('/api/v2/clients/import?dryRun=false');
    // The very file that was checked, not a copy picked again.
    expect((commit?.body as FormData | undefined)?.get('file')).toBe(file);
    // Hundreds of rows may have changed: the list is fetched again rather than patched.
    expect(api.lists()).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(within(table).getByText('Resident 4')).toBeInTheDocument();
    expect(within(table).getByText('Asha Verma')).toBeInTheDocument();
  });

  it("shows the server's message for a file it cannot use, and takes another", async () => {
    const message =
      'The first row must name the columns Name, GST Number, Email, Phone, Flat Area (sq.ft), Price per sq.ft, Block, Floor, Flat No. (missing Email). Download the template to start from.';
    const { user, dialog, api } = await openImport({ preview: { status: 400, body: { message } } });
    await choose(user, dialog, csvFile());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    // Still at the first step: the templates and the picker are there to try again.
    expect(within(dialog).getByRole('link', { name: 'Download CSV template' })).toBeInTheDocument();
    await choose(user, dialog, csvFile(64, 'fixed.csv'));
    await waitFor(() => expect(api.imports()).toHaveLength(2));
  });

  it('keeps the preview when the import is refused, and checks the file again on request', async () => {
    const message = 'Customers were added while importing; please preview the file again';
    const { user, dialog, api } = await openImport({
      preview: { status: 200, body: BUILDING },
      commit: { status: 409, body: { message } },
    });
    const file = csvFile();
    await choose(user, dialog, file);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 297 customers' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(previewRows(dialog)).toEqual(ERROR_ROWS);
    expect(api.lists()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    const [, , again] = api.imports();
    expect(again?.url).toBe('/api/v2/clients/import?dryRun=true');
    expect((again?.body as FormData | undefined)?.get('file')).toBe(file);
  });

  it('offers nothing to import when every flat is up to date, and survives a click beside it', async () => {
    const unchanged = buildImportAnswer([buildImportRow(2, 'unchanged'), buildImportRow(3, 'unchanged')]);
    const { user, dialog } = await openImport({ preview: { status: 200, body: unchanged } });
    await choose(user, dialog, csvFile());

    expect(await within(dialog).findByRole('button', { name: 'Import 0 customers' })).toBeDisabled();
    expect(dialog).toHaveTextContent(
      'Every flat in the file is already up to date: there is nothing to import.',
    );
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(previewRows(dialog).map((row) => row.status)).toEqual(['Unchanged', 'Unchanged']);

    const backdrop = dialog.closest('.MuiDialog-root')?.querySelector('.MuiBackdrop-root');
    if (!(backdrop instanceof HTMLElement)) throw new Error('No backdrop');
    await user.click(backdrop);
    await new Promise((resolve) => setTimeout(resolve, CLOSING_MS));
    expect(screen.getByRole('dialog', { name: 'Import customers' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
  });

  it('lists the rows on a phone, each with its status and problems', async () => {
    setViewport('phone');
    const { user, dialog } = await openImport({ preview: { status: 200, body: BUILDING } });
    await choose(user, dialog, csvFile());

    const list = await within(dialog).findByRole('list', { name: 'Rows of the file' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Row 14');
    expect(items[0]).toHaveTextContent('Error');
    expect(items[0]).toHaveTextContent('Block A, Floor 1, Flat A-14');
    expect(items[0]).toHaveTextContent('Email: Please enter a valid email address');
  });
});
