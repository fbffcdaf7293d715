import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { PATH, STATEMENT, TOKEN } from '../test/member-statement';

function openStatement(replies: Record<string, StubReply>, path = `/m/${TOKEN}/statement`) {
  const fetchMock = stubApi(replies);
  return { ...renderApp(path), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the member’s statement page', () => {
  it('lists every entry with the running balance, each bill one tap away, and the PDF', async () => {
    openStatement({ [`GET ${PATH}`]: { status: 200, body: STATEMENT } });
    await findHeading('Statement of account');
    expect(screen.getByText('Ramesh Iyer · Block B, Flat B-304')).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Statement entries' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Balance brought forward on 01 Apr 2026₹0.00',
      '01 Apr 2026Opening balance (arrears brought forward)+ ₹1,200.00₹1,200.00 Dr',
      '22 Nov 2026 · 007Bill+ ₹4,925.00₹6,125.00 Dr',
      '24 Nov 2026 · CN-001Credit note on 007: Lift shut for repairs− ₹1,180.00₹4,945.00 Dr',
      '25 Nov 2026 · R-001UPI− ₹2,000.00₹2,945.00 Dr',
      'Closing balanceDebits ₹6,125.00 · Credits ₹3,180.00₹2,945.00 Dr',
    ]);
    expect(screen.getByRole('link', { name: '007' })).toHaveAttribute('href', '/invoice/inv-7');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${PATH}/pdf`);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', `/m/${TOKEN}`);
  });

  it('asks again for the period chosen, and its PDF covers the same period', async () => {
    const { fetchMock } = openStatement({
      [`GET ${PATH}`]: { status: 200, body: STATEMENT },
      [`GET ${PATH}?from=2026-11-01`]: { status: 200, body: { ...STATEMENT, from: '2026-11-01', lines: [] } },
    });
    await findHeading('Statement of account');
    // A date picker sets the whole date at once; one after the end is not asked for.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('Nothing was billed or received in this period.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PATH, `${PATH}?from=2026-11-01`]);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${PATH}/pdf?from=2026-11-01`,
    );
  });

  it('opens in the society’s language: the flat, bills and the opening balance in Hindi', async () => {
    openStatement({ [`GET ${PATH}`]: { status: 200, body: { ...STATEMENT, language: 'hi' } } });
    await findHeading('खाते का विवरण');
    expect(screen.getByText('Ramesh Iyer · ब्लॉक B, फ़्लैट B-304')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'विवरण की प्रविष्टियाँ' });
    expect(list).toHaveTextContent('पिछला बकाया');
    expect(list).toHaveTextContent('22 नव॰ 2026 · 007बिल+ ₹4,925.00₹6,125.00 Dr');
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
  });

  it('says the same “not valid” for a link that opens nothing, on the old address too', async () => {
    openStatement(
      { [`GET ${PATH}`]: { status: 404, body: { message: 'Statement not found' } } },
      `/statement/${TOKEN}`,
    );
    await findHeading('This link is not valid');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
