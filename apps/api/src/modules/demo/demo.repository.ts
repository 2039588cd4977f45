import {
  addDays,
  CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
  periodOf,
  periodStart,
  previousPeriod,
  timelineFacts,
} from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { recordAgreedPrice } from '../billing/billing.service.js';
import { settleBranchSpace } from '../agreements/agreements.repository.js';
import { initialStockMovement, insertMovements } from '../goods/movements.repository.js';
import { SETUP_LOCK, type Db, type Executor } from '../../db/client.js';
import {
  DEMO_ACCOUNTS,
  DEMO_AGREEMENT_LOTS,
  DEMO_APPLICATIONS,
  DEMO_ASSIGNMENTS,
  DEMO_BILLING,
  DEMO_BRANCHES,
  DEMO_CUSTOMER_LOTS,
  DEMO_GOODS,
  DEMO_LOCATIONS,
  DEMO_PDF,
} from './demo-data.js';
import {
  agreementEvents,
  applicationDocuments,
  applications,
  assignments,
  branches,
  staffBranches,
  goods,
  goodStatusHistory,
  users,
  storageAgreements,
  storageLocations,
} from '../../db/schema/index.js';

const DAY = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** The demo agreement's first day: three months back, so the demo has three past months of billing. */
function demoAgreementStart(): string {
  const threeBack = previousPeriod(previousPeriod(previousPeriod(periodOf(isoDate(0)))));
  return addDays(periodStart(threeBack), DEMO_BILLING.agreementStartDay - 1);
}

const hasUsers = async (db: Executor) => {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count > 0;
};

/**
 * Seeds the demo data set once: only into a database that has no users yet. Returns whether it
 * seeded. Processes starting together on an empty database each find no users, so the check is
 * made again under the setup lock (held to the end of the transaction): the first seeds, the
 * others then see its users and seed nothing.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const agreementStart = demoAgreementStart();
  // The customer registered before applying (a payment cannot predate the registration).
  const customerSince = new Date(`${addDays(agreementStart, -DEMO_BILLING.registeredDaysBefore)}T09:00:00.000Z`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasUsers(tx)) return false;
    const branchRows = await tx
      .insert(branches)
      .values(DEMO_BRANCHES.map((b) => ({ ...b, availableSpace: b.capacity - b.otherUse })))
      .returning();
    const branchId = (index: number) => branchRows[index]!.id;

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          username: account.username,
          email: account.email,
          passwordHash: hashes[i]!,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          branchId: 'branch' in account ? branchId(account.branch) : null,
          position: account.role === 'employee' ? 'Warehouse Associate' : null,
          department: account.role === 'employee' ? 'Operations' : null,
          ...(account.role === 'customer' && { createdAt: customerSince }),
        })),
      )
      .returning();
    const [admin, employee1, employee2, customer] = userRows;
    if (!admin || !employee1 || !employee2 || !customer) throw new Error('demo users missing');

    // Each demo employee works at their own branch only: employee1 cannot see employee2's stock.
    await tx
      .insert(staffBranches)
      .values([employee1, employee2].map((user) => ({ userId: user.id, branchId: user.branchId! })));
    await tx.execute(sql`update ${branches} set manager_id = ${employee1.id} where id = ${branchId(0)}`);
    await tx.execute(sql`update ${branches} set manager_id = ${employee2.id} where id = ${branchId(1)}`);

    const goodRows = await tx
      .insert(goods)
      .values(
        DEMO_GOODS.map(([name, category, sku, supplier, quantity, price, threshold, batch, expiry, branch], i) => ({
          productId: `PRD-${String(100001 + i)}`,
          name,
          category,
          sku,
          supplier,
          quantity,
          pricePerUnit: price,
          lowStockThreshold: threshold,
          batchNo: batch,
          expiryDate: expiry === null ? null : isoDate(expiry),
          branchId: branchId(branch),
          location: `Aisle ${(i % 6) + 1}, Bay ${(i % 4) + 1}`,
          description: `${name} from ${supplier}`,
        })),
      )
      .returning();
    await insertMovements(
      tx,
      goodRows.filter((g) => g.quantity > 0).map((g) => initialStockMovement(g, admin.id)),
    );

    // Goods the demo customer has stored or asked to store, with the ledger row and status history the
    // Store Goods flow writes (customer-goods.service), so their detail screens look like real ones.
    const customerGoods = await tx
      .insert(goods)
      .values(
        DEMO_CUSTOMER_LOTS.map(([productId, name, category, status, value, branch, storageOffset, quantity]) => ({
          productId,
          name,
          category,
          ownerId: customer.id,
          status,
          value,
          pricePerUnit: value,
          lowStockThreshold: CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
          branchId: branch === null ? null : branchId(branch),
          storageDate: isoDate(storageOffset),
          quantity,
        })),
      )
      .returning();
    await insertMovements(
      tx,
      customerGoods.map((g) => initialStockMovement(g, customer.id, 'Submitted by the customer for storage')),
    );
    await tx
      .insert(goodStatusHistory)
      .values(
        customerGoods.flatMap((g) => [
          { goodId: g.id, status: 'pending', note: 'Submitted for storage', changedBy: customer.id },
          ...(g.status === 'pending'
            ? []
            : [{ goodId: g.id, status: g.status, note: 'Received at the branch', changedBy: employee1.id }]),
        ]),
      );

    await tx.insert(assignments).values(
      DEMO_ASSIGNMENTS.map((a) => ({
        task: a.task,
        description: `${a.task} as described in the branch work order.`,
        status: a.status,
        priority: a.priority,
        progress: a.progress,
        category: a.category,
        employeeId: (a.employee === 1 ? employee1 : employee2).id,
        branchId: branchId(a.branch),
        createdBy: admin.id,
        dueDate: new Date(`${isoDate(a.dueInDays)}T23:59:59.000Z`),
      })),
    );

    let approved: typeof applications.$inferSelect | null = null;
    for (const [i, app] of DEMO_APPLICATIONS.entries()) {
      const [row] = await tx
        .insert(applications)
        .values({
          customerId: customer.id,
          fullName: 'Chris Carter',
          email: customer.email,
          phone: '+12025550100',
          address: '14 Elm Street, Springfield',
          isBusinessAccount: i % 2 === 1,
          businessName: i % 2 === 1 ? 'Carter Trading LLC' : null,
          businessType: i % 2 === 1 ? 'retail' : null,
          itemType: app.itemType,
          estimatedVolume: app.volume,
          storageType: app.storageType,
          accessFrequency: 'monthly',
          storageDuration: '6-12-months',
          insuranceRequired: i % 2 === 0,
          status: app.status,
          employeeNotes: app.notes,
          reviewedBy: app.status === 'pending' ? null : employee1.id,
          reviewedAt: app.status === 'pending' ? null : new Date(),
        })
        .returning();
      if (app.status === 'approved') approved = row!;
      await tx.insert(applicationDocuments).values({
        applicationId: row!.id,
        kind: 'identification_doc',
        fileName: 'identification.pdf',
        contentType: 'application/pdf',
        size: DEMO_PDF.length,
        data: DEMO_PDF,
      });
    }
    if (approved !== null)
      await seedDemoAgreement(tx, {
        application: approved,
        branchId: branchId(0),
        customer,
        employee: employee1,
        startDate: agreementStart,
      });
    return true;
  });
}

/**
 * The approved demo application as a running agreement: stored at the first branch (its space is
 * part of that branch's used figure, so capacity = used + reserved + available holds), with
 * locations, two lots at two of them, the completed intake and the timeline the real flow writes.
 */
