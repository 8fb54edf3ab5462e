/**
 * Mock data of one believable workspace, shared by every product screen so the numbers agree from
 * screen to screen: Brightlane Studio, a small design and print studio, at the end of June 2026,
 * billing clients in US dollars, euros and pounds. Amounts are in the invoice's own currency; the
 * dashboards and reports sum them in the workspace's reporting currency, US dollars.
 */

export type Currency = 'USD' | 'EUR' | 'GBP';

export type InvoiceStatus = 'Draft' | 'Sent' | 'Paid' | 'Overdue';

export type Client = {
  id: string;
  company: string;
  contact: string;
  email: string;
  country: string;
  currency: Currency;
  invoiceCount: number;
  /** Unpaid, in the client's currency. */
  balance: number;
  /** Paid in the last twelve months, in US dollars. */
  paidThisYear: number;
  lastInvoice: string;
};

export type Invoice = {
  number: string;
  clientId: string;
  issued: string;
  due: string;
  amount: number;
  currency: Currency;
  status: InvoiceStatus;
};

export type CatalogueItem = {
  sku: string;
  name: string;
  description: string;
  kind: 'Service' | 'Product';
  unit: string;
  price: number;
  currency: Currency;
  /** Percent. */
  taxRate: number;
};

/** The signed-in user and the company they bill as. */
export const workspace = {
  company: 'Brightlane Studio Ltd',
  user: 'Maya Chen',
  userEmail: 'maya@brightlane.studio',
  initials: 'MC',
  role: 'Owner',
  today: '2026-06-26',
  trialDaysLeft: 12,
  trialLength: 14,
  nextInvoiceNumber: 'INV-2026-0143',
} as const;

export const clients: Client[] = [
  {
    id: 'northwind',
    company: 'Northwind Traders Ltd',
    contact: 'Olivia Hart',
    email: 'accounts@northwindtraders.co.uk',
    country: 'United Kingdom',
    currency: 'GBP',
    invoiceCount: 24,
    balance: 4850,
    paidThisYear: 61240,
    lastInvoice: '2026-06-24',
  },
  {
    id: 'acme',
    company: 'Acme Robotics Inc.',
    contact: 'Daniel Brooks',
    email: 'ap@acmerobotics.com',
    country: 'United States',
    currency: 'USD',
    invoiceCount: 31,
    balance: 12400,
    paidThisYear: 84650,
    lastInvoice: '2026-06-22',
  },
  {
    id: 'kessler',
    company: 'Kessler & Vogt GmbH',
    contact: 'Lena Kessler',
    email: 'buchhaltung@kessler-vogt.de',
    country: 'Germany',
    currency: 'EUR',
    invoiceCount: 17,
    balance: 3920,
    paidThisYear: 47310,
    lastInvoice: '2026-06-19',
  },
  {
    id: 'bluefin',
    company: 'Bluefin Logistics S.r.l.',
    contact: 'Marco Rossi',
    email: 'finance@bluefinlogistics.it',
    country: 'Italy',
    currency: 'EUR',
    invoiceCount: 12,
    balance: 2760,
    paidThisYear: 29870,
    lastInvoice: '2026-06-18',
  },
  {
    id: 'harbor',
    company: 'Harbor & Pine Co.',
    contact: 'Sarah Kim',
    email: 'billing@harborpine.com',
    country: 'United States',
    currency: 'USD',
    invoiceCount: 19,
    balance: 0,
    paidThisYear: 38420,
    lastInvoice: '2026-06-11',
  },
  {
    id: 'lumen',
    company: 'Lumen Health Clinics',
    contact: "James O'Neill",
    email: 'payables@lumenhealth.ie',
    country: 'Ireland',
    currency: 'EUR',
    invoiceCount: 9,
    balance: 1480,
    paidThisYear: 21560,
    lastInvoice: '2026-06-09',
  },
  {
    id: 'cobalt',
    company: 'Cobalt Media Group',
    contact: 'Priya Nair',
    email: 'invoices@cobaltmedia.co.uk',
    country: 'United Kingdom',
    currency: 'GBP',
    invoiceCount: 14,
    balance: 2215,
    paidThisYear: 33980,
    lastInvoice: '2026-06-05',
  },
  {
    id: 'summit',
    company: 'Summit Outdoor Supply',
    contact: 'Ethan Walker',
    email: 'ap@summitoutdoor.com',
    country: 'United States',
    currency: 'USD',
    invoiceCount: 8,
    balance: 5390,
    paidThisYear: 18740,
    lastInvoice: '2026-05-28',
  },
  {
    id: 'moreau',
    company: 'Atelier Moreau',
    contact: 'Camille Moreau',
    email: 'compta@ateliermoreau.fr',
    country: 'France',
    currency: 'EUR',
    invoiceCount: 6,
    balance: 0,
    paidThisYear: 12690,
    lastInvoice: '2026-05-21',
  },
  {
    id: 'greenleaf',
    company: 'Greenleaf Grocers',
    contact: 'Tom Fletcher',
    email: 'accounts@greenleafgrocers.co.uk',
    country: 'United Kingdom',
    currency: 'GBP',
    invoiceCount: 11,
    balance: 960,
    paidThisYear: 15320,
    lastInvoice: '2026-05-14',
  },
];

