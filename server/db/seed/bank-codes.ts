/**
 * finance/bankcode/get data: the main banks of each SPEC §5 market, by their code in the country's clearing
 * system (Brazil COMPE, Mexico the CLABE's 3-digit bank prefix, Colombia ACH, Peru CCI entity, Argentina
 * BCRA, Philippines and Malaysia SWIFT BIC, India the IFSC bank prefix, Kenya CBK, Vietnam and Thailand
 * national codes). Missing rows are added; an operator's edits and additions are kept.
 */
import type { DbOrTx } from '../database';
import { bankCodes } from '../schema-spec-calls';

export const BANKS: Readonly<Record<string, readonly (readonly [code: string, name: string])[]>> = {
  BR: [
    ['001', 'Banco do Brasil'],
    ['237', 'Bradesco'],
    ['341', 'Itaú Unibanco'],
    ['104', 'Caixa Econômica Federal'],
    ['033', 'Santander Brasil'],
    ['260', 'Nu Pagamentos (Nubank)'],
    ['077', 'Banco Inter'],
    ['336', 'Banco C6'],
    ['290', 'PagSeguro'],
    ['323', 'Mercado Pago'],
  ],
  MX: [
    ['012', 'BBVA México'],
    ['002', 'Banamex'],
    ['014', 'Santander México'],
    ['072', 'Banorte'],
    ['021', 'HSBC México'],
    ['044', 'Scotiabank México'],
    ['036', 'Inbursa'],
    ['127', 'Banco Azteca'],
    ['137', 'BanCoppel'],
    ['646', 'STP'],
  ],
  CO: [
    ['1007', 'Bancolombia'],
    ['1051', 'Davivienda'],
    ['1001', 'Banco de Bogotá'],
    ['1013', 'BBVA Colombia'],
    ['1023', 'Banco de Occidente'],
    ['1002', 'Banco Popular'],
    ['1052', 'Banco AV Villas'],
    ['1507', 'Nequi'],
    ['1551', 'Daviplata'],
  ],
  PE: [
    ['002', 'Banco de Crédito del Perú (BCP)'],
    ['003', 'Interbank'],
    ['011', 'BBVA Perú'],
    ['009', 'Scotiabank Perú'],
    ['038', 'BanBif'],
    ['018', 'Banco de la Nación'],
  ],
  AR: [
    ['011', 'Banco de la Nación Argentina'],
    ['007', 'Banco Galicia'],
    ['072', 'Santander Argentina'],
    ['017', 'BBVA Argentina'],
    ['285', 'Banco Macro'],
    ['014', 'Banco Provincia'],
  ],
  PH: [
    ['BNORPHMM', 'BDO Unibank'],
    ['BOPIPHMM', 'Bank of the Philippine Islands'],
    ['MBTCPHMM', 'Metrobank'],
    ['TLBPPHMM', 'Land Bank of the Philippines'],
    ['PNBMPHMM', 'Philippine National Bank'],
    ['UBPHPHMM', 'UnionBank'],
    ['RCBCPHMM', 'RCBC'],
  ],
  IN: [
    ['SBIN', 'State Bank of India'],
    ['HDFC', 'HDFC Bank'],
    ['ICIC', 'ICICI Bank'],
    ['UTIB', 'Axis Bank'],
    ['KKBK', 'Kotak Mahindra Bank'],
    ['PUNB', 'Punjab National Bank'],
    ['BARB', 'Bank of Baroda'],
  ],
  KE: [
    ['01', 'KCB Bank'],
    ['68', 'Equity Bank'],
    ['11', 'Co-operative Bank of Kenya'],
    ['07', 'NCBA Bank'],
    ['03', 'Absa Bank Kenya'],
    ['02', 'Standard Chartered Kenya'],
  ],
  VN: [
    ['970436', 'Vietcombank'],
    ['970415', 'VietinBank'],
    ['970418', 'BIDV'],
    ['970405', 'Agribank'],
    ['970407', 'Techcombank'],
    ['970422', 'MB Bank'],
    ['970416', 'ACB'],
  ],
  TH: [
    ['002', 'Bangkok Bank'],
    ['004', 'Kasikornbank'],
    ['006', 'Krungthai Bank'],
    ['014', 'Siam Commercial Bank'],
    ['025', 'Bank of Ayudhya (Krungsri)'],
    ['011', 'TMBThanachart (ttb)'],
  ],
  MY: [
    ['MBBEMYKL', 'Maybank'],
    ['CIBBMYKL', 'CIMB Bank'],
    ['PBBEMYKL', 'Public Bank'],
    ['RHBBMYKL', 'RHB Bank'],
    ['HLBBMYKL', 'Hong Leong Bank'],
    ['ARBKMYKL', 'AmBank'],
  ],
};

export async function seedBankCodes(tx: DbOrTx): Promise<void> {
  const rows = Object.entries(BANKS).flatMap(([country, banks]) =>
    banks.map(([code, name], i) => ({ country, code, name, sort: i })),
  );
  await tx
    .insert(bankCodes)
    .values(rows)
    .onConflictDoNothing({ target: [bankCodes.country, bankCodes.code] });
}
