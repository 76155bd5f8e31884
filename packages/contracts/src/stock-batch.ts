// The stock batch size as a plain constant, so the browser's cart client reads it without zod.
/** spec 000 §7, §9: GET /api/stock/list is asked for at most 15 skus at a time. */
export const STOCK_BATCH_SIZE = 15
