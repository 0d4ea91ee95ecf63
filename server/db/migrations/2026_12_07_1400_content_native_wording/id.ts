/** Indonesian texts of 2026_12_07_1400_content_native_wording: only the pages it rewrites; frozen with it. */
export const pages = {
  help: {
    title: 'Cara trading',
    paragraphs: [
      'Pilih produk di Beranda atau Produk. Layar produk menampilkan harga langsung, harga satu jam terakhir, dan panel trading.',
      'Pilih periode. Setiap periode menampilkan tingkat hasilnya: tambahan yang diterima order yang menang di luar modalnya.',
      'Masukkan modal dalam rentang yang tertera di bawah kolom, lalu ketuk "Naik" jika Anda memperkirakan harga lebih tinggi saat periode berakhir, atau "Turun" jika lebih rendah. Periksa ringkasannya lalu konfirmasi. Sebelum order pertama, Anda diminta membaca dan menyetujui peringatan risiko.',
      'Selama order terbuka, modal ditahan dari saldo tersedia; hitung mundurnya ada di "Posisi". Saat periode berakhir, server menyelesaikan order sesuai aturan trading: menang membayar kembali modal ditambah modal × tingkat hasil, kalah kehilangan seluruh modal, seri atau tidak berlaku mengembalikan modal. Setiap order yang selesai menampilkan harga yang menentukannya.',
      'Setor dana: buka Setor dana, pilih metode setoran, masukkan jumlah, lalu transfer sesuai detail yang ditampilkan dan tulis kode referensinya. Dana masuk ke saldo setelah transfer dikonfirmasi.',
      'Tarik dana: tautkan rekening penarikan (rekening bank atau dompet kripto), lalu masukkan jumlah dan kata sandi transaksi. Rekening ini dapat diubah di menu Rekening penarikan; setelah diubah, penarikan dijeda sementara demi keamanan, dan waktu dibuka kembali ditampilkan di layar dan di pesan. Biaya penarikan ditampilkan sebelum konfirmasi. Selama ditinjau, jumlah dan biaya ditahan; jika penarikan gagal, keduanya kembali ke saldo tersedia. Lima kali salah kata sandi transaksi berturut-turut mengunci penarikan selama 15 menit.',
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
      'Jika menang, Anda menerima modal ditambah modal × tingkat hasil. Bagian di atas modal dibulatkan ke bawah hingga sen.',
      'Setiap order diselesaikan satu kali oleh server dari harga yang tercatat. Tidak ada yang bisa mengubah hasilnya.',
    ],
  },
  risk: {
    title: 'Peringatan risiko',
    paragraphs: [
      'Trading berjangka waktu tetap berarti memprediksi apakah harga lebih tinggi atau lebih rendah saat periode berakhir.',
      'Jika prediksi benar, Anda menerima tingkat hasil periode yang dipilih (75–90%) di atas modal. Jika salah, Anda kehilangan seluruh modal, bukan sebagian. Karena yang Anda dapat saat menang lebih kecil daripada yang hilang saat kalah, prediksi Anda harus benar lebih dari separuh waktu hanya untuk impas.',
      'Bagian di atas modal dibulatkan ke bawah hingga sen.',
      'Jika aplikasi menampilkan "Harga simulasi", harga berasal dari simulator, bukan dari pasar sungguhan.',
      'Order diselesaikan berdasarkan harga yang dicatat server, sesuai aturan trading. Harga masa lalu tidak menunjukkan harga masa depan. Bertradinglah hanya dengan uang yang sanggup Anda relakan.',
    ],
  },
  about: {
    title: 'Tentang kami',
    paragraphs: [
      'Uptick dijalankan oleh {{operatorName}}, {{operatorAddress}}. Uptick adalah aplikasi seluler untuk memprediksi naik atau turunnya harga pasar dalam jangka waktu tetap, dengan Tabungan Fleksibel, setor dan tarik dana, dalam sepuluh bahasa.',
      'Setiap perubahan saldo dicatat di buku besar yang dicocokkan dengan saldo. Order hanya diselesaikan dari harga yang tercatat, sesuai aturan trading yang dipublikasikan, dan setiap order yang selesai menampilkan harga yang menentukan hasilnya. Tidak seorang pun, termasuk staf kami, dapat memilih hasilnya.',
      'Satu trading bisa kehilangan seluruh modalnya. Bacalah peringatan risiko dan aturan trading di Pusat bantuan sebelum trading.',
      'Kontak: {{operatorEmail}}.',
    ],
  },
  privacy: {
    title: 'Kebijakan privasi',
    paragraphs: [
      'Kebijakan ini menjelaskan apa yang disimpan {{operatorName}} ("kami"), {{operatorAddress}}, tentang Anda saat Anda memakai Uptick, mengapa, di mana, berapa lama, dan siapa lagi yang melihatnya. Pertanyaan dan permintaan: {{operatorEmail}}.',
      '1. Data yang kami kumpulkan. Akun Anda: nama akun, nama panggilan, nomor telepon, kode undangan yang Anda pakai saat mendaftar, serta versi ketentuan dan kebijakan ini yang Anda setujui beserta waktunya. Dana dan trading Anda: order, setoran, penarikan, dana yang dimasukkan ke dan diambil dari tabungan, dan rekening penarikan yang Anda tautkan (nama pemilik, bank dan nomor rekening, atau alamat dompet). Jika Anda memverifikasi identitas: nama, nomor identitas, kewarganegaraan, dan foto kedua sisi kartu identitas.',
      '2. Informasi perangkat dan alamat IP. Log server kami mencatat alamat IP dan jalur setiap permintaan. Alamat asal kata sandi yang salah dihitung paling lama satu hari untuk mencegah tebakan kata sandi. Setiap perangkat tempat Anda masuk menyimpan token acak, yang kami simpan hanya sebagai hash, agar tebakan dari tempat lain tidak dapat mengunci Anda. Kami tidak mengumpulkan lokasi, kontak, atau data dari aplikasi lain.',
      '3. Bahasa Anda. Bahasa yang Anda pilih disimpan di perangkat Anda dan dikirim bersama permintaan teks seperti halaman ini, agar teks tampil dalam bahasa itu. Bahasa tidak disimpan bersama akun Anda.',
      '4. Tujuan. Kami memakai data ini untuk menjalankan akun Anda, memproses order, setoran, dan penarikan, memverifikasi identitas jika diwajibkan hukum, mencegah penipuan dan penyalahgunaan, serta menjawab Anda. Kami tidak menjual data ini dan tidak memakainya untuk iklan.',
      '5. Tempat dan lama penyimpanan. Data Anda disimpan di basis data sistem Uptick yang dijalankan {{operatorName}}, berdasarkan hukum {{operatorJurisdiction}}. Kata sandi hanya disimpan sebagai hash dengan salt. Catatan akun, trading, dan dana disimpan selama akun Anda ada, lalu selama hukum mewajibkan penyimpanan catatan keuangan. Sesi masuk berakhir setelah 30 hari dan tiket pendaftaran setelah 15 menit. Log server disimpan hanya selama diperlukan untuk keamanan dan penanganan gangguan. Di perangkat Anda, "Hapus cache" di Pengaturan menghapus status masuk, bahasa, dan pengaturan.',
      '6. Pihak ketiga. Kami membagikan data hanya bila perlu: kepada bank dan penyedia pembayaran untuk memproses setoran dan penarikan, kepada otoritas bila hukum mewajibkan, dan kepada penyedia layanan yang meng-hosting atau menjalankan Uptick untuk kami sesuai instruksi kami. Tidak ada pihak lain yang menerimanya. Foto identitas Anda hanya bisa dilihat oleh Anda dan operator kami.',
      '7. Konten dan tindakan terlarang. Anda tidak boleh mengunggah dokumen palsu atau milik orang lain, memakai akun, rekening bank, atau metode pembayaran orang lain, mencuci uang, memanipulasi atau menyerang layanan, atau mengirim konten yang melanggar hukum, kasar, atau menyesatkan ke layanan pelanggan. Kami dapat menolak atau membatalkan permintaan terkait, menangguhkan atau menutup akun, dan melaporkannya bila diwajibkan hukum. Penangguhan akun tidak mengambil dana Anda: dana yang sah milik Anda dibayarkan kepada Anda.',
      '8. Hak Anda. Anda dapat menanyakan data yang kami simpan, meminta perbaikan, atau meminta penutupan akun: kirim email ke {{operatorEmail}} atau hubungi layanan pelanggan. Catatan yang wajib kami simpan menurut hukum disimpan sampai kewajiban itu berakhir.',
      '9. Sengketa. Kebijakan ini tunduk pada hukum {{operatorJurisdiction}}. Hubungi kami terlebih dahulu di {{operatorEmail}}. Sengketa yang tidak dapat kita selesaikan bersama diajukan ke pengadilan yang berwenang di alamat terdaftar kami, kecuali hukum negara Anda mengizinkan Anda mengajukannya ke pengadilan setempat.',
      '10. Perubahan. Kami mengumumkan perubahan kebijakan ini di sini. Versi yang Anda setujui dicatat bersama akun Anda.',
    ],
  },
  terms: {
    title: 'Ketentuan penggunaan',
    paragraphs: [
      'Ketentuan ini adalah perjanjian antara Anda dan {{operatorName}}, {{operatorAddress}}, yang menjalankan Uptick. Dengan membuka akun, Anda menyetujui ketentuan ini dan kebijakan privasi.',
      '1. Akun Anda. Anda harus dewasa dan boleh membuat perjanjian serta memperdagangkan produk berjangka waktu tetap di tempat Anda tinggal. Satu orang, satu akun. Rahasiakan kata sandi masuk dan kata sandi transaksi Anda: order dan penarikan yang dibuat dengannya dianggap milik Anda.',
      '2. Trading. Satu trading bisa kehilangan seluruh modalnya. Server menyelesaikan order dari harga yang tercatat sesuai aturan trading yang dipublikasikan, dan order yang sudah diterima tidak dapat dibatalkan. Sebelum order pertama, Anda menyetujui peringatan risiko.',
      '3. Dana. Setoran dikreditkan setelah pembayaran dikonfirmasi. Penarikan dikirim, setelah ditinjau, ke rekening yang Anda tautkan, dikurangi biaya penarikan yang ditampilkan sebelum Anda mengonfirmasi. Tabungan menghasilkan imbal hasil sesuai suku bunga yang diumumkan mulai tanggal yang ditampilkan saat Anda memasukkan dana.',
      '4. Dilarang. Identitas palsu, memakai akun atau metode pembayaran orang lain, pencucian uang, serangan terhadap layanan, dan penyalahgunaan layanan pelanggan. Kami dapat menolak atau membatalkan permintaan tersebut dan menangguhkan atau menutup akun; dana yang sah milik Anda dibayarkan kepada Anda.',
      '5. Perubahan dan penutupan. Kami mengumumkan perubahan ketentuan ini di aplikasi. Anda dapat menutup akun kapan saja melalui layanan pelanggan bila tidak ada order atau penarikan yang masih terbuka.',
      '6. Hukum dan sengketa. Ketentuan ini tunduk pada hukum {{operatorJurisdiction}}. Hubungi kami terlebih dahulu di {{operatorEmail}}. Sengketa yang tidak dapat kita selesaikan bersama diajukan ke pengadilan yang berwenang di alamat terdaftar kami, kecuali hukum negara Anda mengizinkan Anda mengajukannya ke pengadilan setempat.',
    ],
  },
};
