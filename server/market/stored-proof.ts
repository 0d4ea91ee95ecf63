/** A proof tick; `source`, `hash` and `prevHash` in proofs of chained ticks. */
export interface ProofTick {
  price: number;
  timeMs: number;
  source?: string;
  hash?: string;
  prevHash?: string;
}

/** The ticks a settled order was priced on, as `order_proofs.body` keeps them (JSON). */
export interface StoredProof {
  /** Absent in proofs stored before the price record: the npm run audit checks a proof's hashes with it. */
  symbol?: string;
  entryTicks: ProofTick[];
  exitTicks: ProofTick[];
  /** Where the ticks came from (`sim`, `binance`, `script`, or several joined by `+`); absent in proofs stored before ticks recorded it. */
  source?: string;
}
