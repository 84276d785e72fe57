/**
 * Which withdrawals wait for an operator before the provider is asked (issue #24). One rule: a withdrawal
 * of MORE than the brand's review threshold (minor units) waits in the console's queue ("in review", pay_status
 * 20); one of the threshold or less goes to the provider at once. An operator edits the threshold per brand
 * (0: every withdrawal waits; null: none does). Risk signals are shown to the reviewer, not used to route:
 * every new account would carry one, and small withdrawals of new players should not wait for a person.
 */
import type { BrandId } from '../brand/client-brands';

/** The code default per brand; a brand not listed reviews nothing until its operator sets a threshold. */
export const DEFAULT_REVIEW_THRESHOLD: Partial<Record<BrandId, number>> = {
  // Brazil: above R$ 500.00 a person looks first (half the demo player's seeded R$ 1,000.00, so the demo shows it).
  br: 50_000,
};

export const defaultReviewThreshold = (brandId: string): number | null =>
  DEFAULT_REVIEW_THRESHOLD[brandId as BrandId] ?? null;

export const needsReview = (amount: number, threshold: number | null): boolean =>
  threshold !== null && amount > threshold;
