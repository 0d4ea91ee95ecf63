import { defaultLanguage, isLanguage, type Language } from '../../../src/core/languages.js';

// One SMS segment each: 70 characters where the script needs UCS-2 (CJK, Thai, Vietnamese), 160 where the text
// keeps to the GSM alphabet (en, fr, de, id: no no-break spaces). The code first, so a lock screen shows it.
const texts: Record<Language, (code: string) => string> = {
  'zh-TW': (code) => `Uptick 驗證碼：${code}，10 分鐘內有效，用於重設密碼。請勿告知他人。`,
  'zh-CN': (code) => `Uptick 验证码：${code}，10 分钟内有效，用于重置密码。请勿泄露给他人。`,
  en: (code) => `Uptick code: ${code}. Password reset, valid 10 min. Never share it.`,
  ja: (code) => `Uptick認証コード：${code}（10分間有効）。パスワード再設定用です。他人に教えないでください。`,
  th: (code) => `รหัส Uptick: ${code} ใช้ตั้งรหัสผ่านใหม่ ใช้ได้ 10 นาที ห้ามบอกผู้อื่น`,
  vi: (code) => `Mã Uptick: ${code} để đặt lại mật khẩu, hiệu lực 10 phút. Đừng chia sẻ.`,
  id: (code) => `Kode Uptick: ${code} untuk atur ulang sandi, berlaku 10 menit. Rahasiakan.`,
  ko: (code) => `Uptick 인증번호: ${code} (10분간 유효). 비밀번호 재설정용이며 타인에게 알려 주지 마세요.`,
  fr: (code) => `Code Uptick ${code} pour réinitialiser votre mot de passe, valable dix minutes. Ne le partagez pas.`,
  de: (code) => `Uptick-Code: ${code} zum Zurücksetzen Ihres Passworts, 10 Min. gültig. Nicht weitergeben.`,
};

/** The reset code's SMS in the language the screen asked in, or the default one. */
export function resetCodeText(code: string, lang: string | undefined): string {
  return texts[isLanguage(lang) ? lang : defaultLanguage](code);
}
