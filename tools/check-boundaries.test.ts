import { describe, expect, it } from 'vitest';
import { violationsIn } from './check-boundaries';

/** The rules one import in `file` breaks. */
function rulesBroken(file: string, statement: string): string[] {
  return violationsIn(file, `${statement}\n`).map((violation) => violation.rule);
}

describe('import boundaries', () => {
  it('keeps domain/ to itself and pure libraries', () => {
    expect(rulesBroken('domain/money.ts', "import { x } from '../server/config';")).toEqual([
      'domain-stays-pure',
    ]);
    expect(rulesBroken('domain/api/a.ts', "import type { X } from '../../web/src/lib/session';")).toEqual([
      'domain-stays-pure',
    ]);
    expect(rulesBroken('domain/a.ts', "import { readFile } from 'node:fs';")).toEqual(['domain-stays-pure']);
    expect(rulesBroken('domain/a.ts', "import Fastify from 'fastify';")).toEqual(['domain-stays-pure']);
    expect(rulesBroken('domain/a.test.ts', "import fc from 'fast-check';")).toEqual([]);
    expect(rulesBroken('domain/a.ts', "import fc from 'fast-check';")).toEqual(['domain-stays-pure']);
    expect(rulesBroken('domain/api/a.ts', "import { z } from 'zod';\nimport { x } from '../dates';")).toEqual(
      [],
    );
  });

  it('keeps server/ out of web/ and tools/, tests aside for the emulators', () => {
    expect(rulesBroken('server/app.ts', "import { x } from '../web/src/lib/session';")).toEqual([
      'server-not-web-or-tools',
    ]);
    expect(rulesBroken('server/db/a.ts', "export { x } from '../../tools/admin';")).toEqual([
      'server-not-web-or-tools',
    ]);
    expect(
      rulesBroken(
        'server/features/a/a.test.ts',
        "import { e } from '../../../tools/razorpay-emulator/emulator';",
      ),
    ).toEqual([]);
    expect(rulesBroken('server/features/a/a.test.ts', "import { x } from '../../../web/src/x';")).toEqual([
      'server-not-web-or-tools',
    ]);
    expect(rulesBroken('server/app.ts', "import { money } from '@domain/money';")).toEqual([]);
  });

  it('keeps web/ out of server/', () => {
    expect(rulesBroken('web/src/lib/a.ts', "const m = await import('../../../server/config');")).toEqual([
      'web-not-server',
    ]);
    expect(rulesBroken('web/src/lib/a.ts', "import { money } from '@domain/money';")).toEqual([]);
  });

  it('lets a feature, a plugin or an integration use another feature through its index.ts only', () => {
    const internal = "import { f } from '../invoices/invoices.repository';";
    expect(rulesBroken('server/features/payments/payments.service.ts', internal)).toEqual([
      'feature-front-door',
    ]);
    expect(
      rulesBroken('server/features/payments/payments.service.ts', "import { f } from '../invoices';"),
    ).toEqual([]);
    expect(rulesBroken('server/features/payments/a.ts', "import { f } from '../invoices/index';")).toEqual(
      [],
    );
    expect(
      rulesBroken('server/features/invoices/a.ts', "import { f } from './invoices.repository';"),
    ).toEqual([]);
    expect(
      rulesBroken('server/plugins/a.ts', "import { f } from '../features/auth/users.repository';"),
    ).toEqual(['feature-front-door']);
    expect(
      rulesBroken('server/integrations/pdf/a.ts', "import { f } from '../../features/uploads';"),
    ).toEqual([]);
  });
});
