import { PDF_DOWNLOADED_MESSAGE, PDF_FAILED_MESSAGE } from '@domain/api/documents';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfResponse, stubFileSaving } from '../../../test/pdf-reply';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, stubApi } from '../../../test/stub-api';
import { SavePdfButton } from './save-pdf-button';

const GENERATE = 'POST /api/v2/invoices/generate';
const PUBLIC_PDF = 'GET /api/v2/invoices/inv-1/pdf';

function authorizationOf(fetchMock: ReturnType<typeof stubApi>, call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get('Authorization');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SavePdfButton', () => {
  it("generates the owner's PDF, saves it under the server's name and says so", async () => {
    const session = buildSession();
    storeSession(session);
    const saved = stubFileSaving();
    const generated = deferredReply({
      status: 200,
      body: { status: 'success', url: '/api/v2/invoices/inv-1/pdf' },
    });
    const fetchMock = stubApi({ [GENERATE]: generated.reply, [PUBLIC_PDF]: async () => pdfResponse() });
    const { user } = renderWithProviders(<SavePdfButton invoiceId="inv-1" isOwner />);

    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    // Loading: a spinner in the button, which cannot be clicked twice.
    expect(screen.getByRole('button', { name: /Save as PDF/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    generated.release();

    expect(await screen.findByText(PDF_DOWNLOADED_MESSAGE)).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'invoice-Asha Verma-007.pdf' }]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ id: 'inv-1' });
    // Both calls carry the session: generate needs it, and the PDF is fetched as the owner.
    expect(authorizationOf(fetchMock, 0)).toBe(`Bearer ${session.token}`);
    expect(authorizationOf(fetchMock, 1)).toBe(`Bearer ${session.token}`);
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
  });

  it('fetches the public PDF straight away for a visitor, without a token', async () => {
    const saved = stubFileSaving();
    const fetchMock = stubApi({
      [PUBLIC_PDF]: async () => pdfResponse('attachment; filename="invoice-Asha Verma-007.pdf"'),
    });
    const { user } = renderWithProviders(<SavePdfButton invoiceId="inv-1" isOwner={false} />);
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText(PDF_DOWNLOADED_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v2/invoices/inv-1/pdf']);
    expect(authorizationOf(fetchMock, 0)).toBeNull();
    expect(saved.map((file) => file.download)).toEqual(['invoice-Asha Verma-007.pdf']);
  });

  it('turns red with a retry when the answer is not a success, and recovers on the retry', async () => {
    storeSession(buildSession());
    const saved = stubFileSaving();
    let answers = 0;
    stubApi({
      [GENERATE]: async () =>
        Response.json(
          answers++ === 0 ? { status: 'failed' } : { status: 'success', url: '/api/v2/invoices/inv-1/pdf' },
        ),
      [PUBLIC_PDF]: async () => pdfResponse(),
    });
    const { user } = renderWithProviders(<SavePdfButton invoiceId="inv-1" isOwner />);

    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText(PDF_FAILED_MESSAGE)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry Save as PDF' });
    expect(retry).toHaveClass('MuiButton-colorError');
    expect(saved).toEqual([]);

    await user.click(retry);
    expect(await screen.findByText(PDF_DOWNLOADED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as PDF' })).not.toHaveClass('MuiButton-colorError');
    expect(saved).toHaveLength(1);
  });

  it('refuses an answer that is not a PDF', async () => {
    stubFileSaving();
    stubApi({ [PUBLIC_PDF]: { status: 200, body: { status: 'success' } } });
    const { user } = renderWithProviders(<SavePdfButton invoiceId="inv-1" isOwner={false} />);
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText(PDF_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('says no data was received for a refusal too', async () => {
    stubFileSaving();
    stubApi({ [PUBLIC_PDF]: { status: 404, body: { message: 'Invoice not found' } } });
    const { user } = renderWithProviders(<SavePdfButton invoiceId="inv-1" isOwner={false} />);
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText(PDF_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Save as PDF' })).toBeInTheDocument();
  });
});
