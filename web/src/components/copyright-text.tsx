import { Fragment } from 'react';
import styles from './copyright-text.module.css';

/** The footer line: the business's own name when it has one, Bahi's otherwise. */
export function copyrightParts(businessName: string | undefined, year: number): string[] {
  const business = businessName?.trim();
  return business ? [`© ${year} ${business}`, 'Invoicing by Bahi'] : [`© ${year} Bahi`];
}

/** Wraps between the parts of the line, never inside one. */
export function CopyrightText({ businessName }: { businessName: string | undefined }) {
  const parts = copyrightParts(businessName, new Date().getFullYear());
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 ? ' · ' : null}
      <span className={styles.part}>{part}</span>
    </Fragment>
  ));
}