async function seedDemoAgreement(
  tx: Executor,
  seed: {
    application: typeof applications.$inferSelect;
    branchId: number;
    customer: { id: number };
    employee: { id: number };
    startDate: string;
  },
): Promise<void> {
  const locations = await tx
    .insert(storageLocations)
    .values(DEMO_LOCATIONS.map((code) => ({ branchId: seed.branchId, code })))
    .returning();
  const [agreement] = await tx
    .insert(storageAgreements)
    .values({
      applicationId: seed.application.id,
      customerId: seed.customer.id,
      branchId: seed.branchId,
      volume: 25,
      startDate: seed.startDate,
      endDate: isoDate(160),
      status: 'active',
      createdBy: seed.employee.id,
    })
    .returning();
  if (!agreement) throw new Error('demo agreement missing');
  await settleBranchSpace(tx, seed.branchId);
  // Priced as an approval prices it, so the demo's agreement is billed like any other.
  await recordAgreedPrice(tx, agreement, seed.application, seed.employee.id);
  await tx.insert(assignments).values({
    task: `Intake for storage application #${seed.application.id}`,
    description: "Receive the demo customer's artwork.",
    facts: {
      kind: 'intake',
      application_id: seed.application.id,
      customer: seed.application.fullName,
      item_type: seed.application.itemType,
      volume: agreement.volume,
      end_date: agreement.endDate,
    },
    status: 'completed',
    progress: 100,
    category: 'Intake',
    kind: 'intake',
    agreementId: agreement.id,
    employeeId: seed.employee.id,
    branchId: seed.branchId,
    createdBy: seed.employee.id,
    dueDate: new Date(`${seed.startDate}T23:59:59.000Z`),
  });
  const lots = await tx
    .insert(goods)
    .values(
      DEMO_AGREEMENT_LOTS.map(([productId, name, pieces, value, note], i) => ({
        productId,
        name,
        category: 'Artwork',
        ownerId: seed.customer.id,
        status: 'stored',
        value,
        pricePerUnit: value,
        lowStockThreshold: CUSTOMER_LOT_LOW_STOCK_THRESHOLD,
        branchId: seed.branchId,
        storageDate: agreement.startDate,
        storageEndDate: agreement.endDate,
        quantity: 1,
        pieces,
        conditionNote: note,
        agreementId: agreement.id,
        locationId: locations[i]!.id,
        location: locations[i]!.code,
      })),
    )
    .returning();
  await insertMovements(
    tx,
    lots.map((lot) => initialStockMovement(lot, seed.employee.id, 'Received at intake')),
  );
  await tx.insert(goodStatusHistory).values(
    lots.flatMap((lot) => [
      {
        goodId: lot.id,
        status: 'pending',
        note: `Received at intake, location ${lot.location}`,
        changedBy: seed.employee.id,
      },
      { goodId: lot.id, status: 'stored', note: `Stored, location ${lot.location}`, changedBy: seed.employee.id },
    ]),
  );
  await tx.insert(agreementEvents).values([
    { agreementId: agreement.id, kind: 'approved', detail: null, actorId: seed.employee.id },
    ...lots.map((lot) => ({
      agreementId: agreement.id,
      kind: 'lot_received',
      facts: timelineFacts.lotReceived(lot.name, lot.pieces ?? 1, lot.location ?? ''),
      actorId: seed.employee.id,
    })),
    {
      agreementId: agreement.id,
      kind: 'intake_completed',
      facts: timelineFacts.intakeCompleted(lots.length),
      actorId: seed.employee.id,
    },
  ]);
}
