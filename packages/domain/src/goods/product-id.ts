/** Product ids of items: PRD- and six digits (spec 02 section 5), generated on create, never changed. */
export const PRODUCT_ID_PATTERN = /^PRD-\d{6}$/;

/** A candidate product id; the server retries on collision, so randomness only needs to spread. */
export function generateProductId(random: () => number = Math.random): string {
  const digits = Math.min(999_999, Math.floor(random() * 1_000_000));
  return `PRD-${String(digits).padStart(6, '0')}`;
}
