import type { TMemberCodeFlats } from '@domain/api/member-codes';
import { MEMBER_CODE_NOT_VALID_MESSAGE } from '@domain/api/public-pages';
import { type FormEvent, useState } from 'react';
import { failureMessageOf } from '../../../lib/public-json';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { askForMemberCode, openWithMemberCode } from '../api/member-codes';
import { PortalShell } from '../components/portal-shell';
import { Link, Navigate } from '../navigation';
import styles from '../portal.module.css';
import { PortalLanguageProvider, usePortalText } from '../portal-language';

/** `/m`: a member without their link opens their flats' pages with a code sent to their e-mail. */
export function MemberSignInPage() {
  return (
    <PortalLanguageProvider societyDefault={undefined}>
      <MemberSignIn />
    </PortalLanguageProvider>
  );
}

type Step =
  | { stage: 'email' }
  | { stage: 'code'; email: string }
  | { stage: 'flats'; flats: TMemberCodeFlats['flats'] };

function MemberSignIn() {
  const { text } = usePortalText();
  const t = text.signIn;
  useDocumentTitle(t.title);
  const [step, setStep] = useState<Step>({ stage: 'email' });
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setProblem(t.emailMissing);
    setIsBusy(true);
    setProblem(null);
    try {
      await askForMemberCode(email);
      setStep({ stage: 'code', email });
    } catch (error) {
      setProblem(text.server(failureMessageOf(error)));
    }
    setIsBusy(false);
  }

  async function openAccount(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!code) return setProblem(t.codeMissing);
    setIsBusy(true);
    setProblem(null);
    try {
      setStep({ stage: 'flats', flats: (await openWithMemberCode(email, code)).flats });
    } catch (error) {
      // The server's refusal, in the page's language.
      const message = failureMessageOf(error);
      setProblem(message === MEMBER_CODE_NOT_VALID_MESSAGE ? t.codeNotValid : text.server(message));
    }
    setIsBusy(false);
  }

  // One flat: straight to its page, as its link would have opened it.
  if (step.stage === 'flats' && step.flats.length === 1 && step.flats[0]?.path) {
    return <Navigate to={step.flats[0].path} replace />;
  }
  const problemLine = problem ? (
    <p id="sign-in-problem" className={styles.fieldProblem} role="alert">
      {problem}
    </p>
  ) : null;
  const described = problem ? { 'aria-invalid': true, 'aria-describedby': 'sign-in-problem' } : {};
  return (
    <PortalShell>
      <section className={styles.section} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.sectionTitle}>
          {t.title}
        </h1>
        {step.stage === 'email' ? (
          <form className={styles.reportForm} onSubmit={sendCode} noValidate>
            <p className={styles.muted}>{t.intro}</p>
            <div className={styles.field}>
              <label htmlFor="sign-in-email">{t.email}</label>
              <input
                id="sign-in-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                {...described}
              />
              {problemLine}
            </div>
            <button type="submit" className={styles.containedButton} disabled={isBusy}>
              {isBusy ? t.sending : t.sendCode}
            </button>
          </form>
        ) : null}
        {step.stage === 'code' ? (
          <form className={styles.reportForm} onSubmit={(event) => openAccount(event, step.email)} noValidate>
            <p className={styles.sentNotice} role="status">
              {t.sent}
            </p>
            <div className={styles.field}>
              <label htmlFor="sign-in-code">{t.code}</label>
              <input
                id="sign-in-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                {...described}
              />
              {problemLine}
            </div>
            <div className={styles.cardActions}>
              <button type="submit" className={styles.containedButton} disabled={isBusy}>
                {isBusy ? t.opening : t.open}
              </button>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  setProblem(null);
                  setStep({ stage: 'email' });
                }}
              >
                {t.otherAddress}
              </button>
            </div>
          </form>
        ) : null}
        {step.stage === 'flats' ? (
          step.flats.length === 0 ? (
            <p className={styles.muted}>{t.noFlats}</p>
          ) : (
            <ul className={styles.cards} aria-label={t.yourFlats}>
              {step.flats.map((flat) => (
                <li key={flat.path} className={styles.card}>
                  <Link to={flat.path} className={styles.cardTitle}>
                    {text.flat(flat.flat)}
                  </Link>
                  <p className={styles.muted}>
                    {flat.society} · {flat.name}
                  </p>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </PortalShell>
  );
}
