/**
 * A store that keeps something per account: orders, coins, enrolments, progress, messages,
 * sessions, uploads… When the mock evicts an account (the bound on accounts created at run time,
 * `Accounts.evict`), every such store forgets it through this one interface.
 */
export interface AccountScopedState {
  /** Forgets everything this store keeps for the account. Nothing of any other account may change. */
  dropAccount(accountId: number): void;
  /**
   * Whether the store still keeps anything for the account. May scan the whole store: it is for
   * the eviction tests and checks, never on a request's path.
   */
  hasStateFor(accountId: number): boolean;
  /**
   * When an account is deleted (注销, its cooling-off period over): what the law makes this store keep
   * stays, anonymised, and the rest goes (decision 015). Without it, the purge forgets everything, as
   * `dropAccount` does.
   */
  purgeAccount?(accountId: number): void;
}

/**
 * Every per-account store of one mock instance. A store joins in its own constructor, which takes
 * the registry as its first argument: whoever builds a store must hand it one, so a store cannot
 * be constructed outside the eviction cascade, wherever it is built (the store's composition
 * root, a route module, the live rooms). The cascade runs in registration order.
 */
export class AccountStateRegistry {
  private readonly states: AccountScopedState[] = [];

  register(state: AccountScopedState): void {
    if (!this.states.includes(state)) this.states.push(state);
  }

  /** The eviction cascade: every registered store forgets the account. */
  dropAccount(accountId: number): void {
    for (const state of this.states) state.dropAccount(accountId);
  }

  /** A deleted account's purge: each store keeps what the law requires (`purgeAccount`) and forgets the rest. */
  purgeAccount(accountId: number): void {
    for (const state of this.states) {
      if (state.purgeAccount) state.purgeAccount(accountId);
      else state.dropAccount(accountId);
    }
  }

  /** The registered stores, in registration order. */
  members(): readonly AccountScopedState[] {
    return this.states;
  }
}
