/** The demo data set: what a first start in demo mode shows on every screen. */

export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin123',
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@stockyard.example',
  },
  {
    username: 'employee1',
    password: 'emp123',
    role: 'employee',
    firstName: 'Evan',
    lastName: 'Stone',
    email: 'employee1@stockyard.example',
    branch: 0,
  },
  {
    username: 'employee2',
    password: 'emp456',
    role: 'employee',
    firstName: 'Maya',
    lastName: 'Reyes',
    email: 'employee2@stockyard.example',
    branch: 1,
  },
  {
    username: 'customer1',
    password: 'cust123',
    role: 'customer',
    firstName: 'Chris',
    lastName: 'Carter',
    email: 'customer1@stockyard.example',
  },
] as const;

/**
 * Branches at different load levels: 30%, 62%, 78%, 92% and 97% used. The first one's figure
 * includes the demo agreement's 25 stored units (its space is settled once that agreement exists).
 */
export const DEMO_BRANCHES = [
  {
    name: 'Downtown Central',
    location: '120 Market Street, Springfield',
    capacity: 1000,
    otherUse: 275,
    description: 'Our flagship facility in the city centre.',
  },
  {
    name: 'Harbor Logistics Hub',
    location: '8 Dock Road, Port Jefferson',
    capacity: 2500,
    otherUse: 1550,
    description: 'Waterfront warehouse close to the container terminal.',
  },
  {
    name: 'Northside Depot',
    location: '455 Industrial Ave, Riverton',
    capacity: 800,
    otherUse: 624,
    description: 'Climate-controlled units for sensitive goods.',
  },
  {
    name: 'Airport Freight Center',
    location: '2 Cargo Way, Lakeside',
    capacity: 1200,
    otherUse: 1104,
    description: 'Express handling next to the airport cargo area.',
  },
  {
    name: 'Westfield Storage',
    location: '77 Orchard Lane, Westfield',
    capacity: 600,
    otherUse: 582,
    description: null,
  },
] as const;

/** [name, category, sku, supplier, quantity, price, threshold, batch, expiry offset in days or null, branch index] */
export const DEMO_GOODS: readonly (readonly [
  string,
  string,
  string,
  string,
  number,
  string,
  number,
  string,
  number | null,
  number,
])[] = [
  ['Wireless Barcode Scanner', 'Electronics', 'ELE-1001', 'ScanTech Ltd', 42, '129.99', 10, 'B-2401', null, 0],
  ['LED Monitor 27"', 'Electronics', 'ELE-1002', 'Visionary Displays', 6, '219.00', 10, 'B-2402', null, 1],
  ['Thermal Label Printer', 'Electronics', 'ELE-1003', 'ScanTech Ltd', 0, '349.50', 5, 'B-2403', null, 0],
  ['Cotton Work Shirts', 'Clothing', 'CLO-2001', 'Northwind Apparel', 150, '18.75', 20, 'C-1101', null, 2],
  ['Safety Vests (Hi-Vis)', 'Clothing', 'CLO-2002', 'Northwind Apparel', 8, '9.40', 15, 'C-1102', null, 2],
  ['Bottled Spring Water 24pk', 'Food & Beverages', 'FNB-3001', 'Clearwater Co', 320, '6.99', 50, 'F-0901', 20, 1],
  ['Organic Coffee Beans 1kg', 'Food & Beverages', 'FNB-3002', 'Highland Roasters', 35, '24.50', 10, 'F-0902', 120, 3],
  ['Granola Bars Case', 'Food & Beverages', 'FNB-3003', 'Clearwater Co', 12, '31.00', 10, 'F-0903', -5, 3],
  ['Oak Office Desk', 'Furniture', 'FUR-4001', 'Timberline Furnishings', 14, '410.00', 4, 'W-3301', null, 4],
  ['Ergonomic Chair', 'Furniture', 'FUR-4002', 'Timberline Furnishings', 3, '189.00', 5, 'W-3302', null, 0],
  ['Warehouse Operations Handbook', 'Books', 'BOO-5001', 'Ledger Press', 60, '39.95', 10, 'P-0101', null, 1],
  ['Wooden Puzzle Set', 'Toys', 'TOY-6001', 'Playwell', 0, '14.20', 10, 'T-0201', null, 2],
  ['Yoga Mats', 'Sports', 'SPO-7001', 'ActiveLife', 75, '22.00', 10, 'S-0301', null, 3],
  ['Hand Cream 50ml', 'Beauty', 'BEA-8001', 'Bloom Naturals', 9, '7.50', 10, 'Y-0401', 15, 4],
  ['Garden Hose 30m', 'Home & Garden', 'HOM-9001', 'GreenThumb', 28, '45.00', 8, 'H-0501', null, 1],
  ['Brake Pads (Set)', 'Automotive', 'AUT-9101', 'Autoparts Direct', 54, '58.00', 12, 'A-0601', null, 0],
];

