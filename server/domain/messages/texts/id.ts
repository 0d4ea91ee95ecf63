import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: 'Kata sandi transaksi dikunci', body: 'Kata sandi transaksi salah dimasukkan 5 kali berturut-turut, sehingga penarikan dan perubahan kata sandi transaksi dihentikan selama 15 menit. Jika ini bukan Anda, segera ubah kata sandi masuk dan hubungi layanan pelanggan.' },
  trade_password_changed: { title: 'Kata sandi transaksi diubah', body: 'Kata sandi transaksi Anda baru saja diubah. Jika ini bukan Anda, segera hubungi layanan pelanggan.' },
  login_password_changed: { title: 'Kata sandi masuk diubah', body: 'Kata sandi masuk Anda baru saja diubah, dan semua perangkat lain telah dikeluarkan dari akun Anda. Jika ini bukan Anda, segera hubungi layanan pelanggan.' },
  sign_in_locked: { title: 'Masuk dari perangkat baru dijeda', body: 'Seseorang beberapa kali salah memasukkan kata sandi masuk akun Anda di perangkat baru, sehingga perangkat baru untuk sementara tidak dapat masuk. Perangkat yang biasa Anda gunakan tidak terpengaruh. Jika ini bukan Anda, sebaiknya ubah kata sandi masuk Anda.' },
  password_reset: { title: 'Kata sandi diatur ulang', body: 'Kata sandi Anda telah diatur ulang melalui “Lupa kata sandi”, dan semua perangkat telah dikeluarkan dari akun Anda. Jika ini bukan Anda, segera hubungi layanan pelanggan.' },
  withdrawal_account_changed: { title: 'Rekening penarikan diubah', body: 'Rekening penarikan Anda baru saja diubah. Demi keamanan dana Anda, penarikan dijeda dan dapat dilakukan lagi mulai {holdUntil}. Jika ini bukan Anda, segera hubungi layanan pelanggan.' },
  verification_approved: { title: 'Verifikasi identitas disetujui', body: 'Verifikasi identitas Anda telah disetujui. Terima kasih.' },
  verification_rejected: { title: 'Verifikasi identitas belum disetujui', body: 'Verifikasi identitas Anda belum disetujui.\nAlasan: {reason}\nSilakan perbaiki lalu kirim ulang.' },
  deposit_credited: { title: 'Setoran berhasil', body: 'Setoran Anda sebesar {amount} (no. {number}) telah masuk ke saldo tersedia.' },
  deposit_credited_other_amount: { title: 'Setoran berhasil', body: 'Untuk setoran no. {number} Anda menyatakan {declared}; yang diterima {amount}, dan jumlah itulah yang masuk ke saldo tersedia. Jika bukan itu yang Anda kirim, hubungi layanan pelanggan dengan nomor tersebut.' },
  deposit_rejected: { title: 'Setoran ditolak', body: 'Setoran Anda sebesar {amount} (no. {number}) tidak dikreditkan.\nAlasan: {reason}\nJika Anda sudah membayar, hubungi layanan pelanggan dengan nomor tersebut.' },
  withdrawal_approved: { title: 'Penarikan berhasil', body: 'Penarikan Anda sebesar {amount} (no. {number}) telah dibayarkan dan akan segera masuk ke rekening Anda.' },
  withdrawal_failed: { title: 'Penarikan tidak berhasil', body: 'Penarikan Anda sebesar {amount} (no. {number}) tidak dapat diselesaikan.\nAlasan: {reason}\nJumlah penarikan dan biayanya telah dikembalikan ke saldo tersedia.' },
  new_device_sign_in: { title: 'Masuk dari perangkat baru', body: 'Akun Anda baru saja masuk dari perangkat baru ({device}, alamat {address}). Jika ini bukan Anda, keluarkan perangkat itu di Keamanan akun dan segera ubah kata sandi masuk.' },
  two_step_enabled: { title: 'Verifikasi dua langkah diaktifkan', body: 'Verifikasi dua langkah kini aktif: saat masuk dari perangkat baru, menarik dana, atau mengubah rekening penarikan, Anda perlu memasukkan kode dari aplikasi autentikator. Simpan kode pemulihan Anda di tempat yang aman. Jika ini bukan Anda, segera hubungi layanan pelanggan.' },
  two_step_disabled: { title: 'Verifikasi dua langkah dinonaktifkan', body: 'Verifikasi dua langkah baru saja dinonaktifkan. Jika ini bukan Anda, segera ubah kata sandi masuk dan kata sandi transaksi, lalu hubungi layanan pelanggan.' },
  two_step_locked: { title: 'Kode verifikasi dikunci', body: 'Kode verifikasi salah dimasukkan 5 kali berturut-turut, sehingga kode dan penarikan dihentikan selama 15 menit. Jika ini bukan Anda, segera ubah kata sandi dan hubungi layanan pelanggan.' },
  support_reply: { title: 'Layanan pelanggan membalas', body: 'Layanan pelanggan telah membalas pesan Anda. Buka percakapan untuk membacanya.' },
} satisfies NoticeTexts;
