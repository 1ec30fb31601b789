import { XLSX_MEDIA_TYPE } from '@app/core/api/beta-suite';
import { iidOf } from '@app/core/domain/institution-ids';
import ExcelJS, { type Cell, type CellValue, type Worksheet } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCE,
  FED_FUNDS,
  grantCreditUnionNmd,
  importCreditUnion,
  loadBetaSuiteData,
  NORTHGATE,
  QUARTERS,
  SUBJECT,
  yearToDate,
} from '../../../testing/beta-suite-fixtures';
import { addCustomGroup } from '../../../testing/peer-group-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../../testing/test-app';
import { EQUAL_DECAY_FACTORS } from './summary-sheet';
import { testDatabaseKinds } from '../../../testing/test-database';

const SHEETS = [
  'Summary',
  'Inputs',
  'Decay',
  'Regulatory',
  'Cycle Beta',
  'Asymmetric Betas',
  'Rolling Betas',
  'Lags',
  'Peer Rank',
  'Back-Test',
  'Scenarios',
];

/** A credit union passing 40% of Fed Funds' moves on, with no 5300 expense for 2022Q4. */
const UNION = iidOf('credit union', 900007);
const MISSING_QUARTER = '2022-12-31';
const unionCost = FED_FUNDS.map((r, q) =>
  q === 0 ? null : 0.5 + 0.4 * (r - 0.1) + 0.01 * (q % 2),
);
const unionItems = yearToDate(unionCost).map((ytd, q) => ({
  ACCT_010: 3000,
  ACCT_018: 1000,
  ...(QUARTERS[q] === MISSING_QUARTER ? {} : { ACCT_380: ytd, ACCT_381: 0 }),
  ACCT_657: BALANCE[q]!,
  ACCT_902: 0,
  ACCT_911: 0,
  ACCT_630: 0,
}));

const isFormula = (cell: Cell) => cell.type === ExcelJS.ValueType.Formula;
/**
 * A formula cell's formula and cached result, or the plain value. Read from the model: exceljs's
 * `value` getter drops a cached 0 or '' (the file holds them).
 */
const content = (cell: Cell): CellValue =>
  isFormula(cell) ? { formula: cell.formula, result: cell.model.result } : cell.value;
const shown = (cell: Cell) => (isFormula(cell) ? cell.model.result : cell.value);
const formulaOf = (cell: Cell) => (isFormula(cell) ? cell.formula : null);
const dateOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/** The row whose first cell (or the cell of `column`) reads `label`. */
function rowOf(sheet: Worksheet, label: string, column = 1): number {
  for (let row = 1; row <= sheet.rowCount; row++) {
    const value = sheet.getCell(row, column).value;
    if (value === label || dateOf(value) === label) return row;
  }
  throw new Error(`${sheet.name} has no row ${label}`);
}

/** The cell beside a label: the Summary's value, a figure block's first value. */
const beside = (sheet: Worksheet, label: string, labelColumn = 1, offset = 1) =>
  sheet.getCell(rowOf(sheet, label, labelColumn), labelColumn + offset);

async function readPack(client: TestClient, url: string) {
  const response = await client.get(url);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook, sheet: (name: string) => workbook.getWorksheet(name)! };
}

