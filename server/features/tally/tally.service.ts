import {
  TALLY_FIXED_LEDGERS,
  type TallyFixedLedger,
  type TTallyLedgers,
  type TTallyLedgersInput,
} from '@domain/api/accounts';
import { BILL_HEAD_NOT_FOUND_MESSAGE } from '@domain/api/bill-heads';
import { defaultFixedLedgers, ownLedgerMessage, sharedOwnLedgers } from '@domain/tally-mapping';
import type { TallyLedgerNames } from '@domain/tally-vouchers';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { saveSettingsWithTrail } from '../audit';
import { listBillHeads } from '../bill-heads';
import { findTallyLedgers, headLedgerKey, replaceTallyLedgers } from './tally-ledgers.repository';

type MappingBusiness = Pick<CallerBusiness, 'id'>;

/** The business's mapping as the export uses it, with its heads in bill order and whether it was saved. */
export type TallyMapping = {
  names: TallyLedgerNames;
  heads: Array<{ headId: string; headName: string; ledger: string }>;
  saved: boolean;
};

/** Every bill head (active or not, in bill order) with its ledger, and the fixed ledgers; defaults until saved. */
export async function tallyMappingOf(db: Executor, businessId: string): Promise<TallyMapping> {
  const [heads, stored] = await Promise.all([
    listBillHeads(db, businessId),
    findTallyLedgers(db, businessId),
  ]);
  const fixed = defaultFixedLedgers();
  for (const key of TALLY_FIXED_LEDGERS) fixed[key] = stored.get(key) ?? fixed[key];
  const headLedgers = heads.map((head) => ({
    headId: head.id,
    headName: head.name,
    ledger: stored.get(headLedgerKey(head.id)) ?? head.name,
  }));
  return {
    names: { ...fixed, heads: new Map(headLedgers.map((head) => [head.headId, head.ledger])) },
    heads: headLedgers,
    saved: stored.size > 0,
  };
}

function answerOf(mapping: TallyMapping): TTallyLedgers {
  const { heads, ...fixed } = mapping.names;
  return { heads: mapping.heads, ...fixed, saved: mapping.saved };
}

/** `GET /api/v2/settings/tally-ledgers`. */
export async function readTallyLedgers(context: ServiceContext, business: MappingBusiness) {
  return answerOf(await tallyMappingOf(context.db, business.id));
}

/**
 * `PUT /api/v2/settings/tally-ledgers`: the whole mapping at once (a head left out keeps its own
 * name). A head of another business is not found; a tax, round-off, cash or bank ledger sharing its
 * name with another ledger is refused, naming the field. Nothing is stored unless all of it stands.
 */
export async function changeTallyLedgers(
  context: ServiceContext,
  caller: Caller,
  input: TTallyLedgersInput,
): Promise<TTallyLedgers> {
  const { business } = caller;
  const now = context.clock();
  const read = async (db: Executor) => answerOf(await tallyMappingOf(db, business.id));
  return saveSettingsWithTrail(
    context.db,
    caller,
    'tally ledgers',
    read,
    async (trx) => {
      // Two saves at once would each clear the mapping and then insert theirs over the other's: one at a time.
      await lockBusiness(trx, business.id);
      const heads = await listBillHeads(trx, business.id);
      const known = new Set(heads.map((head) => head.id));
      for (const [index, head] of input.heads.entries()) {
        if (!known.has(head.headId)) {
          throw new AppError('NOT_FOUND', BILL_HEAD_NOT_FOUND_MESSAGE, [
            { path: `heads.${index}.headId`, message: BILL_HEAD_NOT_FOUND_MESSAGE },
          ]);
        }
      }
      const named = new Map(input.heads.map((head) => [head.headId, head.ledger]));
      const fixed = Object.fromEntries(TALLY_FIXED_LEDGERS.map((key) => [key, input[key]])) as Record<
        TallyFixedLedger,
        string
      >;
      const mapping: TallyLedgerNames = {
        ...fixed,
        heads: new Map(heads.map((head) => [head.id, named.get(head.id) ?? head.name])),
      };
      const shared = sharedOwnLedgers(mapping);
      const [first] = shared;
      if (first) {
        throw new AppError(
          'BAD_REQUEST',
          ownLedgerMessage(first),
          shared.map((field) => ({ path: field, message: ownLedgerMessage(field) })),
        );
      }
      const rows = new Map<string, string>([
        ...TALLY_FIXED_LEDGERS.map((key): [string, string] => [key, fixed[key]]),
        ...[...named].map(([headId, ledger]): [string, string] => [headLedgerKey(headId), ledger]),
      ]);
      await replaceTallyLedgers(trx, business.id, rows, now.toISOString());
    },
    now,
  );
}
