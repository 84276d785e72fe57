/**
 * SPEC message_type: 1 system notice (operator), 2 bets, 3 wallet (deposits, withdrawals), 4 promotions
 * (bonus, VIP). A plain module: the page imports it without the contract's JSON schemas (TypeBox).
 */
export const MessageType = { System: 1, Bets: 2, Wallet: 3, Promotions: 4 } as const;
