import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: '거래 비밀번호가 잠겼습니다', body: '거래 비밀번호를 5회 연속 잘못 입력하여 출금과 거래 비밀번호 변경이 15분간 중지되었습니다. 본인이 아니라면 즉시 로그인 비밀번호를 변경하고 고객센터에 문의해 주세요.' },
  trade_password_changed: { title: '거래 비밀번호가 변경되었습니다', body: '거래 비밀번호가 방금 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의해 주세요.' },
  login_password_changed: { title: '로그인 비밀번호가 변경되었습니다', body: '로그인 비밀번호가 방금 변경되어 다른 모든 기기에서 로그아웃되었습니다. 본인이 아니라면 즉시 고객센터에 문의해 주세요.' },
  sign_in_locked: { title: '새 기기 로그인이 일시 중지되었습니다', body: '새 기기에서 로그인 비밀번호가 여러 번 잘못 입력되어 당분간 새 기기에서는 로그인할 수 없습니다. 평소 사용하는 기기는 영향을 받지 않습니다. 본인이 아니라면 로그인 비밀번호를 변경하시기 바랍니다.' },
  password_reset: { title: '비밀번호가 재설정되었습니다', body: '‘비밀번호 찾기’로 비밀번호가 재설정되어 모든 기기에서 로그아웃되었습니다. 본인이 아니라면 즉시 고객센터에 문의해 주세요.' },
  withdrawal_account_changed: { title: '출금 계좌가 변경되었습니다', body: '출금 계좌가 방금 변경되었습니다. 자금 보호를 위해 출금이 일시 중지되며 {holdUntil}에 재개됩니다. 본인이 아니라면 즉시 고객센터에 문의해 주세요.' },
  withdrawal_account_added: { title: '출금 계좌가 추가되었습니다', body: '회원님의 계정에 출금 계좌({account})가 방금 추가되었습니다. 자금 보호를 위해 이 계좌로는 {holdUntil}부터 출금할 수 있으며, 다른 출금 계좌는 영향을 받지 않습니다. 본인이 아니라면 ‘출금 계좌’에서 삭제하고 즉시 고객센터에 문의해 주세요.' },
  verification_approved: { title: '본인 인증이 완료되었습니다', body: '본인 인증 심사가 승인되었습니다. 협조해 주셔서 감사합니다.' },
  verification_rejected: { title: '본인 인증이 승인되지 않았습니다', body: '본인 인증이 승인되지 않았습니다: {reason}\n정보를 수정해 다시 제출해 주세요.' },
  deposit_credited: { title: '입금이 반영되었습니다', body: '{amount} 입금(번호 {number})이 사용 가능 잔액에 반영되었습니다.' },
  deposit_credited_other_amount: { title: '입금이 반영되었습니다', body: '입금(번호 {number})의 신청 금액은 {declared}였으나 실제 입금액은 {amount}이며, 실제 입금액이 사용 가능 잔액에 반영되었습니다. 보내신 금액과 다르면 번호와 함께 고객센터에 문의해 주세요.' },
  deposit_rejected: { title: '입금이 거절되었습니다', body: '{amount} 입금(번호 {number})이 반영되지 않았습니다: {reason}\n이미 송금하셨다면 번호와 함께 고객센터에 문의해 주세요.' },
  withdrawal_approved: { title: '출금이 완료되었습니다', body: '{amount} 출금(번호 {number})이 송금되었습니다. 계좌 입금을 확인해 주세요.' },
  withdrawal_failed: { title: '출금이 처리되지 않았습니다', body: '{amount} 출금(번호 {number})을 처리하지 못했습니다: {reason}\n출금액과 수수료는 전액 사용 가능 잔액으로 반환되었습니다.' },
  new_device_sign_in: { title: '새 기기에서 로그인했습니다', body: '방금 새 기기({device}, 주소 {address})에서 계정에 로그인했습니다. 본인이 아니라면 ‘계정 보안’에서 해당 기기를 로그아웃하고 즉시 로그인 비밀번호를 변경해 주세요.' },
  two_step_enabled: { title: '2단계 인증이 켜졌습니다', body: '2단계 인증이 켜졌습니다. 새 기기에서 로그인하거나 출금하거나 출금 계좌를 변경할 때 인증 앱의 코드가 필요합니다. 복구 코드는 안전한 곳에 보관해 주세요. 본인이 아니라면 즉시 고객센터에 문의해 주세요.' },
  two_step_disabled: { title: '2단계 인증이 꺼졌습니다', body: '2단계 인증이 방금 꺼졌습니다. 본인이 아니라면 즉시 로그인 비밀번호와 거래 비밀번호를 변경하고 고객센터에 문의해 주세요.' },
  two_step_locked: { title: '인증 코드가 잠겼습니다', body: '인증 코드를 5회 연속 잘못 입력하여 코드 입력과 출금이 15분간 중지되었습니다. 본인이 아니라면 즉시 비밀번호를 변경하고 고객센터에 문의해 주세요.' },
  support_reply: { title: '고객센터 답변이 도착했습니다', body: '고객센터에서 문의에 답변했습니다. 고객센터 화면에서 확인해 주세요.' },
} satisfies NoticeTexts;
