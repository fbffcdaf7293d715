import { memberPath } from '@domain/api/public-pages';
import type { TStatement, TStatementQuery } from '@domain/api/statements';
import { statementParticulars } from '@domain/member-words';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  fetchMemberStatement,
  type MemberStatementLoad,
  memberStatementPdfPath,
} from '../api/member-statement';
import { PortalFailure, PortalLoading, PortalShell } from '../components/portal-shell';
import { StatementEntries } from '../components/statement-entries';
import styles from '../invoice.module.css';
import { Link, useParams } from '../navigation';
import portal from '../portal.module.css';
import { PortalLanguageProvider, usePortalText } from '../portal-language';
import { usePublicLoad } from '../use-public-load';

const LOADING: MemberStatementLoad = { state: 'loading' };

/**
 * `/m/:token/statement` (and the older `/statement/:token`): the member's statement of account through
 * their own link, for a period they choose, with its PDF, in their language.
 */
export function MemberStatementPage() {
  const token = useParams().token ?? '';
  const [range, setRange] = useState<TStatementQuery>({});
  const { load, retry } = usePublicLoad(
    `${token} ${range.from ?? ''} ${range.to ?? ''}`,
    (signal) => fetchMemberStatement(token, range, signal),
    LOADING,
  );
  return (
    <PortalLanguageProvider societyDefault={load.state === 'loaded' ? load.statement.language : undefined}>
      <MemberStatementByState token={token} load={load} retry={retry} range={range} onRange={setRange} />
    </PortalLanguageProvider>
  );
}

type ByStateProps = {
  token: string;
  load: MemberStatementLoad;
  retry: () => void;
  range: TStatementQuery;
  onRange: (range: TStatementQuery) => void;
};

function MemberStatementByState({ token, load, retry, range, onRange }: ByStateProps) {
  const { text } = usePortalText();
  useDocumentTitle(text.statementPage.title);
  if (load.state === 'loaded')
    return <MemberStatement token={token} statement={load.statement} range={range} onRange={onRange} />;
  // The member page's own answers: one "not valid" for every link that opens nothing, with the way in by a code.
  if (load.state === 'failed')
    return (
      <PortalFailure failure={load.failure === 'missing' ? 'not-valid' : load.failure} onRetry={retry} />
    );
  return <PortalLoading label={text.statementPage.loading} />;
}

function MemberStatement({
  token,
  statement,
  range,
  onRange,
}: {
  token: string;
  statement: TStatement;
  range: TStatementQuery;
  onRange: (range: TStatementQuery) => void;
}) {
  const { text, language } = usePortalText();
  const t = text.statementPage;
  const flat = statement.client.parts?.flat ? text.flat(statement.client.parts) : statement.client.flat;
  return (
    <PortalShell society={{ name: statement.businessName }}>
      <div className={styles.titleRow}>
        <div>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={portal.muted}>{[statement.client.name, flat].filter(Boolean).join(' · ')}</p>
        </div>
        <div className={styles.actions}>
          <Link to={memberPath(encodeURIComponent(token))} className={portal.outlinedButton}>
            {t.myAccount}
          </Link>
          <a href={memberStatementPdfPath(token, range)} className={portal.containedButton} download>
            {t.downloadPdf}
          </a>
        </div>
      </div>
      <section className={styles.panel} aria-label={t.entries}>
        <fieldset className={styles.period}>
          <legend className={styles.label}>{t.period}</legend>
          <label>
            {t.from}
            <input
              type="date"
              value={statement.from}
              max={statement.to}
              onChange={(event) => {
                // A period that ends before it starts is never asked for.
                const from = event.target.value;
                if (from && from <= statement.to) onRange({ ...range, from });
              }}
            />
          </label>
          <label>
            {t.to}
            <input
              type="date"
              value={statement.to}
              min={statement.from}
              onChange={(event) => {
                const to = event.target.value;
                if (to && to >= statement.from) onRange({ ...range, to });
              }}
            />
          </label>
        </fieldset>
        <StatementEntries
          statement={statement}
          describe={(line) => statementParticulars({ ...line, isAdvance: line.credit > 0 }, language)}
        />
      </section>
    </PortalShell>
  );
}