/**
 * The demo customer's stored lots: not warehouse stock, so no low-stock threshold (0) and no
 * movements after the submission; staff move them through their statuses.
 * [product id, name, category, status, value, branch index or null, storage date offset in days, quantity]
 */
export const DEMO_CUSTOMER_LOTS: readonly (readonly [
  string,
  string,
  string,
  string,
  string,
  number | null,
  number,
  number,
])[] = [
  ['PRD-200001', 'Family Heirloom Piano', 'Furniture', 'stored', '4800.00', 2, -30, 1],
  ['PRD-200002', 'Archive Boxes (Tax Records)', 'Documents', 'pending', '0', null, 7, 12],
  ['PRD-200003', 'Road Bike', 'Sports', 'active', '1250.00', 0, -10, 1],
];

export const DEMO_ASSIGNMENTS = [
  {
    task: 'Cycle count aisle 4',
    status: 'pending',
    priority: 'medium',
    dueInDays: 3,
    employee: 1,
    branch: 0,
    progress: 0,
    category: 'Inventory',
  },
  {
    task: 'Receive inbound container MSKU-2231',
    status: 'in_progress',
    priority: 'high',
    dueInDays: 1,
    employee: 1,
    branch: 0,
    progress: 40,
    category: 'Receiving',
  },
  {
    task: 'Quarterly fire safety inspection',
    status: 'scheduled',
    priority: 'urgent',
    dueInDays: 10,
    employee: 2,
    branch: 1,
    progress: 0,
    category: 'Safety',
  },
  {
    task: 'Relabel expired food stock',
    status: 'completed',
    priority: 'low',
    dueInDays: -2,
    employee: 2,
    branch: 1,
    progress: 100,
    category: 'Inventory',
  },
  {
    task: 'Reorganise returns area',
    status: 'cancelled',
    priority: 'low',
    dueInDays: -1,
    employee: 1,
    branch: 0,
    progress: 0,
    category: 'General',
  },
] as const;

export const DEMO_APPLICATIONS = [
  { status: 'pending', itemType: 'Household Items', storageType: 'standard', volume: 'medium', notes: null },
  {
    status: 'under_review',
    itemType: 'Business Inventory',
    storageType: 'climate-controlled',
    volume: 'large',
    notes: 'Checking climate-controlled space at Northside.',
  },
  {
    status: 'approved',
    itemType: 'Artwork',
    storageType: 'secure',
    volume: 'small',
    notes: 'Approved for the secure vault.',
  },
  {
    status: 'rejected',
    itemType: 'Vehicles',
    storageType: 'outdoor',
    volume: 'extra-large',
    notes: 'No outdoor space for vehicles at this time.',
  },
] as const;

/** Storage locations of the first demo branch; the demo agreement's lots stand at the first two. */
export const DEMO_LOCATIONS = ['A-01-1', 'A-01-2', 'A-02-1', 'B-01-1', 'B-01-2'] as const;

/** The demo agreement's lots: product id, name, pieces, declared value, condition note. */
export const DEMO_AGREEMENT_LOTS = [
  ['LOT-900001', 'Framed oil painting', 1, '2400.00', 'Small chip on the frame corner'],
  ['LOT-900002', 'Sculpture crate', 3, '1800.00', null],
] as const;

/** A minimal, well-formed PDF so demo documents open in a viewer. */
export const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The demo's billing history (demo-history.ts): a flat late fee and the seller's details on the
 * invoices, then three past months with payments, a credit and one overdue statement.
 */
export const DEMO_BILLING = {
  settings: {
    late_fee_kind: 'flat',
    late_fee_amount: 2500,
    seller_name: 'Stockyard Storage Co.',
    seller_address: '120 Market Street, Springfield',
    payment_instructions: 'Bank transfer to IBAN US00 DEMO 0000 0000 0000, quoting your customer number.',
  },
  /** The agreement starts on this day of the month three months back, so the first statement is pro-rated. */
  agreementStartDay: 10,
  /** The customer registered this many days before the agreement started. */
  registeredDaysBefore: 12,
  paidAfterDays: 8,
  credit: { amount: 1000, reason: 'Goodwill credit: no access during the lift repair', dayOfMonth: 18 },
  /** The share of the second statement the customer paid (in whole units of money): the rest is overdue. */
  partialPaymentPercent: 50,
} as const;