export const clientById = (id: string): Client => {
  const client = clients.find((candidate) => candidate.id === id);
  if (!client) throw new Error(`No mock client ${id}`);
  return client;
};

export const invoices: Invoice[] = [
  {
    number: 'INV-2026-0142',
    clientId: 'northwind',
    issued: '2026-06-24',
    due: '2026-07-24',
    amount: 4850,
    currency: 'GBP',
    status: 'Sent',
  },
  {
    number: 'INV-2026-0141',
    clientId: 'acme',
    issued: '2026-06-22',
    due: '2026-07-22',
    amount: 12400,
    currency: 'USD',
    status: 'Draft',
  },
  {
    number: 'INV-2026-0140',
    clientId: 'kessler',
    issued: '2026-06-19',
    due: '2026-07-19',
    amount: 3920,
    currency: 'EUR',
    status: 'Sent',
  },
  {
    number: 'INV-2026-0139',
    clientId: 'bluefin',
    issued: '2026-06-18',
    due: '2026-07-02',
    amount: 2760,
    currency: 'EUR',
    status: 'Sent',
  },
  {
    number: 'INV-2026-0138',
    clientId: 'harbor',
    issued: '2026-06-11',
    due: '2026-06-25',
    amount: 6300,
    currency: 'USD',
    status: 'Paid',
  },
  {
    number: 'INV-2026-0137',
    clientId: 'lumen',
    issued: '2026-06-09',
    due: '2026-06-23',
    amount: 1480,
    currency: 'EUR',
    status: 'Overdue',
  },
  {
    number: 'INV-2026-0136',
    clientId: 'cobalt',
    issued: '2026-06-05',
    due: '2026-06-19',
    amount: 2215,
    currency: 'GBP',
    status: 'Overdue',
  },
  {
    number: 'INV-2026-0135',
    clientId: 'summit',
    issued: '2026-05-28',
    due: '2026-06-11',
    amount: 5390,
    currency: 'USD',
    status: 'Overdue',
  },
  {
    number: 'INV-2026-0134',
    clientId: 'moreau',
    issued: '2026-05-21',
    due: '2026-06-20',
    amount: 3150,
    currency: 'EUR',
    status: 'Paid',
  },
  {
    number: 'INV-2026-0133',
    clientId: 'greenleaf',
    issued: '2026-05-14',
    due: '2026-06-13',
    amount: 960,
    currency: 'GBP',
    status: 'Paid',
  },
  {
    number: 'INV-2026-0132',
    clientId: 'acme',
    issued: '2026-05-12',
    due: '2026-06-11',
    amount: 9875,
    currency: 'USD',
    status: 'Paid',
  },
];

