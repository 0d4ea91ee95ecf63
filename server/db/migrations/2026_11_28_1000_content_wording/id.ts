/** Bahasa Indonesia texts of 2026_11_28_1000_content_wording; frozen with it. Only the pages it rewrites. */
export const pages = {
  help: {
    title: 'Cara trading',
    paragraphs: [
      'Pilih produk di Beranda atau Produk. Layar produk menampilkan harga langsung, harga satu jam terakhir, dan panel trading.',
      'Pilih periode. Setiap periode menampilkan tingkat hasilnya: tambahan yang diterima order yang menang di luar modalnya.',
      'Masukkan modal dalam rentang yang tertera di bawah kolom, lalu ketuk "Naik" jika Anda memperkirakan harga lebih tinggi saat periode berakhir, atau "Turun" jika lebih rendah. Periksa ringkasannya lalu konfirmasi. Sebelum order pertama, Anda diminta membaca dan menyetujui peringatan risiko.',
      'Selama order terbuka, modal ditahan dari saldo tersedia; hitung mundurnya ada di "Posisi". Saat periode berakhir, server menyelesaikan order sesuai aturan trading: menang membayar kembali modal ditambah modal × tingkat hasil, kalah kehilangan seluruh modal, seri atau tidak berlaku mengembalikan modal. Setiap order yang selesai menampilkan harga yang menentukannya.',
      'Setor dana: buka Setor dana, pilih metode pembayaran, masukkan jumlah, dan bayar sesuai detail serta kode referensi yang ditampilkan. Dana masuk setelah pembayaran dikonfirmasi.',
      'Tarik dana: tautkan rekening bank untuk penarikan sekali (perubahan melalui layanan pelanggan), lalu masukkan jumlah dan kata sandi transaksi. Biaya penarikan ditampilkan sebelum konfirmasi. Selama ditinjau, jumlah dan biaya ditahan; jika penarikan gagal, keduanya kembali ke saldo tersedia. Lima kali salah kata sandi transaksi berturut-turut mengunci penarikan selama 15 menit.',
    ],
  },
  rules: {
    title: 'Aturan trading',
    paragraphs: [
      'Order hanya diterima saat pasar buka, dengan modal dalam rentang produk dan tidak melebihi saldo tersedia.',
      'Harga masuk: tick terakhir saat server menerima order Anda.',
      'Harga keluar: tick terakhir pada atau sebelum jatuh tempo, final setelah tick berikutnya tiba.',
      'Naik: harga keluar di atas harga masuk menang; di bawahnya, modal hilang.',
      'Turun: harga keluar di bawah harga masuk menang; di atasnya, modal hilang.',
      'Harga keluar sama dengan harga masuk berarti seri: modal dikembalikan.',
      'Tidak ada tick dalam 5 detik sebelum jatuh tempo: order tidak berlaku dan modal dikembalikan.',
      'Jika menang, Anda menerima modal ditambah modal × tingkat hasil. Hasil dibulatkan ke bawah hingga sen.',
      'Setiap order diselesaikan satu kali oleh server dari harga yang tercatat. Tidak ada yang bisa mengubah hasilnya.',
    ],
  },
  risk: {
    title: 'Peringatan risiko',
    paragraphs: [
      'Trading berjangka waktu tetap berarti menebak apakah harga lebih tinggi atau lebih rendah saat periode berakhir.',
      'Jika tebakan benar, Anda menerima tingkat hasil periode yang dipilih (75–90%) di atas modal. Jika salah, Anda kehilangan seluruh modal, bukan sebagian. Karena kemenangan membayar lebih kecil daripada kerugian, Anda harus benar lebih dari separuh waktu hanya untuk impas.',
      'Hasil dibulatkan ke bawah hingga sen.',
      'Jika aplikasi menampilkan "Harga simulasi", harga berasal dari simulator, bukan dari pasar sungguhan.',
      'Order diselesaikan berdasarkan harga yang dicatat server, sesuai aturan trading. Harga masa lalu tidak menunjukkan harga masa depan. Bertradinglah hanya dengan uang yang sanggup Anda relakan.',
    ],
  },
  about: {
    title: 'Tentang Uptick',
    paragraphs: [
      'Uptick adalah aplikasi seluler untuk menebak naik atau turunnya harga pasar dalam jangka waktu tetap, dengan setor dan tarik dana.',
      'Setiap perubahan saldo dicatat di buku besar yang dicocokkan dengan saldo. Order hanya diselesaikan dari harga yang tercatat, sesuai aturan trading yang dipublikasikan, dan setiap order yang selesai menampilkan harga masuk dan harga keluarnya.',
    ],
  },
  info: {
    title: 'Informasi platform',
    paragraphs: [
      'Harga berasal dari data pasar. Jika harga disimulasikan, aplikasi menyebutkannya di sebelah harga.',
      'Waktu ditampilkan dalam zona waktu perangkat Anda; angka harian seperti laba/rugi hari ini mengikuti hari platform.',
      'Untuk bantuan soal akun, hubungi kami melalui "Layanan pelanggan" di Beranda.',
    ],
  },
};
