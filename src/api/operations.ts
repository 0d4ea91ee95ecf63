// The client's calls typed by the server's contracts (server/openapi/contract.ts): types only, so nothing of
// the server reaches the bundle. A new route file adds its module to `Contracts`; a route added to a listed
// file is typed with no edit here.
import type { AnswerOf, BodyOf, Contract } from '../../server/openapi/contract.js';
import type * as accountSecurity from '../../server/routes/account-security.js';
import type * as auth from '../../server/routes/auth.js';
import type * as content from '../../server/routes/content.js';
import type * as depositMethods from '../../server/routes/deposit-methods.js';
import type * as exportsRoutes from '../../server/routes/exports.js';
import type * as funds from '../../server/routes/funds.js';
import type * as markets from '../../server/routes/markets.js';
import type * as me from '../../server/routes/me.js';
import type * as messages from '../../server/routes/messages.js';
import type * as news from '../../server/routes/news.js';
import type * as orders from '../../server/routes/orders.js';
import type * as priceRecord from '../../server/routes/price-record.js';
import type * as publicRoutes from '../../server/routes/public.js';
import type * as savings from '../../server/routes/savings.js';
import type * as streamTickets from '../../server/routes/stream-tickets.js';
import type * as support from '../../server/routes/support.js';
import type * as verification from '../../server/routes/verification.js';
import type * as withdrawalAccounts from '../../server/routes/withdrawal-accounts.js';

type ContractsOf<Module> = Extract<Module[keyof Module], Contract>;
type Contracts =
  | ContractsOf<typeof accountSecurity>
  | ContractsOf<typeof auth>
  | ContractsOf<typeof content>
  | ContractsOf<typeof depositMethods>
  | ContractsOf<typeof exportsRoutes>
  | ContractsOf<typeof funds>
  | ContractsOf<typeof markets>
  | ContractsOf<typeof me>
  | ContractsOf<typeof messages>
  | ContractsOf<typeof news>
  | ContractsOf<typeof orders>
  | ContractsOf<typeof priceRecord>
  | ContractsOf<typeof publicRoutes>
  | ContractsOf<typeof savings>
  | ContractsOf<typeof streamTickets>
  | ContractsOf<typeof support>
  | ContractsOf<typeof verification>
  | ContractsOf<typeof withdrawalAccounts>;

type WithoutQuery<Url extends string> = Url extends `${infer Path}?${string}` ? Path : Url;
/** Whether a URL fits a contract's path, segment by segment: `:symbol` stands for any one segment. */
type Fits<Url extends string, Path extends string> = Path extends `:${string}/${infer PathRest}`
  ? Url extends `${string}/${infer UrlRest}`
    ? Fits<UrlRest, PathRest>
    : false
  : Path extends `:${string}`
    ? Url extends `${string}/${string}`
      ? false
      : true
    : Path extends `${infer Literal}/${infer PathRest}`
      ? Url extends `${Literal}/${infer UrlRest}`
        ? Fits<UrlRest, PathRest>
        : false
      : Url extends Path
        ? true
        : false;

/** The contract a call's method and URL reach (a query may follow the path); each URL of a union its own. */
export type ContractOf<Method extends Contract['method'], Url extends string> = Url extends string
  ? Contracts extends infer C
    ? C extends Contract & { method: Method }
      ? Fits<WithoutQuery<Url>, C['path']> extends true
        ? C
        : never
      : never
    : never
  : never;

/** A URL that some contract of `Method` answers; the compiler names the URL that none does. */
export type KnownUrl<Method extends Contract['method'], Url extends string> = [ContractOf<Method, Url>] extends [never]
  ? `no ${Method} contract has the path ${Url}`
  : Url;

export type Answer<Method extends Contract['method'], Url extends string> = AnswerOf<ContractOf<Method, Url>>;
export type Body<Method extends Contract['method'], Url extends string> = BodyOf<ContractOf<Method, Url>>;
