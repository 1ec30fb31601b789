import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customRatePath,
  PARALLEL_SHOCKS_BP,
  parallelShockPath,
  projectDepositCost,
  SCENARIO_QUARTERS,
} from './rate-scenarios';

const PATH = [3, 3.5, 3.5, 3, 3, 3, 3, 3];
const costs = (quarters: { depositCost: number | null }[]) =>
  quarters.map((q) => (q.depositCost === null ? null : Number(q.depositCost.toFixed(10))));

describe('parallelShockPath', () => {
  it('holds the shocked rate for 8 quarters, 100 bp being 1 point, never below 0', () => {
    expect(PARALLEL_SHOCKS_BP).toEqual([-300, -200, -100, 100, 200, 300]);
    expect(SCENARIO_QUARTERS).toBe(8);
    expect(parallelShockPath(2, 100)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(parallelShockPath(4.25, -200)).toEqual(new Array(8).fill(2.25));
    expect(parallelShockPath(0.5, -100)).toEqual(new Array(8).fill(0));
    expect(() => parallelShockPath(2, 0.5)).toThrow(RangeError);
  });
});

describe('customRatePath', () => {
  it('takes 8 rates and names the first one that is missing', () => {
    expect(customRatePath(['1', 1.25, 1.5, 1.5, 1.5, 1.25, 1, 1])).toEqual([
      1, 1.25, 1.5, 1.5, 1.5, 1.25, 1, 1,
    ]);
    expect(() => customRatePath([1, 2, 3])).toThrow('A custom path has 8 quarters, got 3');
    expect(() => customRatePath([1, 2, null, 3, 3, 3, 3, 3])).toThrow(
      'Quarter 3 of the custom path is not a rate',
    );
  });
});

describe('projectDepositCost', () => {
  it('moves the cost by beta times each rate change', () => {
    // Start cost 1 at rate 2; rate changes +1, +0.5, 0, −0.5, 0 … with beta 0.4:
    // 1.4, 1.6, 1.6, 1.4, 1.4, 1.4, 1.4, 1.4
    const projected = projectDepositCost({
      startCost: 1,
      startRate: 2,
      ratePath: PATH,
      beta: { kind: 'single', beta: 0.4 },
      lagQuarters: 0,
    });
    expect(costs(projected)).toEqual([1.4, 1.6, 1.6, 1.4, 1.4, 1.4, 1.4, 1.4]);
    expect(projected[0]).toMatchObject({ quarter: 1, rate: 3, drivingRateChange: 1 });
  });

  it('applies the change one lag later, the pending change before the start first', () => {
    // Lag 1: driving changes +0.25 (into the start quarter), +1, +0.5, 0, −0.5, 0, 0, 0.
    const projected = projectDepositCost({
      startCost: 1,
      startRate: 2,
      ratePath: PATH,
      beta: { kind: 'single', beta: 0.4 },
      lagQuarters: 1,
      priorRateChanges: [0.25],
    });
    expect(costs(projected)).toEqual([1.1, 1.5, 1.7, 1.7, 1.5, 1.5, 1.5, 1.5]);
  });

  it('uses the up-beta for rises and the down-beta for cuts', () => {
    // +1·0.5, +0.5·0.5, 0, −0.5·0.2: 1.5, 1.75, 1.75, 1.65 …
    const projected = projectDepositCost({
      startCost: 1,
      startRate: 2,
      ratePath: PATH,
      beta: { kind: 'asymmetric', upBeta: 0.5, downBeta: 0.2 },
      lagQuarters: 0,
    });
    expect(costs(projected)).toEqual([1.5, 1.75, 1.75, 1.65, 1.65, 1.65, 1.65, 1.65]);
  });

  it('holds the cost at 0 rather than below', () => {
    const projected = projectDepositCost({
      startCost: 0.3,
      startRate: 2,
      ratePath: parallelShockPath(2, -300),
      beta: { kind: 'single', beta: 0.4 },
      lagQuarters: 0,
    });
    expect(projected[0]).toMatchObject({ depositCost: 0, floored: true, drivingRateChange: -2 });
    expect(projected[1]).toMatchObject({ depositCost: 0, floored: false });
  });

  it('leaves the cost unknown from an unknown change on, never reading it as 0', () => {
    const projected = projectDepositCost({
      startCost: 1,
      startRate: 2,
      ratePath: [3, null, 3, 3],
      beta: { kind: 'single', beta: 0.4 },
      lagQuarters: 0,
    });
    expect(costs(projected)).toEqual([1.4, null, null, null]);
    expect(() =>
      projectDepositCost({
        startCost: 1,
        startRate: 2,
        ratePath: PATH,
        beta: { kind: 'single', beta: 0.4 },
        lagQuarters: 2,
        priorRateChanges: [0.25],
      }),
    ).toThrow('A 2-quarter lag needs 2 prior rate changes');
  });
});

describe('projectDepositCost on random paths', () => {
  it('ends at start + beta × the whole rate move when nothing is floored (property)', () => {
    const rate = fc.integer({ min: 0, max: 800 }).map((v) => v / 100);
    fc.assert(
      fc.property(
        rate,
        fc.array(rate, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }).map((v) => v / 100),
        (startRate, path, beta) => {
          const projected = projectDepositCost({
            startCost: 10,
            startRate,
            ratePath: path,
            beta: { kind: 'single', beta },
            lagQuarters: 0,
          });
          expect(projected.at(-1)!.depositCost).toBeCloseTo(
            10 + beta * (path.at(-1)! - startRate),
            9,
          );
        },
      ),
    );
  });
});