describe.each(testDatabaseKinds)('ALCO pack on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadBetaSuiteData(t.db);
    await importCreditUnion(t.db, 900007, unionItems);
    await grantCreditUnionNmd(t.db);
  });
  afterAll(() => t.close());

  const api = (iid: number, page: string, query: string) =>
    `/api/${iid}/nmd/beta-suite/${page}?${query}`;
  const answers = async (client: TestClient, iid: number, query: string) => {
    const page = async (name: string) => (await client.get(api(iid, name, query))).json();
    return {
      cycle: await page('cycle'),
      asymmetric: await page('asymmetric'),
      lags: await page('lags'),
      regulatory: await page('regulatory'),
      backTest: await page('back-test'),
      scenarios: await page('scenarios'),
    };
  };

  it('gives a bank one workbook whose every assumption is the API’s figure, with its formula', async () => {
    const client = await t.client().login('nmd@example.com');
    const choices =
      'startDate=2021-03-31&endDate=2024-12-31&lag=1&beta=cycle&path=4.5,4.25,4,3.75,3.5,3.5,3.5,3.5';
    const { response, workbook, sheet } = await readPack(
      client,
      api(SUBJECT, 'alco-pack', choices),
    );
    expect(response.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Test Bank 9000003 ALCO pack 2024-12-31.xlsx"; filename*=UTF-8''Test%20Bank%209000003%20ALCO%20pack%202024-12-31.xlsx`,
    );
    expect(workbook.worksheets.map((s) => s.name)).toEqual(SHEETS);
    const pages = await answers(client, SUBJECT, choices);

    const summary = sheet('Summary');
    const figure = (label: string) => shown(beside(summary, label));
    expect(figure('Institution')).toBe('Test Bank 9000003');
    expect(figure('Type')).toBe('Bank');
    expect(dateOf(figure('As of'))).toBe('2024-12-31');
    expect(figure('Lag of the change betas (quarters)')).toBe(1);
    expect(figure('Lag of the projections (quarters)')).toBe(1);
    expect(figure('How the projections’ lag was set')).toBe('the lag chosen');
    expect(figure('Beta applied in projections')).toBe('Cycle beta');
    expect(figure('Cycle beta')).toBe(pages.cycle.cycleBeta);
    expect(figure('Cycle beta')).toBeCloseTo(1.85 / 5.23, 12);
    const up = pages.asymmetric.upBeta;
    expect(figure('Up-beta over the range')).toBe(up.beta);
    expect(figure('Up-beta over the range, 95% CI low')).toBe(up.confidenceInterval[0]);
    expect(figure('Up-beta over the range, 95% CI high')).toBe(up.confidenceInterval[1]);
    // Two falling quarters at most: the API says null, the pack says so in words.
    expect(pages.asymmetric.downBeta).toBeNull();
    expect(figure('Down-beta over the range')).toBe('Insufficient Data');
    expect(figure('Best lag (quarters)')).toBe(pages.lags.bestLag);
    expect(figure('Back-test: mean absolute cost error (pp)')).toBe(
      pages.backTest.backTest.meanAbsoluteCostError,
    );
    expect(figure('Stable share')).toBe(pages.regulatory.stableShare);
    expect(figure('WAL, stable balance (years)')).toBe(pages.regulatory.walYears);
    const plus100 = pages.scenarios.scenarios.find((s: { label: string }) => s.label === '+100 bp');
    expect(figure('Projected cost after 8 quarters, +100 bp (%)')).toBe(
      plus100.projection[7].depositCost,
    );
    expect(figure('Projected cost after 8 quarters, Custom path (%)')).toBe(
      pages.scenarios.scenarios.at(-1).projection[7].depositCost,
    );

    // Each summary line reads the cell of the sheet that works it out.
    expect(formulaOf(beside(summary, 'Cycle beta'))).toMatch(/^'Cycle Beta'!\$\w+\$\d+$/);
    expect(formulaOf(beside(summary, 'Up-beta over the range'))).toMatch(/^'Asymmetric Betas'!/);
    expect(formulaOf(beside(summary, 'Stable share'))).toMatch(/^'Decay'!/);
    const cycleSheet = sheet('Cycle Beta');
    const endRow = rowOf(cycleSheet, '2023-12-31');
    expect(content(cycleSheet.getCell(endRow, 6))).toEqual({
      formula: `IF(ABS(E${endRow})<=1E-9,"",D${endRow}/E${endRow})`,
      result: pages.cycle.cycleBeta,
    });
    const asymmetric = sheet('Asymmetric Betas');
    const upBeta = beside(asymmetric, 'Beta', 8);
    expect(formulaOf(upBeta)).toMatch(/^INDEX\(LINEST\(C2:C\d+,E2:F\d+,TRUE,TRUE\),1,2\)$/);
    expect(formulaOf(beside(asymmetric, '95% CI, low', 8))).toContain('_xlfn.T.INV.2T(0.05,');
    expect(shown(beside(asymmetric, '95% CI, low', 8))).toBe(up.confidenceInterval[0]);
    expect(shown(beside(asymmetric, 'Quarters on the side (n)', 8))).toBe(
      pages.asymmetric.upQuarters,
    );
    const lags = sheet('Lags');
    expect(formulaOf(beside(lags, 'Best lag (quarters)', 10))).toMatch(/^INDEX\(.*MATCH\(MAX\(/);
    const backTest = sheet('Back-Test');
    const firstTest = rowOf(backTest, '2024-03-31');
    expect(content(backTest.getCell(firstTest, 5))).toEqual({
      formula: `MAX(0,E${firstTest - 1}+$N$4*D${firstTest})`,
      result: pages.backTest.backTest.quarters[0].predictedCost,
    });
    const scenarios = sheet('Scenarios');
    // The cycle beta the projection applies is the Cycle Beta sheet's own cell.
    expect(formulaOf(beside(scenarios, 'Beta', 10))).toBe(formulaOf(beside(summary, 'Cycle beta')));
    expect(formulaOf(beside(sheet('Decay'), 'Stable share', 7))).toMatch(/^\$H\$\d+\/\$H\$\d+$/);

    // Missing is blank, never 0: 2020Q4 has no cost, so neither has 2021Q1 a cost change.
    const inputs = sheet('Inputs');
    const q4 = rowOf(inputs, '2020-12-31');
    expect(inputs.getCell(q4, 2).value).toBe(0.1);
    expect(inputs.getCell(q4, 3).value).toBeNull();
    expect(inputs.getCell(q4 + 1, 6).value).toBeNull();
    expect(content(inputs.getCell(q4 + 1, 5))).toEqual({
      formula: `ROUND(B${q4 + 1}-B${q4},10)`,
      result: 0,
    });
    expect(content(inputs.getCell(q4 + 2, 6))).toEqual({
      formula: `ROUND(C${q4 + 2}-C${q4 + 1},10)`,
      result: -0.02,
    });

    // The print layout of the room, on every sheet.
    for (const each of workbook.worksheets) {
      expect(each.pageSetup).toMatchObject({
        paperSize: 1,
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        printTitlesRow: '1:1',
      });
      expect(each.headerFooter.oddHeader).toBe(
        `&LTest Bank 9000003&C${each.name}&RAs of 2024-12-31`,
      );
      expect(each.headerFooter.oddFooter).toBe('&CPage &P of &N');
      expect(each.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
  });

  it('gives a credit union the NCUA NEV values and leaves its missing quarter blank', async () => {
    const client = await t.client().login('cu@example.com');
    const choices = 'startDate=2021-03-31';
    const { sheet } = await readPack(client, api(UNION, 'alco-pack', choices));
    const pages = await answers(client, UNION, choices);
    const summary = sheet('Summary');
    const figure = (label: string) => shown(beside(summary, label));
    expect(figure('Type')).toBe('Credit union');
    expect(figure('Deposit cost')).toBe('Cost of Shares and Deposits (FPR_QCOSTSHDEP)');
    expect(figure('Cycle beta')).toBe(pages.cycle.cycleBeta);
    expect(figure('Up-beta over the range')).toBe(pages.asymmetric.upBeta.beta);
    expect(figure('Best lag (quarters)')).toBe(pages.lags.bestLag);
    expect(figure('Stable share')).toBe(pages.regulatory.stableShare);
    expect(figure('Back-test: mean absolute cost error (pp)')).toBe(
      pages.backTest.backTest.meanAbsoluteCostError,
    );
    // No lag chosen: the projections say theirs is the lag search's best fit.
    const lagNotes: unknown[] = [];
    sheet('Scenarios').eachRow((row) =>
      row.eachCell((cell) => {
        if (String(cell.value).startsWith('Lag ')) lagNotes.push(cell.value);
      }),
    );
    expect(lagNotes).toEqual([
      `Lag ${pages.scenarios.betaUsed.lagQuarters} quarter(s): the best fit of the lag search.`,
    ]);
    expect(figure('How the projections’ lag was set')).toBe('the best fit of the lag search');
    const regulatory = sheet('Regulatory');
    expect(shown(beside(regulatory, 'Price per 100 of balance, base'))).toBe(99);
    expect(formulaOf(beside(regulatory, 'Price change after +300 bp'))).toMatch(/\/B\d+-1$/);
    const verdict = regulatory.getCell(2, 5);
    expect(formulaOf(verdict)).toContain('IF(ISNUMBER(D2),IF(D2>B2,');
    expect(shown(verdict)).toBe(
      pages.regulatory.regulatoryCaps[0].stableShareExceedsCap ? 'Exceeds' : 'Within',
    );
    // The figures capped at each category's caps, as the page shows them.
    pages.regulatory.regulatoryCaps.forEach(
      (cap: { cappedStableShare: number; cappedWalYears: number }, i: number) => {
        expect(shown(regulatory.getCell(i + 2, 8))).toBe(cap.cappedStableShare);
        expect(shown(regulatory.getCell(i + 2, 9))).toBe(cap.cappedWalYears);
      },
    );
    expect(formulaOf(regulatory.getCell(4, 8))).toBe(
      'IF(ISNUMBER(D4),MIN(D4,B4),"Insufficient Data")',
    );
    expect(regulatory.getCell(6, 1).value).toBe(pages.regulatory.summary);

    const inputs = sheet('Inputs');
    const missing = rowOf(inputs, MISSING_QUARTER);
    expect(inputs.getCell(missing, 3).value).toBeNull();
    expect(inputs.getCell(missing, 6).value).toBeNull();
    expect(inputs.getCell(missing + 1, 6).value).toBeNull();
    expect(shown(inputs.getCell(missing - 1, 3))).toBeCloseTo(
      unionCost[QUARTERS.indexOf(MISSING_QUARTER) - 1]!,
      10,
    );
  });

  it('adds a Peer Rank sheet of the Peer Rank page’s figures, the peer percentile and median as formulas', async () => {
    const groupId = await addCustomGroup(t.db, {
      ownerIid: NORTHGATE,
      name: 'Pack peers',
      iids: [101, 102, 103].map((n) => iidOf('bank', n)),
    });
    const bundle = await t.client().login('bundle@example.com');
    const members = [101, 102].map((n) => iidOf('bank', n)).join(',');
    const choices = `startDate=2021-03-31&groupId=${groupId}&members=${members}`;
    const { workbook, sheet } = await readPack(bundle, api(NORTHGATE, 'alco-pack', choices));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(SHEETS);
    const rank = (
      await bundle.get(api(NORTHGATE, `peer-rank/${groupId}`, `members=${members}`))
    ).json();
    const peer = sheet('Peer Rank');
    expect([peer.getCell(1, 2).value, peer.getCell(1, 3).value]).toEqual([
      'Cycle beta',
      'Up-beta over the cycle',
    ]);
    // Figures beside their labels (column E): the cycle beta's, then the up-beta's.
    const figure = (label: string, offset: 1 | 2) => beside(peer, label, 5, offset);
    expect(shown(figure('Peer group', 1))).toBe('Pack peers');
    for (const [offset, key] of [
      [1, 'cycleBeta'],
      [2, 'upBeta'],
    ] as const) {
      expect(shown(figure('Yours', offset))).toBe(rank[key].value);
      expect(shown(figure('Peer percentile', offset))).toBe(rank[key].peerPercentile);
      expect(shown(figure('Peer median', offset))).toBe(rank[key].peer.median);
      expect(shown(figure('Peers with a beta, yours included (n)', offset))).toBe(
        rank[key].peer.count,
      );
      expect(shown(figure('National percentile', offset))).toBe(rank[key].nationalPercentile);
    }
    expect(formulaOf(peer.getCell(2, 2))).toMatch(/^'Cycle Beta'!\$[A-Z]+\$\d+$/);
    expect(formulaOf(figure('Peer median', 1))).toBe('MEDIAN(B2:B4)');
    // The percentile's formula, worked out on the sheet's own list: Northgate's 0.6 above both.
    const list = [2, 3, 4].map((row) => shown(peer.getCell(row, 2)) as number);
    expect(list.slice(1).map((b) => b.toFixed(6))).toEqual(['0.200000', '0.500000']);
    expect(formulaOf(figure('Peer percentile', 1))).toBe(
      'IF(NOT(ISNUMBER($B$2)),"Insufficient Data",IF((COUNT(B2:B4)-1)<1,"No other institution has a beta",SUMPRODUCT(ISNUMBER(B2:B4)*(B2:B4<$B$2))/(COUNT(B2:B4)-1)))',
    );
    expect(list.filter((b) => b < list[0]!).length / (list.length - 1)).toBe(
      rank.cycleBeta.peerPercentile,
    );
    expect(String(peer.getCell(3, 1).value)).toMatch(/^Test Bank 101/);

    // Without a group the sheet says what to do; another organization's group is refused.
    const nmd = await t.client().login('nmd@example.com');
    const alone = await readPack(nmd, api(SUBJECT, 'alco-pack', 'startDate=2021-03-31'));
    expect(alone.sheet('Peer Rank').getCell(2, 1).value).toBe(
      'No peer group was chosen: choose one in the peer selector of the Peer Rank page and download the pack again.',
    );
    const refused = await nmd.get(api(SUBJECT, 'alco-pack', `groupId=${groupId}`));
    const page = await nmd.get(api(SUBJECT, `peer-rank/${groupId}`, ''));
    expect(refused.statusCode).toBe(page.statusCode);
    expect(refused.json().message).toBe(page.json().message);
  });

  it('explains on the Summary when the stable balance’s decay factor equals the balance’s', async () => {
    const client = await t.client().login('nmd@example.com');
    const choices = 'startDate=2021-03-31';
    const { sheet } = await readPack(client, api(SUBJECT, 'alco-pack', choices));
    const decay = (
      await client.get(
        `/api/${SUBJECT}/decay/LBPRNMD?startDate=2021-03-31&endDate=2024-12-31&truncate=true`,
      )
    ).json();
    const summary = sheet('Summary');
    const figure = (label: string) => shown(beside(summary, label));
    expect(figure('Decay factor, stable balance (quarterly)')).toBe(decay.stable.decayFactor);
    expect(figure('Decay factor, balance (quarterly)')).toBe(decay.actual.decayFactor);
    // The fixture's balance grows steadily: its stable balance is the balance where it matters.
    expect(decay.stable.decayFactor.toFixed(6)).toBe(decay.actual.decayFactor.toFixed(6));
    expect(figure('Why the two decay factors are equal')).toBe(EQUAL_DECAY_FACTORS);
  });

  it('refuses bad choices with the pages’ own 400s', async () => {
    const client = await t.client().login('nmd@example.com');
    const message = async (query: string) => {
      const response = await client.get(api(SUBJECT, 'alco-pack', query));
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await message('cycleStart=2022-03-31&cycleEnd=2022-09-30')).toBe(
      'A rate cycle spans at least 4 quarters, got 2022-03-31 to 2022-09-30.',
    );
    expect(await message('rateId=LIBOR')).toBe(
      'Unknown rate LIBOR: use one of DGS10, DGS5, DGS3MO, FEDFUNDS.',
    );
    expect(await message('lag=5')).toContain('must be a whole number of quarters from 0 to 4');
    expect(await message('path=4,4,x,4,4,4,4,4')).toBe(
      'Quarter 3 of the custom path is not a rate.',
    );
    expect(await message('metricId=LBPRNMD')).toBe(
      'LBPRNMD is not a cost or yield metric: a beta relates a cost to a rate.',
    );
    expect(await message('startDate=2024-06-30&endDate=2024-12-31')).toBe(
      'The back-test estimates its beta and decay on the quarters up to 2023Q4 and tests them on the four quarters after; your date range starts later. Choose a start date of 2023Q4 or earlier.',
    );
  });

  it('is in the OpenAPI document as a binary workbook', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const entry = doc.paths['/api/{iid}/nmd/beta-suite/alco-pack'].get;
    expect(entry.tags).toEqual(['metrics']);
    expect(entry.responses['200'].content[XLSX_MEDIA_TYPE].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(entry.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['rateId', 'lag', 'beta', 'path', 'cycle', 'balanceMetricId']),
    );
  });
});
