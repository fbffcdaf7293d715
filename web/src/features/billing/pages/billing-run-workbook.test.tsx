import { typedAmountMessage } from '@domain/api/billing-runs';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import {
  buildPreview,
  buildRow,
  PREVIEW_HEADS,
  RUNS_PATH,
  stubBillingApi,
  waterHead,
  withTotals,
} from '../test/billing-api-stub';

type Preview = ReturnType<typeof buildPreview>;

function draftWithDefaults(): Preview {
  const preview = buildPreview([buildRow('A-101', 'Ravi Kumar'), buildRow('A-102', 'Sunita Shah')]);
  return {
    ...preview,
    heads: PREVIEW_HEADS.map((head) => (head === waterHead ? { ...head, defaultAmount: 300 } : head)),
  };
}

async function openRun(
  preview: Preview,
  options: Omit<Parameters<typeof stubBillingApi>[0], 'previews'> = {},
) {
  storeSession(buildSession());
  const api = stubBillingApi({ runs: [preview.run], previews: [preview], ...options });
  const app = renderApp(`/billing/${preview.run._id}`);
  await findHeading(`Billing run: ${preview.run.periodLabel}`);
  return { ...app, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('billing run workbook', () => {
  it('names what an empty typed box bills', async () => {
    await openRun(draftWithDefaults());
    const box = await screen.findByRole('textbox', { name: 'Water for A-101' });
    expect(box).toHaveAttribute('placeholder', '300.00');
    expect(
      screen.getByText(/An empty box bills the head's default amount \(Water ₹300.00\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download for the committee (.xlsx)' })).toBeInTheDocument();
  });

  it('uploads typed amounts, shows the server’s refusal, and refreshes the preview from its answer', async () => {
    const preview = draftWithDefaults();
    const refusal = typedAmountMessage(
      3,
      'Water',
      'the amount must be a number of rupees, at most 2 decimals',
    );
    const uploaded = withTotals({
      ...preview,
      rows: preview.rows.map((row) => ({ ...row, amounts: [row.amounts[0] ?? 0, row.amounts[1] ?? 0, 725] })),
    });
    let answers = 0;
    const { user, api } = await openRun(preview, {
      replies: {
        upload: async () => {
          answers += 1;
          const body = answers === 1 ? { message: refusal } : uploaded;
          return new Response(JSON.stringify(body), {
            status: answers === 1 ? 400 : 200,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload amounts' }));
    const input = screen.getByLabelText('Amounts file (.xlsx or .csv)');
    const file = new File(['Block,Floor,Flat No.,Name,Water\n'], 'water.csv', { type: 'text/csv' });
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const [call] = api.writes('POST', `${RUNS_PATH}/${preview.run._id}/amounts/file`);
    expect(call).toBeDefined();
    expect((call?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);

    await user.upload(input, file);
    expect(await screen.findByText('Amounts from water.csv are in the preview')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Water for A-101' })).toHaveValue('725.00');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('offers no upload for a published run', async () => {
    const preview = buildPreview([buildRow('A-101', 'Ravi Kumar')], { status: 'published' });
    const { user } = await openRun(preview);
    const steps = screen.getByRole('tablist', { name: 'Billing run steps' });
    await user.click(within(steps).getByRole('tab', { name: /Preview$/ }));
    expect(
      await screen.findByRole('button', { name: 'Download for the committee (.xlsx)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload amounts' })).not.toBeInTheDocument();
  });
});
