/** Bahasa Indonesia texts seeded by 2026_11_27_1300_create_content_pages; frozen with it. */
export const pages = {
  help: {
    title: 'Cara trading',
    paragraphs: [
      'Pilih produk di Beranda atau Produk. Layar produk menampilkan harga langsung, harga satu jam terakhir, dan panel trading.',
      'Pilih periode. Setiap periode menampilkan tingkat hasilnya: tambahan yang diterima order yang menang di luar modalnya.',
      'Masukkan jumlah dalam rentang yang tertera di bawah kolom, lalu ketuk "Beli naik" jika Anda memperkirakan harga lebih tinggi saat periode berakhir, atau "Beli turun" jika lebih rendah. Periksa ringkasannya lalu konfirmasi. Sebelum order pertama, Anda diminta membaca dan menyetujui peringatan risiko.',
      'Selama order terbuka, modal ditahan dari saldo tersedia; hitung mundurnya ada di "Posisi". Saat periode berakhir, server menyelesaikan order sesuai aturan trading: menang membayar kembali modal ditambah modal × tingkat hasil, kalah kehilangan modal, seri atau batal mengembalikan modal. Setiap order yang selesai menampilkan harga yang menentukannya.',
      'Setor dana: buka Setor dana, pilih metode pembayaran, masukkan jumlah, dan bayar sesuai detail serta kode referensi yang ditampilkan. Dana masuk setelah pembayaran dikonfirmasi.',
      'Tarik dana: tautkan rekening penarikan sekali (perubahan melalui layanan pelanggan), lalu masukkan jumlah dan kata sandi transaksi. Biaya penanganan ditampilkan sebelum konfirmasi. Selama ditinjau, jumlah dan biaya ditahan; jika penarikan gagal, keduanya kembali ke saldo tersedia. Lima kali salah kata sandi transaksi berturut-turut mengunci penarikan selama 15 menit.',
    ],
  },
  rules: {
    title: 'Aturan trading',
    paragraphs: [
      'Order hanya diterima saat pasar buka, dengan modal dalam rentang produk dan tidak melebihi saldo tersedia.',
      'Harga masuk: tick terakhir saat server menerima order Anda.',
      'Harga keluar: tick terakhir pada atau sebelum jatuh tempo, final setelah tick berikutnya tiba.',
      'Beli naik: harga keluar di atas harga masuk menang; di bawahnya, modal hilang.',
      'Beli turun: harga keluar di bawah harga masuk menang; di atasnya, modal hilang.',
      'Harga keluar sama dengan harga masuk berarti seri: modal dikembalikan.',
      'Tidak ada tick dalam 5 detik sebelum jatuh tempo: order batal dan modal dikembalikan.',
      'Jika menang, Anda menerima modal ditambah modal × tingkat hasil.',
      'Setiap order diselesaikan satu kali oleh server dari harga yang tercatat. Tidak ada yang bisa mengubah hasilnya.',
    ],
  },
  risk: {
    title: 'Peringatan risiko',
    paragraphs: [
      'Trading waktu tetap berarti menebak apakah harga lebih tinggi atau lebih rendah saat periode berakhir. Anda bisa kehilangan seluruh modal.',
      'Order diselesaikan dengan harga yang dicatat server, sesuai aturan trading. Harga masa lalu tidak menunjukkan harga masa depan.',
      'Trading-lah hanya dengan uang yang sanggup Anda relakan.',
    ],
  },
  about: {
    title: 'Tentang Uptick',
    paragraphs: [
      'Uptick adalah aplikasi seluler untuk trading naik/turun berjangka waktu tetap atas harga pasar, dengan setor dan tarik dana.',
      'Setiap perubahan saldo dicatat di buku besar yang dicocokkan dengan saldo. Order hanya diselesaikan dari harga yang tercatat, sesuai aturan trading yang dipublikasikan, dan setiap order yang selesai menampilkan harga masuk dan harga keluarnya.',
    ],
  },
  privacy: {
    title: 'Privasi',
    paragraphs: [
      'Kami hanya menyimpan yang diperlukan untuk menjalankan akun Anda: nama akun, nama panggilan, dan nomor telepon; order, setoran, penarikan, dan rekening penarikan Anda; dan jika Anda memverifikasi identitas, nama, nomor identitas, kewarganegaraan, dan foto identitas, yang hanya bisa dilihat oleh Anda dan operator kami.',
      'Kata sandi hanya disimpan sebagai hash dengan salt, dan token masuk hanya sebagai hash. Kami mencatat alamat tempat Anda masuk untuk mencegah tebakan kata sandi.',
      'Aplikasi ini menyimpan status masuk, bahasa, dan pengaturan di perangkat Anda; "Hapus cache" di Pengaturan menghapusnya.',
      'Untuk menanyakan data apa yang kami simpan tentang Anda, atau untuk menutup akun, hubungi layanan pelanggan.',
    ],
  },
  info: {
    title: 'Informasi platform',
    paragraphs: [
      'Harga berasal dari data pasar. Jika harga disimulasikan, aplikasi menyebutkannya di sebelah harga.',
      'Waktu ditampilkan dalam zona waktu perangkat Anda; angka harian seperti laba/rugi hari ini mengikuti hari platform.',
      'Untuk bantuan soal akun, hubungi kami melalui "Layanan online" di Beranda.',
    ],
  },
};
