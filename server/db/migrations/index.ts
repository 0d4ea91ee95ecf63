import type { Migration } from 'kysely';
import * as createUsers from './2026_11_25_2200_create_users.js';
import * as createLedger from './2026_11_25_2300_create_ledger.js';
import * as createMarkets from './2026_11_25_2330_create_markets.js';
import * as partialOrderIndexes from './2026_11_26_0100_partial_order_indexes.js';
import * as leanSettlementWrites from './2026_11_26_0400_lean_settlement_writes.js';
import * as openOrdersByUser from './2026_11_26_0700_open_orders_by_user.js';
import * as openOrdersByExpiry from './2026_11_26_0800_open_orders_by_expiry.js';
import * as openOrdersBySymbol from './2026_11_26_0900_open_orders_by_symbol.js';
import * as numberedOrdersAndTransfers from './2026_11_26_1000_numbered_orders_and_transfers.js';
import * as createLoginFailures from './2026_11_26_1300_create_login_failures.js';
import * as createPlatformSecrets from './2026_11_27_1100_create_platform_secrets.js';
import * as recordTickSource from './2026_11_27_1130_record_tick_source.js';
import * as createTrustedDevices from './2026_11_27_1200_create_trusted_devices.js';
import * as createContentPages from './2026_11_27_1300_create_content_pages.js';
import * as splitPayoutCode from './2026_11_27_1400_split_payout_code.js';
import * as contentWording from './2026_11_28_1000_content_wording.js';
import * as withdrawalReasonCode from './2026_11_28_1200_withdrawal_reason_code.js';
import * as createDepositMethods from './2026_11_29_1000_create_deposit_methods.js';
import * as createSavings from './2026_11_30_1000_create_savings.js';
import * as contentLegalPages from './2026_12_01_1000_content_legal_pages.js';
import * as splitWithdrawalAccountKinds from './2026_12_01_1000_split_withdrawal_account_kinds.js';
import * as createNews from './2026_12_01_1100_create_news.js';
import * as numberWithdrawalsAndDeposits from './2026_12_01_1100_number_withdrawals_and_deposits.js';
import * as createUserConsents from './2026_12_01_1200_create_user_consents.js';
import * as createVerifications from './2026_12_02_1000_create_verifications.js';
import * as createPasswordResetCodes from './2026_12_03_1000_create_password_reset_codes.js';
import * as createMessages from './2026_12_03_1100_create_messages.js';
import * as splitDepositReferenceAndNote from './2026_12_03_1300_split_deposit_reference_and_note.js';
import * as chainTicks from './2026_12_04_1000_chain_ticks.js';
import * as notifyEndedSessions from './2026_12_04_1100_notify_ended_sessions.js';
import * as proofExitTimes from './2026_12_05_1000_proof_exit_times.js';
import * as resetCodeAskers from './2026_12_07_1100_reset_code_askers.js';
import * as photoQuotas from './2026_12_07_1200_photo_quotas.js';
import * as accountSecurity from './2026_12_07_1300_account_security.js';
import * as contentNativeWording from './2026_12_07_1400_content_native_wording.js';
import * as contentWithdrawalAccountChange from './2026_12_07_1500_content_withdrawal_account_change.js';
import * as depositRejectReason from './2026_12_07_1510_deposit_reject_reason.js';
import * as contentZhTwJurisdictionSpacing from './2026_12_07_1520_content_zh_tw_jurisdiction_spacing.js';
import * as keepSeveralWithdrawalAccounts from './2026_12_07_1600_keep_several_withdrawal_accounts.js';
import * as resetRequestsAndYoungSms from './2026_12_07_1700_reset_requests_and_young_sms.js';
import * as helpSeveralWithdrawalAccounts from './2026_12_07_1800_help_several_withdrawal_accounts.js';
import * as houseShards from './2026_12_07_1900_house_shards.js';
import * as queueOpenOrders from './2026_12_07_2000_queue_open_orders.js';

// Listed statically rather than read from the folder, so the server also runs when bundled.
export const migrations: Record<string, Migration> = {
  '2026_11_25_2200_create_users': createUsers,
  '2026_11_25_2300_create_ledger': createLedger,
  '2026_11_25_2330_create_markets': createMarkets,
  '2026_11_26_0100_partial_order_indexes': partialOrderIndexes,
  '2026_11_26_0400_lean_settlement_writes': leanSettlementWrites,
  '2026_11_26_0700_open_orders_by_user': openOrdersByUser,
  '2026_11_26_0800_open_orders_by_expiry': openOrdersByExpiry,
  '2026_11_26_0900_open_orders_by_symbol': openOrdersBySymbol,
  '2026_11_26_1000_numbered_orders_and_transfers': numberedOrdersAndTransfers,
  '2026_11_26_1300_create_login_failures': createLoginFailures,
  '2026_11_27_1100_create_platform_secrets': createPlatformSecrets,
  '2026_11_27_1130_record_tick_source': recordTickSource,
  '2026_11_27_1200_create_trusted_devices': createTrustedDevices,
  '2026_11_27_1300_create_content_pages': createContentPages,
  '2026_11_27_1400_split_payout_code': splitPayoutCode,
  '2026_11_28_1000_content_wording': contentWording,
  '2026_11_28_1200_withdrawal_reason_code': withdrawalReasonCode,
  '2026_11_29_1000_create_deposit_methods': createDepositMethods,
  '2026_11_30_1000_create_savings': createSavings,
  '2026_12_01_1000_content_legal_pages': contentLegalPages,
  '2026_12_01_1000_split_withdrawal_account_kinds': splitWithdrawalAccountKinds,
  '2026_12_01_1100_create_news': createNews,
  '2026_12_01_1100_number_withdrawals_and_deposits': numberWithdrawalsAndDeposits,
  '2026_12_01_1200_create_user_consents': createUserConsents,
  '2026_12_02_1000_create_verifications': createVerifications,
  '2026_12_03_1000_create_password_reset_codes': createPasswordResetCodes,
  '2026_12_03_1100_create_messages': createMessages,
  '2026_12_03_1300_split_deposit_reference_and_note': splitDepositReferenceAndNote,
  '2026_12_04_1000_chain_ticks': chainTicks,
  '2026_12_04_1100_notify_ended_sessions': notifyEndedSessions,
  '2026_12_05_1000_proof_exit_times': proofExitTimes,
  '2026_12_07_1100_reset_code_askers': resetCodeAskers,
  '2026_12_07_1200_photo_quotas': photoQuotas,
  '2026_12_07_1300_account_security': accountSecurity,
  '2026_12_07_1400_content_native_wording': contentNativeWording,
  '2026_12_07_1500_content_withdrawal_account_change': contentWithdrawalAccountChange,
  '2026_12_07_1510_deposit_reject_reason': depositRejectReason,
  '2026_12_07_1520_content_zh_tw_jurisdiction_spacing': contentZhTwJurisdictionSpacing,
  '2026_12_07_1600_keep_several_withdrawal_accounts': keepSeveralWithdrawalAccounts,
  '2026_12_07_1700_reset_requests_and_young_sms': resetRequestsAndYoungSms,
  '2026_12_07_1800_help_several_withdrawal_accounts': helpSeveralWithdrawalAccounts,
  '2026_12_07_1900_house_shards': houseShards,
  '2026_12_07_2000_queue_open_orders': queueOpenOrders,
};