export const catalogue: CatalogueItem[] = [
  {
    sku: 'SRV-BRAND',
    name: 'Brand identity design',
    description: 'Logo, palette, typography and guidelines',
    kind: 'Service',
    unit: 'project',
    price: 4800,
    currency: 'USD',
    taxRate: 20,
  },
  {
    sku: 'SRV-WEB',
    name: 'Web design and development',
    description: 'Design, build and launch, per hour',
    kind: 'Service',
    unit: 'hour',
    price: 95,
    currency: 'USD',
    taxRate: 20,
  },
  {
    sku: 'SRV-UX',
    name: 'UX audit',
    description: 'Heuristic review with a prioritised report',
    kind: 'Service',
    unit: 'project',
    price: 1650,
    currency: 'EUR',
    taxRate: 20,
  },
  {
    sku: 'SRV-RET',
    name: 'Design support retainer',
    description: 'Up to 20 hours of design work a month',
    kind: 'Service',
    unit: 'month',
    price: 1200,
    currency: 'GBP',
    taxRate: 20,
  },
  {
    sku: 'PRD-BRO-250',
    name: 'Printed brochure, A4',
    description: '12 pages, silk 170 gsm, box of 250',
    kind: 'Product',
    unit: 'box',
    price: 340,
    currency: 'GBP',
    taxRate: 0,
  },
  {
    sku: 'PRD-BAN',
    name: 'Trade show banner',
    description: 'Roll-up, 85 × 200 cm, with carry case',
    kind: 'Product',
    unit: 'item',
    price: 189,
    currency: 'EUR',
    taxRate: 20,
  },
  {
    sku: 'PRD-NBK',
    name: 'Branded notebook',
    description: 'A5 hardback, foil-stamped logo',
    kind: 'Product',
    unit: 'item',
    price: 14.5,
    currency: 'USD',
    taxRate: 5,
  },
  {
    sku: 'PRD-CRD',
    name: 'Business cards',
    description: 'Two-sided, 400 gsm, pack of 500',
    kind: 'Product',
    unit: 'pack',
    price: 79,
    currency: 'GBP',
    taxRate: 20,
  },
  {
    sku: 'SRV-HOST',
    name: 'Managed website hosting',
    description: 'Hosting, backups and updates',
    kind: 'Service',
    unit: 'month',
    price: 49,
    currency: 'USD',
    taxRate: 0,
  },
];

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Paid per month in US dollars, January to December; the current year runs to June. */
export const earningsByYear: Record<number, (number | null)[]> = {
  2024: [18200, 19500, 22800, 21400, 24900, 25300, 22100, 20800, 26400, 27900, 30200, 28700],
  2025: [29500, 31800, 34200, 33100, 37600, 36400, 31200, 28400, 35900, 38100, 41600, 36300],
  2026: [39800, 42500, 46900, 44200, 51700, 48900, null, null, null, null, null, null],
};

/** Whole years before those broken down by month. */
export const earlierYearTotals: Record<number, number> = { 2022: 142600, 2023: 211900 };

export const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

export const yearTotal = (year: number) => earlierYearTotals[year] ?? sum(earningsByYear[year] ?? []);

/** The last twelve months, July 2025 to June 2026, each with the same month a year earlier. */
export const lastTwelveMonths = [6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5].map((monthIndex, position) => {
  const year = position < 6 ? 2025 : 2026;
  return {
    label: months[monthIndex] ?? '',
    year,
    value: earningsByYear[year]?.[monthIndex] ?? 0,
    previous: earningsByYear[year - 1]?.[monthIndex] ?? 0,
  };
});

/** Invoices issued this year, by status. */
export const invoiceCounts: Record<InvoiceStatus, number> = { Paid: 86, Sent: 24, Overdue: 5, Draft: 7 };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$12,400.00", "€3,920.00", "£4,850.00"; `whole` drops the cents. */
export function money(amount: number, currency: Currency = 'USD', whole = false): string {
  const key = `${currency}-${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** "$48.9k", for chart axes and callouts. */
export const compactMoney = (amount: number) => (amount === 0 ? '$0' : `$${Math.round(amount / 100) / 10}k`);

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 24, 2026". */
export const date = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** "+34%" between two amounts. */
export const percentChange = (current: number, previous: number) => {
  const change = Math.round(((current - previous) / previous) * 100);
  return `${change >= 0 ? '+' : '−'}${Math.abs(change)}%`;
};

export type LineItem = { sku: string; detail: string; quantity: number; unitPrice: number; taxRate: number };

/** The invoice being written on the editor screen and previewed on the templates screen, in pounds. */
export const draftInvoice = {
  number: 'INV-2026-0143',
  clientId: 'northwind',
  currency: 'GBP' as Currency,
  issued: '2026-06-26',
  due: '2026-07-26',
  lines: [
    { sku: 'SRV-BRAND', detail: 'Logo, palette and brand guidelines', quantity: 1, unitPrice: 3800, taxRate: 20 },
    { sku: 'SRV-RET', detail: 'Design support, June 2026', quantity: 1, unitPrice: 1200, taxRate: 20 },
    { sku: 'PRD-BRO-250', detail: '12 pages, silk 170 gsm, box of 250', quantity: 3, unitPrice: 340, taxRate: 0 },
    { sku: 'PRD-CRD', detail: 'Two-sided, 400 gsm, pack of 500', quantity: 4, unitPrice: 79, taxRate: 20 },
  ] satisfies LineItem[],
};

export const catalogueItem = (sku: string) => catalogue.find((item) => item.sku === sku);
export const lineTotal = (line: LineItem) => line.quantity * line.unitPrice;
export const draftSubtotal = sum(draftInvoice.lines.map(lineTotal));
export const draftTax = sum(draftInvoice.lines.map((line) => (lineTotal(line) * line.taxRate) / 100));
export const draftTotal = draftSubtotal + draftTax;
