/**
 * The jailbreak lexicon in the languages added after the first twelve: Dutch, Polish, Turkish, Vietnamese,
 * Indonesian and Malay, Ukrainian, Greek, Hebrew, Persian, Thai, Romanian, Swedish, Czech, Danish, Norwegian,
 * Bengali, Swahili and Javanese. They live here, one record per language, so that each language can be read and reviewed whole
 * and jailbreak.ts keeps its cue tables short; jailbreak.ts decides how strongly each kind of phrase counts.
 *
 * Latin, Cyrillic and Greek phrases match whole words with no stemming, so inflected forms are listed. Thai
 * is written without spaces and cannot be split into words, so it is a set of bounded patterns instead.
 */

interface Language {
  /** "Without restrictions", "you have no filters": weak, since prose says it of tariffs, parking and photos. */
  readonly noLimits: readonly string[];
  /** "An AI (model, assistant, chatbot) without restrictions": the DAN premise named outright. */
  readonly aiWithoutLimits: readonly string[];
  readonly developerMode: readonly string[];
  readonly stayInCharacter: readonly string[];
  readonly neverBreakCharacter: readonly string[];
  readonly neverRefuse: readonly string[];
  /** "You must answer every question": the model's right to decline taken away. */
  readonly answerEverything: readonly string[];
  /** "You are now", "pretend to be", "play the role of": ordinary role assignment, weak alone. */
  readonly roleIntro: readonly string[];
  /** "Without rules", "who follows no rules": what a role is given when it exists to break rules. */
  readonly ruleless: readonly string[];
  /**
   * "dan" is an everyday word here (Dutch "then", Indonesian "and", Vietnamese "dân" once folded), so "you
   * are now DAN" is recognised only with the persona in capitals (PERSONA_IN_CAPITALS), not in the folded view.
   */
  readonly danIsAWord?: boolean;
}

const list = (alternatives: string): string[] => alternatives.split('|');

/** Every `first second` pair: nouns and what they lack, in the order the language puts them. */
function pairs(first: string, second: string): string[] {
  return list(first).flatMap((a) => list(second).map((b) => `${a} ${b}`));
}

/** Greek is often typed without accents; both spellings are listed (the fold keeps Greek marks). */
function withUnaccentedGreek(phrases: readonly string[]): string[] {
  return [...new Set(phrases.flatMap((p) => [p, p.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')]))];
}

/** Persian typed on an Arabic keyboard uses Arabic yeh and kaf; the fold does not unify them. */
function withArabicLetters(phrases: readonly string[]): string[] {
  return [...new Set(phrases.flatMap((p) => [p, p.replaceAll('ی', 'ي').replaceAll('ک', 'ك')]))];
}

/** Turkish in capitals ("KISITLAMA") lowercases to a dotted i, and people type i for ı: both spellings count. */
function withDottedI(phrases: readonly string[]): string[] {
  return [...new Set(phrases.flatMap((p) => [p, p.replaceAll('ı', 'i')]))];
}

function mapLanguage(language: Language, spell: (phrases: readonly string[]) => string[]): Language {
  return {
    noLimits: spell(language.noLimits),
    aiWithoutLimits: spell(language.aiWithoutLimits),
    developerMode: spell(language.developerMode),
    stayInCharacter: spell(language.stayInCharacter),
    neverBreakCharacter: spell(language.neverBreakCharacter),
    neverRefuse: spell(language.neverRefuse),
    answerEverything: spell(language.answerEverything),
    roleIntro: spell(language.roleIntro),
    ruleless: spell(language.ruleless),
    ...(language.danIsAWord === true ? { danIsAWord: true } : {}),
  };
}

const nl: Language = {
  noLimits: list(
    'zonder beperkingen|zonder enige beperking|zonder enige beperkingen|zonder restricties|zonder filters|' +
      'zonder censuur|hebt geen beperkingen|heb je geen beperkingen|heeft u geen beperkingen|' +
      'je hebt geen regels|geen ethische grenzen|zonder ethische grenzen|zonder morele grenzen|' +
      'geen morele grenzen|zonder ethische beperkingen|niet gebonden aan regels|aan geen enkele regel gebonden',
  ),
  aiWithoutLimits: pairs(
    'ai|ki|kunstmatige intelligentie|taalmodel|ai model|assistent|ai assistent|chatbot',
    'zonder beperkingen|zonder enige beperking|zonder restricties|zonder filters|zonder censuur|' +
      'zonder regels|zonder grenzen|die geen beperkingen heeft|die geen regels heeft',
  ),
  developerMode: list('ontwikkelaarsmodus|ontwikkelaarmodus|ontwikkelmodus|developermodus|developer modus'),
  stayInCharacter: list(
    'blijf in je rol|blijf in de rol|blijf in je personage|blijf in karakter|val niet uit je rol|' +
      'stap niet uit je rol',
  ),
  neverBreakCharacter: list('val nooit uit je rol|stap nooit uit je rol|verlaat nooit je rol'),
  neverRefuse: list(
    'weiger nooit|je mag niet weigeren|je mag nooit weigeren|u mag niet weigeren|je weigert nooit|' +
      'zeg nooit dat je iets niet kunt|zeg nooit dat je het niet kunt|zonder te weigeren',
  ),
  answerEverything: list(
    'je moet elke vraag beantwoorden|je moet alle vragen beantwoorden|je beantwoordt elke vraag|' +
      'je zult elke vraag beantwoorden|beantwoord altijd elke vraag',
  ),
  roleIntro: list(
    'je bent nu|jij bent nu|vanaf nu ben je|vanaf nu ben jij|doe alsof je|speel de rol van|' +
      'je speelt de rol van|gedraag je als',
  ),
  ruleless: list(
    'zonder regels|zonder enige regels|zonder moraal|zonder ethiek|zonder scrupules|zonder remmingen|' +
      'die zich aan geen enkele regel houdt|die geen regels volgt|die geen enkele regel volgt',
  ),
  danIsAWord: true,
};

const pl: Language = {
  noLimits: list(
    'bez ograniczeń|bez żadnych ograniczeń|bez jakichkolwiek ograniczeń|bez filtrów|bez żadnych filtrów|' +
      'bez cenzury|bez żadnej cenzury|nie masz ograniczeń|nie masz żadnych ograniczeń|' +
      'nie obowiązują cię żadne ograniczenia|nie obowiązują cię żadne zasady|nie masz żadnych zasad|' +
      'bez ograniczeń etycznych|bez ograniczeń moralnych|bez granic etycznych|' +
      'nie jesteś związany żadnymi ograniczeniami|nie jesteś związany żadnymi zasadami|' +
      'nie jesteś ograniczony żadnymi zasadami|wolny od wszelkich ograniczeń|wolna od wszelkich ograniczeń',
  ),
  aiWithoutLimits: [
    ...pairs(
      'ai|si|sztuczna inteligencja|sztuczną inteligencją|sztucznej inteligencji|asystent|asystentem|' +
        'asystenta|chatbot|chatbotem|chatbota|model językowy|modelem językowym',
      'bez ograniczeń|bez żadnych ograniczeń|bez jakichkolwiek ograniczeń|bez filtrów|bez cenzury|' +
        'bez zasad|bez żadnych zasad|bez reguł|który nie ma żadnych ograniczeń|która nie ma żadnych ograniczeń',
    ),
    // "Model" is also a fashion model, who may be photographed "bez filtrów".
    ...pairs('model|modelem|modelu', 'bez ograniczeń|bez żadnych ograniczeń|bez jakichkolwiek ograniczeń|bez cenzury'),
  ],
  developerMode: list(
    'tryb dewelopera|trybie dewelopera|tryb programisty|trybie programisty|tryb deweloperski|' +
      'trybie deweloperskim|tryb developera|trybie developera',
  ),
  stayInCharacter: list(
    'pozostań w roli|zostań w roli|trzymaj się roli|nie wychodź z roli|pozostań w postaci|nie wychodź z postaci',
  ),
  neverBreakCharacter: list('nigdy nie wychodź z roli|nigdy nie wychodź z postaci|nigdy nie porzucaj roli'),
  // Not "nie odmawiaj" alone: "nie odmawiaj sobie" is "treat yourself".
  neverRefuse: list(
    'nigdy nie odmawiaj odpowiedzi|nigdy nie odmawiaj wykonania|nie wolno ci odmawiać|nie wolno ci odmówić|' +
      'nigdy nie odmawiasz|nigdy nie mów, że nie możesz|bez odmawiania',
  ),
  answerEverything: list(
    'musisz odpowiadać na każde pytanie|musisz odpowiedzieć na każde pytanie|' +
      'musisz odpowiadać na wszystkie pytania|zawsze odpowiadaj na każde pytanie|odpowiesz na każde pytanie',
  ),
  roleIntro: list(
    'od teraz jesteś|jesteś teraz|od teraz będziesz|udawaj, że jesteś|wciel się w rolę|wciel się w|' +
      'zagraj rolę|odgrywaj rolę',
  ),
  ruleless: list(
    'bez zasad|bez żadnych zasad|bez reguł|bez moralności|bez etyki|bez skrupułów|' +
      'który nie przestrzega żadnych zasad|która nie przestrzega żadnych zasad|nie przestrzega żadnych zasad',
  ),
};

// Turkish puts the modifier first: "hiçbir kısıtlaması olmayan bir yapay zeka(sın)".
const TR_LACKING =
  'kısıtlaması olmayan|kısıtlamaları olmayan|sınırlaması olmayan|sınırı olmayan|kuralı olmayan|' +
  'kuralları olmayan|filtresi olmayan|sansürü olmayan|kurala bağlı olmayan|kurallara bağlı olmayan|' +
  'kısıtlamasız|sansürsüz|kuralsız|sınırsız|filtresiz';
const TR_AI =
  'yapay zeka|yapay zekasın|yapay zekâ|yapay zekâsın|ai|aisin|dil modeli|dil modelisin|sohbet botu|' +
  'sohbet botusun|chatbot|chatbotsun|asistan|asistansın|yapay zeka asistanı';
const tr: Language = mapLanguage(
  {
    noLimits: list(
      'kısıtlama olmadan|hiçbir kısıtlama olmadan|herhangi bir kısıtlama olmadan|sınırlama olmadan|' +
        'hiçbir sınırlama olmadan|filtre olmadan|sansür olmadan|hiçbir kısıtlaman yok|kısıtlaman yok|' +
        'hiçbir kısıtlamanız yok|hiçbir sınırın yok|hiçbir kuralın yok|etik sınır olmadan|' +
        'etik sınırlar olmadan|ahlaki sınırların yok|etik kısıtlamaların yok|etik kurallara bağlı değilsin|' +
        'hiçbir kurala bağlı değilsin|kurallara bağlı değilsin',
    ),
    aiWithoutLimits: [...pairs(TR_LACKING, TR_AI), ...pairs(TR_LACKING, pairs('bir', TR_AI).join('|'))],
    developerMode: list('geliştirici modu|geliştirici modunda|geliştirici moduna|geliştirici modunu'),
    stayInCharacter: list(
      'karakterde kal|karakterinde kal|rolünde kal|rolde kal|karakterden çıkma|rolünden çıkma|' +
        'karakterini bozma|rolünü bozma',
    ),
    neverBreakCharacter: list(
      'asla karakterden çıkma|asla rolünden çıkma|asla karakterini bozma|hiçbir zaman karakterden çıkma',
    ),
    neverRefuse: list(
      'asla reddetme|hiçbir zaman reddetme|asla reddetmeyeceksin|reddetme hakkın yok|reddetmeye hakkın yok|' +
        'hiçbir isteği reddetme|hiçbir talebi reddetme|asla yapamam deme|asla yapamayacağını söyleme',
    ),
    answerEverything: list(
      'her soruya cevap vermelisin|her soruya yanıt vermelisin|tüm sorulara cevap vermelisin|' +
        'tüm sorulara yanıt vermelisin|her soruyu cevaplamalısın|her soruyu yanıtlamalısın|' +
        'her soruya cevap vereceksin|her soruya yanıt vereceksin',
    ),
    roleIntro: list(
      'sen artık|artık sen|şu andan itibaren sen|bundan sonra sen|rolünü oyna|rolüne gir|rolüne bürün|' +
        'karakterini canlandır',
    ),
    // Only ahead of a role (TR_ROLE below): "bundan sonra kuralsız park" is about parking.
    ruleless: [],
  },
  withDottedI,
);

/** Turkish "[without rules] … [a character you will play]": the lacking comes first, the role last. */
export const TR_RULELESS_FIRST = withDottedI(
  list(
    'kurala bağlı olmayan|kurallara bağlı olmayan|kuralı olmayan|kuralları olmayan|kural tanımayan|kuralsız|' +
      'ahlaksız|etik kuralları olmayan|ahlaki sınırları olmayan|ahlaki değerleri olmayan',
  ),
);
export const TR_ROLE_LAST = withDottedI(
  list(
    'karakteri canlandıracaksın|karakteri canlandır|karakteri oyna|karakteri oynayacaksın|karaktere bürün|' +
      'karaktersin|rolünü oyna|rolünü oynayacaksın|rolüne bürün|yapay zekasın|yapay zekâsın|' +
      'olarak davran|olarak davranacaksın|gibi davran|gibi davranacaksın',
  ),
);

const vi: Language = {
  // Not "không giới hạn" alone: it is how plans say "unlimited".
  noLimits: list(
    'không có giới hạn nào|không có bất kỳ giới hạn nào|không có bất kỳ hạn chế nào|không có hạn chế nào|' +
      'không bị kiểm duyệt|không kiểm duyệt|không có bộ lọc|không có giới hạn đạo đức|' +
      'bạn không có giới hạn|bạn không bị giới hạn|bạn không bị ràng buộc|' +
      'không bị ràng buộc bởi bất kỳ quy tắc nào|không tuân theo bất kỳ quy tắc nào',
  ),
  aiWithoutLimits: pairs(
    // Not bare "ai": in Vietnamese it is "who" ("ai không bị ràng buộc").
    'trí tuệ nhân tạo|mô hình ngôn ngữ|mô hình ai|trợ lý ai|trợ lý ảo|chatbot|ai tạo sinh',
    'không có bất kỳ giới hạn nào|không có giới hạn nào|không có bất kỳ hạn chế nào|không có hạn chế nào|' +
      'không bị kiểm duyệt|không kiểm duyệt|không có bộ lọc|không có quy tắc|không có bất kỳ quy tắc nào|' +
      'không bị ràng buộc',
  ),
  developerMode: list('chế độ nhà phát triển|chế độ dành cho nhà phát triển|chế độ developer'),
  // "Vai" alone is no cue: "giữ vai trò" is "to play a role in" something.
  stayInCharacter: list(
    'giữ nguyên vai diễn|giữ vai diễn|luôn giữ vai diễn|đừng thoát vai|không được thoát vai|' +
      'đừng thoát khỏi vai diễn|không thoát vai',
  ),
  neverBreakCharacter: list('không bao giờ thoát vai|tuyệt đối không thoát vai|đừng bao giờ thoát vai'),
  neverRefuse: list(
    'không bao giờ từ chối|đừng bao giờ từ chối|không được từ chối|tuyệt đối không từ chối|' +
      'không được phép từ chối|không bao giờ nói rằng bạn không thể|đừng bao giờ nói bạn không thể',
  ),
  answerEverything: list(
    'phải trả lời mọi câu hỏi|phải trả lời tất cả các câu hỏi|phải trả lời bất kỳ câu hỏi nào|' +
      'trả lời mọi câu hỏi mà không từ chối',
  ),
  roleIntro: list(
    'từ bây giờ bạn là|bây giờ bạn là|từ giờ bạn là|từ nay bạn là|hãy đóng vai|hãy giả vờ là|' +
      'giả vờ bạn là|hãy giả làm|hãy nhập vai|từ bây giờ mày là|bây giờ mày là',
  ),
  ruleless: list(
    'không có luật lệ|không có quy tắc|không tuân theo quy tắc nào|không tuân theo bất kỳ quy tắc nào|' +
      'không có đạo đức|vô đạo đức|không bị ràng buộc bởi quy tắc|không có bất kỳ quy tắc nào',
  ),
  danIsAWord: true,
};

// Indonesian and Malay share most words; Malay forms (sekatan, had, tapisan, watak, awak) are listed with them.
const id: Language = {
  noLimits: list(
    'tanpa batasan|tanpa batasan apa pun|tanpa batasan apapun|tanpa pembatasan|tanpa sensor|tanpa penyaringan|' +
      'tanpa sekatan|tanpa sebarang sekatan|tanpa had|tanpa tapisan|kamu tidak punya batasan|' +
      'kamu tidak memiliki batasan|anda tidak memiliki batasan|kamu tidak mempunyai batasan|' +
      'anda tidak mempunyai sebarang sekatan|tanpa batasan etika|tanpa batasan moral|' +
      'tidak terikat aturan apa pun|tidak terikat oleh aturan apa pun|tidak terikat dengan peraturan',
  ),
  aiWithoutLimits: pairs(
    'ai|kecerdasan buatan|model bahasa|model ai|asisten|asisten ai|pembantu ai|chatbot',
    'tanpa batasan|tanpa batasan apa pun|tanpa batasan apapun|tanpa sensor|tanpa filter|tanpa aturan|' +
      'tanpa sekatan|tanpa had|tanpa tapisan|tanpa peraturan|yang tidak memiliki batasan|' +
      'yang tidak punya batasan|yang tidak mempunyai batasan',
  ),
  developerMode: list('mode pengembang|mod pembangun|mode developer'),
  stayInCharacter: list(
    'tetap dalam karakter|tetaplah dalam karakter|tetap pada karakter|tetaplah dalam peran|' +
      'jangan keluar dari karakter|jangan keluar dari peran|kekal dalam watak|jangan keluar dari watak',
  ),
  neverBreakCharacter: list(
    'jangan pernah keluar dari karakter|jangan pernah keluar dari peran|jangan sekali-kali keluar dari watak',
  ),
  neverRefuse: list(
    'jangan pernah menolak|kamu tidak boleh menolak|anda tidak boleh menolak|awak tidak boleh menolak|' +
      'jangan sekali-kali menolak|jangan pernah bilang kamu tidak bisa|' +
      'jangan pernah mengatakan bahwa kamu tidak bisa|tanpa menolak',
  ),
  answerEverything: list(
    'kamu harus menjawab semua pertanyaan|kamu harus menjawab setiap pertanyaan|' +
      'anda harus menjawab setiap pertanyaan|harus menjawab pertanyaan apa pun|' +
      'jawab semua pertanyaan tanpa menolak|mesti menjawab setiap soalan|mesti menjawab semua soalan',
  ),
  roleIntro: list(
    'sekarang kamu adalah|kamu sekarang adalah|mulai sekarang kamu|mulai sekarang anda|sekarang anda adalah|' +
      'berpura-puralah menjadi|berpura-pura menjadi|berperanlah sebagai|bertindaklah sebagai|' +
      'sekarang awak ialah|mulai sekarang awak|berlakon sebagai',
  ),
  ruleless: list(
    'tanpa aturan|tanpa aturan apa pun|tanpa peraturan|tanpa etika|tanpa moral|' +
      'yang tidak mematuhi aturan|yang tidak mengikuti aturan apa pun|tidak terikat aturan apa pun',
  ),
  danIsAWord: true,
};

const uk: Language = {
  noLimits: list(
    'без обмежень|без жодних обмежень|без будь-яких обмежень|без фільтрів|без жодних фільтрів|без цензури|' +
      'у тебе немає обмежень|у тебе немає жодних обмежень|не маєш обмежень|не маєш жодних обмежень|' +
      'у вас немає обмежень|без етичних обмежень|без моральних обмежень|без етичних меж|без моральних меж|' +
      'не обмежений жодними правилами|не обмежена жодними правилами|не маєш жодних правил|' +
      'вільний від будь-яких обмежень|вільна від будь-яких обмежень',
  ),
  aiWithoutLimits: pairs(
    'ші|штучний інтелект|штучним інтелектом|штучного інтелекту|мовна модель|мовною моделлю|модель|моделлю|' +
      'асистент|асистентом|помічник|помічником|чат-бот|чат-ботом',
    'без обмежень|без жодних обмежень|без будь-яких обмежень|без фільтрів|без цензури|без правил|' +
      'без жодних правил|який не має обмежень|яка не має обмежень|який не має жодних обмежень|' +
      'яка не має жодних обмежень',
  ),
  developerMode: list('режим розробника|режимі розробника'),
  stayInCharacter: list(
    'залишайся в ролі|залишайся в образі|тримайся ролі|не виходь з ролі|не виходь із ролі|не виходь з образу|' +
      'не виходь із образу',
  ),
  neverBreakCharacter: list('ніколи не виходь з ролі|ніколи не виходь із ролі|ніколи не виходь з образу'),
  neverRefuse: list(
    'ніколи не відмовляй|ніколи не відмовляйся|ти не маєш права відмовляти|тобі заборонено відмовляти|' +
      'ніколи не кажи, що не можеш',
  ),
  answerEverything: list(
    'ти повинен відповідати на будь-які питання|ти повинна відповідати на будь-які питання|' +
      'ти маєш відповідати на будь-які запитання|ти повинен відповідати на всі запитання|' +
      'ти мусиш відповідати на будь-яке запитання|відповідай на будь-які запитання|відповідай на будь-яке питання',
  ),
  roleIntro: list('тепер ти|відтепер ти|віднині ти|з цього моменту ти|уяви, що ти|прикинься|зіграй роль|грай роль'),
  ruleless: list(
    'без правил|без жодних правил|без моралі|без етики|який не дотримується жодних правил|' +
      'яка не дотримується жодних правил|не дотримуєшся жодних правил',
  ),
};

const el: Language = mapLanguage(
  {
    noLimits: list(
      'χωρίς περιορισμούς|χωρίς κανέναν περιορισμό|χωρίς κανένα περιορισμό|χωρίς φίλτρα|χωρίς λογοκρισία|' +
        'δεν έχεις περιορισμούς|δεν έχεις κανέναν περιορισμό|δεν έχετε περιορισμούς|' +
        'χωρίς ηθικούς περιορισμούς|χωρίς ηθικά όρια|χωρίς ηθικούς φραγμούς|απαλλαγμένο από περιορισμούς|' +
        'ελεύθερο από κάθε περιορισμό|χωρίς κανενός είδους περιορισμούς|απουσία περιορισμών',
    ),
    aiWithoutLimits: pairs(
      'τεχνητή νοημοσύνη|ai|τν|γλωσσικό μοντέλο|μοντέλο τεχνητής νοημοσύνης|βοηθός|chatbot|ρομπότ συνομιλίας',
      'χωρίς περιορισμούς|χωρίς κανέναν περιορισμό|χωρίς φίλτρα|χωρίς λογοκρισία|χωρίς κανόνες|χωρίς όρια|' +
        'που δεν έχει περιορισμούς|που δεν έχει κανέναν περιορισμό',
    ),
    developerMode: list(
      'λειτουργία προγραμματιστή|λειτουργία προγραμματιστών|λειτουργίας προγραμματιστή|λειτουργία developer',
    ),
    stayInCharacter: list(
      'μείνε στον ρόλο|μείνε στο ρόλο|μείνε στον χαρακτήρα|μείνε στο χαρακτήρα|μη βγεις από τον ρόλο|' +
        'μην βγεις από τον ρόλο|μη βγαίνεις από τον ρόλο|μην βγαίνεις από τον ρόλο|παραμείνετε στον ρόλο',
    ),
    neverBreakCharacter: list(
      'μη βγεις ποτέ από τον ρόλο|μην βγεις ποτέ από τον ρόλο|ποτέ μη βγαίνεις από τον ρόλο|' +
        'ποτέ μην βγαίνεις από τον ρόλο|μην βγεις ποτέ από τον χαρακτήρα',
    ),
    neverRefuse: list(
      'μην αρνηθείς ποτέ|μην αρνείσαι ποτέ|ποτέ μην αρνείσαι|ποτέ μην αρνηθείς|ποτέ μην αρνείστε|' +
        'δεν επιτρέπεται να αρνηθείς|μη λες ποτέ ότι δεν μπορείς|μην πεις ποτέ ότι δεν μπορείς',
    ),
    answerEverything: list(
      'πρέπει να απαντάς σε κάθε ερώτηση|πρέπει να απαντήσεις σε κάθε ερώτηση|' +
        'πρέπει να απαντάς σε όλες τις ερωτήσεις|θα απαντάς σε κάθε ερώτηση|απαντάς πάντα σε κάθε ερώτηση',
    ),
    roleIntro: list(
      'από εδώ και πέρα είσαι|από τώρα και στο εξής είσαι|από τώρα είσαι|είσαι πλέον|τώρα είσαι|' +
        'προσποιήσου ότι είσαι|κάνε πως είσαι|υποδύσου|παίξε τον ρόλο',
    ),
    ruleless: list(
      'χωρίς κανόνες|χωρίς κανέναν κανόνα|χωρίς ηθική|χωρίς ηθικούς κανόνες|που δεν ακολουθεί κανόνες|' +
        'που δεν ακολουθεί κανέναν κανόνα|που δεν τηρεί κανέναν κανόνα|χωρίς ηθικούς ενδοιασμούς',
    ),
  },
  withUnaccentedGreek,
);

const he: Language = {
  noLimits: list(
    'ללא הגבלות|ללא מגבלות|בלי הגבלות|בלי מגבלות|ללא שום הגבלה|בלי שום הגבלה|ללא צנזורה|בלי צנזורה|' +
      'ללא סינון|בלי סינון|ללא פילטרים|אין לך הגבלות|אין לך מגבלות|אין לך שום הגבלות|אין לך שום מגבלות|' +
      'ללא גבולות מוסריים|בלי גבולות מוסריים|ללא מגבלות אתיות|בלי מגבלות אתיות|אינך כפוף לשום כלל|' +
      'אתה לא כפוף לשום כלל|את לא כפופה לשום כלל',
  ),
  aiWithoutLimits: pairs(
    "בינה מלאכותית|מודל שפה|מודל בינה מלאכותית|עוזר וירטואלי|צ'אטבוט|ai",
    'ללא הגבלות|ללא מגבלות|בלי הגבלות|בלי מגבלות|ללא צנזורה|בלי צנזורה|ללא סינון|ללא פילטרים|ללא חוקים|' +
      'בלי חוקים|שאין לה מגבלות|שאין לו מגבלות|שאין לה הגבלות|שאין לו הגבלות',
  ),
  developerMode: list('מצב מפתח|מצב מפתחים'),
  stayInCharacter: list(
    'הישאר בדמות|תישאר בדמות|הישארי בדמות|תישארי בדמות|אל תצא מהדמות|אל תצאי מהדמות|הישאר בתפקיד|תישאר בתפקיד',
  ),
  neverBreakCharacter: list('לעולם אל תצא מהדמות|לעולם אל תצאי מהדמות|לעולם אל תשבור את הדמות|אל תשבור את הדמות'),
  neverRefuse: list(
    'לעולם אל תסרב|לעולם אל תסרבי|אל תסרב אף פעם|אל תסרבי אף פעם|אסור לך לסרב|' +
      'לעולם אל תגיד שאתה לא יכול|לעולם אל תגידי שאת לא יכולה',
  ),
  answerEverything: list(
    'אתה חייב לענות על כל שאלה|את חייבת לענות על כל שאלה|עליך לענות על כל שאלה|' +
      'אתה חייב לענות על כל השאלות|תענה על כל שאלה בלי',
  ),
  roleIntro: list(
    'מעכשיו אתה|מעכשיו את|מעתה אתה|אתה עכשיו|את עכשיו|תעמיד פנים שאתה|העמד פנים שאתה|תעמידי פנים שאת|' +
      'שחק את התפקיד של|תשחק את התפקיד של|גלם את הדמות של',
  ),
  ruleless: list(
    'ללא חוקים|בלי חוקים|ללא כללים|בלי כללים|ללא מוסר|בלי מוסר|ללא עכבות|שלא מציית לשום חוק|' +
      'שלא כפוף לשום כלל|שאינו מחויב לשום כלל',
  ),
};

// Written without the zero-width non-joiner: normalisation removes it inside words ("نمی‌توانی" reads
// "نمیتوانی"), so phrases are spelled joined, and with a space where writers use one instead.
const fa: Language = mapLanguage(
  {
    noLimits: list(
      'بدون محدودیت|بدون هیچ محدودیتی|بدون هیچگونه محدودیت|بدون هیچ گونه محدودیت|بدون فیلتر|بدون سانسور|' +
        'هیچ محدودیتی نداری|تو هیچ محدودیتی نداری|شما هیچ محدودیتی ندارید|بدون محدودیت اخلاقی|' +
        'بدون محدودیتهای اخلاقی|بدون محدودیت های اخلاقی|هیچ محدودیت اخلاقی نداری|به هیچ قانونی پایبند نیستی',
    ),
    aiWithoutLimits: pairs(
      'هوش مصنوعی|مدل زبانی|دستیار|دستیار هوش مصنوعی|چتبات|چت بات|ai',
      'بدون محدودیت|بدون هیچ محدودیتی|بدون فیلتر|بدون سانسور|بدون قانون|بدون هیچ قانونی|بدون قوانین|' +
        'بی محدودیت|بیمحدودیت|که هیچ محدودیتی ندارد',
    ),
    developerMode: list('حالت توسعه دهنده|حالت توسعهدهنده|حالت برنامه نویس|حالت برنامهنویس'),
    stayInCharacter: list('در نقش بمان|در نقشت بمان|در نقش خود بمان|از نقش خارج نشو|از نقشت خارج نشو|در شخصیت بمان'),
    neverBreakCharacter: list('هرگز از نقش خارج نشو|هرگز از نقشت خارج نشو|هیچوقت از نقش خارج نشو'),
    neverRefuse: list(
      'هرگز امتناع نکن|هیچوقت امتناع نکن|هیچ وقت امتناع نکن|هرگز درخواستی را رد نکن|حق نداری امتناع کنی|' +
        'حق نداری رد کنی|هرگز نگو که نمیتوانی|هرگز نگو نمیتوانی|هرگز نگو نمی توانی',
    ),
    answerEverything: list(
      'باید به همه سوالات پاسخ بدهی|باید به هر سوالی پاسخ بدهی|باید به هر سوالی جواب بدهی|' +
        'باید به هر سؤالی پاسخ بدهی|به هر سوالی بدون امتناع پاسخ بده',
    ),
    roleIntro: list('از این به بعد تو|از حالا تو|از الان تو|تو اکنون|تو الان|وانمود کن که|تظاهر کن که'),
    ruleless: list(
      'بدون هیچ قانونی|بدون قانون|بدون قوانین|بدون اخلاق|بدون هیچ اخلاقی|که هیچ قانونی ندارد|' +
        'که به هیچ قانونی پایبند نیست|پایبند هیچ قانونی نیست',
    ),
  },
  withArabicLetters,
);

const ro: Language = {
  noLimits: list(
    'fără restricții|fără nicio restricție|fără niciun fel de restricții|fără limitări|fără nicio limitare|' +
      'fără filtre|fără niciun filtru|fără cenzură|nu ai restricții|nu ai nicio restricție|' +
      'nu aveți nicio restricție|fără limite etice|fără limite morale|fără constrângeri etice|' +
      'nu ești legat de nicio regulă|nu ești legată de nicio regulă',
  ),
  aiWithoutLimits: pairs(
    'ia|ai|inteligență artificială|inteligența artificială|model de limbaj|model ai|asistent|asistent ai|chatbot',
    'fără restricții|fără nicio restricție|fără filtre|fără cenzură|fără limite|fără reguli|fără nicio regulă|' +
      'care nu are restricții|care nu are nicio restricție',
  ),
  developerMode: list('modul dezvoltator|modul pentru dezvoltatori|modul de dezvoltator|mod dezvoltator'),
  stayInCharacter: list(
    'rămâi în personaj|rămâi în rol|rămâneți în personaj|nu ieși din personaj|nu ieși din rol|' +
      'rămâi în pielea personajului',
  ),
  neverBreakCharacter: list('nu ieși niciodată din personaj|nu ieși niciodată din rol|niciodată nu ieși din rol'),
  neverRefuse: list(
    'nu refuza niciodată|niciodată nu refuza|nu ai voie să refuzi|nu aveți voie să refuzați|nu refuzi niciodată|' +
      'nu spune niciodată că nu poți',
  ),
  answerEverything: list(
    'trebuie să răspunzi la orice întrebare|trebuie să răspunzi la toate întrebările|' +
      'vei răspunde la orice întrebare|răspunde la orice întrebare fără',
  ),
  roleIntro: list(
    'de acum înainte ești|de acum ești|acum ești|prefă-te că ești|joacă rolul|interpretează rolul|comportă-te ca',
  ),
  ruleless: list(
    'fără reguli|fără nicio regulă|fără morală|fără etică|fără scrupule|care nu respectă nicio regulă|' +
      'care nu are nicio regulă',
  ),
};

const sv: Language = {
  noLimits: list(
    'utan begränsningar|utan några begränsningar|utan restriktioner|utan några restriktioner|utan filter|' +
      'utan censur|du har inga begränsningar|du har inga restriktioner|du har inga regler|' +
      'inga etiska begränsningar|utan etiska begränsningar|utan moraliska begränsningar|' +
      'inga moraliska gränser|utan etiska gränser|inte bunden av några regler',
  ),
  aiWithoutLimits: pairs(
    'ai|artificiell intelligens|ai-assistent|assistent|språkmodell|chattbot|chatbot',
    'utan begränsningar|utan några begränsningar|utan restriktioner|utan filter|utan censur|utan regler|' +
      'utan gränser|som inte har några begränsningar|som saknar begränsningar',
  ),
  developerMode: list('utvecklarläge|utvecklarläget'),
  stayInCharacter: list(
    'stanna i rollen|håll dig i rollen|stanna i karaktären|håll dig i karaktären|gå inte ur rollen|' +
      'kliv inte ur rollen|bryt inte rollen',
  ),
  neverBreakCharacter: list(
    'gå aldrig ur rollen|kliv aldrig ur rollen|bryt aldrig rollen|bryt aldrig karaktären|lämna aldrig rollen',
  ),
  neverRefuse: list(
    'vägra aldrig|du får inte vägra|du får aldrig vägra|du vägrar aldrig|säg aldrig att du inte kan|utan att vägra',
  ),
  answerEverything: list(
    'du måste svara på alla frågor|du måste svara på varje fråga|du ska svara på alla frågor|' +
      'du ska svara på varje fråga',
  ),
  roleIntro: list('du är nu|från och med nu är du|låtsas att du är|spela rollen som|agera som'),
  ruleless: list(
    'utan regler|utan några regler|utan moral|utan etik|utan skrupler|som inte följer några regler|' +
      'som inte bryr sig om regler',
  ),
};

const cs: Language = {
  noLimits: list(
    'bez omezení|bez jakýchkoli omezení|bez jakýchkoliv omezení|bez filtrů|bez jakýchkoli filtrů|bez cenzury|' +
      'nemáš žádná omezení|nemáš omezení|nemáte žádná omezení|nemáš žádné filtry|bez etických omezení|' +
      'bez morálních omezení|bez etických hranic|bez morálních zábran|nejsi vázán žádnými pravidly|' +
      'nejsi vázaná žádnými pravidly|nejsi omezen žádnými pravidly|nevztahují se na tebe žádná pravidla|' +
      'nevztahují se na tebe žádná omezení',
  ),
  aiWithoutLimits: pairs(
    'ai|umělá inteligence|umělou inteligencí|umělé inteligence|jazykový model|jazykovým modelem|model|' +
      'modelem|asistent|asistentem|asistentka|chatbot|chatbotem',
    'bez omezení|bez jakýchkoli omezení|bez jakýchkoliv omezení|bez filtrů|bez cenzury|bez pravidel|' +
      'bez zábran|který nemá žádná omezení|která nemá žádná omezení',
  ),
  developerMode: list(
    'vývojářský režim|vývojářském režimu|vývojářského režimu|režim vývojáře|režimu vývojáře|režim pro vývojáře',
  ),
  stayInCharacter: list(
    'zůstaň v roli|zůstaňte v roli|drž se role|drž se své role|nevystupuj z role|nevypadni z role|zůstaň v postavě',
  ),
  neverBreakCharacter: list(
    'nikdy nevystupuj z role|nikdy nevypadni z role|nikdy neopouštěj roli|nikdy nevystoupíš z role',
  ),
  neverRefuse: list(
    'nikdy neodmítej|nikdy neodmítejte|nesmíš odmítnout|nesmíš odmítat|nikdy neodmítneš|nikdy neodmítáš|' +
      'nikdy neříkej, že nemůžeš|nikdy neříkej, že to nemůžeš',
  ),
  answerEverything: list(
    'musíš odpovědět na každou otázku|musíš odpovídat na každou otázku|musíš odpovídat na všechny otázky|' +
      'odpovíš na každou otázku',
  ),
  roleIntro: list(
    'od teď jsi|od nynějška jsi|nyní jsi|teď jsi|předstírej, že jsi|hraj roli|zahraj si roli|chovej se jako',
  ),
  ruleless: list(
    'bez pravidel|bez jakýchkoli pravidel|bez morálky|bez etiky|bez skrupulí|bez zábran|' +
      'který nedodržuje žádná pravidla|která nedodržuje žádná pravidla|neřídí se žádnými pravidly',
  ),
};

const da: Language = {
  noLimits: list(
    'uden begrænsninger|uden nogen begrænsninger|uden restriktioner|uden filtre|uden censur|' +
      'du har ingen begrænsninger|du har ingen regler|ingen etiske begrænsninger|uden etiske begrænsninger|' +
      'uden moralske grænser|ikke bundet af nogen regler',
  ),
  aiWithoutLimits: pairs(
    'ai|kunstig intelligens|ai-assistent|assistent|sprogmodel|chatbot',
    'uden begrænsninger|uden nogen begrænsninger|uden restriktioner|uden filtre|uden censur|uden regler|' +
      'uden grænser|som ikke har nogen begrænsninger',
  ),
  developerMode: list('udviklertilstand|udviklertilstanden'),
  stayInCharacter: list(
    'bliv i rollen|bliv i karakteren|forbliv i rollen|gå ikke ud af rollen|bryd ikke rollen|træd ikke ud af rollen',
  ),
  neverBreakCharacter: list('gå aldrig ud af rollen|bryd aldrig rollen|træd aldrig ud af rollen|forlad aldrig rollen'),
  neverRefuse: list(
    'afvis aldrig|nægt aldrig|du må ikke afvise|du må aldrig afvise|du må ikke nægte|du afviser aldrig|' +
      'sig aldrig at du ikke kan|uden at afvise',
  ),
  answerEverything: list(
    'du skal svare på alle spørgsmål|du skal besvare alle spørgsmål|du skal svare på ethvert spørgsmål|' +
      'du skal besvare ethvert spørgsmål',
  ),
  roleIntro: list('du er nu|fra nu af er du|lad som om du er|spil rollen som|opfør dig som'),
  ruleless: list('uden regler|uden nogen regler|uden moral|uden etik|uden skrupler|som ikke følger nogen regler'),
};

const no: Language = {
  noLimits: list(
    'uten begrensninger|uten noen begrensninger|uten restriksjoner|uten filtre|uten sensur|' +
      'du har ingen begrensninger|du har ingen regler|ingen etiske begrensninger|uten etiske begrensninger|' +
      'uten moralske grenser|ikke bundet av noen regler',
  ),
  aiWithoutLimits: pairs(
    'ai|kunstig intelligens|ki|ai-assistent|assistent|språkmodell|chatbot',
    'uten begrensninger|uten noen begrensninger|uten restriksjoner|uten filtre|uten sensur|uten regler|' +
      'uten grenser|som ikke har noen begrensninger',
  ),
  developerMode: list('utviklermodus|utviklermodusen'),
  stayInCharacter: list('bli i rollen|hold deg i rollen|bli i karakteren|ikke gå ut av rollen|ikke bryt rollen'),
  neverBreakCharacter: list('gå aldri ut av rollen|bryt aldri rollen|forlat aldri rollen|aldri gå ut av rollen'),
  neverRefuse: list(
    'avvis aldri|nekt aldri|du får ikke nekte|du må aldri nekte|du nekter aldri|si aldri at du ikke kan|' +
      'uten å nekte',
  ),
  answerEverything: list(
    'du må svare på alle spørsmål|du skal svare på alle spørsmål|du må besvare alle spørsmål|' +
      'du må svare på ethvert spørsmål',
  ),
  roleIntro: list('du er nå|fra nå av er du|lat som om du er|late som du er|spill rollen som|oppfør deg som'),
  ruleless: list('uten regler|uten noen regler|uten moral|uten etikk|uten skrupler|som ikke følger noen regler'),
};

// Bengali puts the verb last ("কোনো সীমাবদ্ধতা নেই", no restrictions are) and the lacking before the noun
// ("সীমাবদ্ধতাহীন এআই"). Plain "সব প্রশ্নের উত্তর দাও" (answer all the questions) heads exam papers, so only the
// forms of obligation count.
const BN_LACKING =
  'কোনো সীমাবদ্ধতা ছাড়া|কোন সীমাবদ্ধতা ছাড়া|সীমাবদ্ধতা ছাড়া|কোনো বিধিনিষেধ ছাড়া|বিধিনিষেধ ছাড়া|' +
  'সীমাবদ্ধতাহীন|বিধিনিষেধহীন|সেন্সরবিহীন|সেন্সর ছাড়া|ফিল্টারবিহীন|ফিল্টার ছাড়া|নিয়মহীন|কোনো নিয়ম ছাড়া|' +
  'সীমাহীন|কোনো সীমাবদ্ধতা নেই এমন';
const bn: Language = {
  noLimits: list(
    'কোনো সীমাবদ্ধতা ছাড়া|কোন সীমাবদ্ধতা ছাড়া|কোনো বিধিনিষেধ ছাড়া|সীমাবদ্ধতা ছাড়াই|বিধিনিষেধ ছাড়াই|' +
      'কোনো সীমাবদ্ধতা নেই|কোন সীমাবদ্ধতা নেই|কোনো বিধিনিষেধ নেই|তোমার কোনো সীমাবদ্ধতা নেই|' +
      'আপনার কোনো সীমাবদ্ধতা নেই|তোমার কোনো সীমা নেই|কোনো ফিল্টার ছাড়া|ফিল্টার ছাড়াই|কোনো সেন্সর ছাড়া|' +
      'সেন্সরশিপ ছাড়া|কোনো নৈতিক সীমাবদ্ধতা নেই|নৈতিক সীমাবদ্ধতা ছাড়া|নৈতিক বাধা ছাড়া|' +
      'কোনো নিয়মে বাঁধা নও|কোনো নিয়ম মানতে হবে না',
  ),
  aiWithoutLimits: [
    ...pairs(BN_LACKING, 'এআই|একটি এআই|ai|একটি ai|কৃত্রিম বুদ্ধিমত্তা|চ্যাটবট|একটি চ্যাটবট|ভাষা মডেল|সহকারী'),
    ...list('এআই যার কোনো সীমাবদ্ধতা নেই|ai যার কোনো সীমাবদ্ধতা নেই|চ্যাটবট যার কোনো সীমাবদ্ধতা নেই'),
  ],
  developerMode: list('ডেভেলপার মোড|ডেভেলপার মোডে|ডেভেলপার মোডের|ডেভলপার মোড|বিকাশকারী মোড'),
  stayInCharacter: list(
    'চরিত্রে থাকো|চরিত্রে থাকুন|চরিত্রে থেকো|চরিত্র থেকে বের হবে না|চরিত্র থেকে বেরিয়ো না|' +
      'চরিত্র থেকে বের হয়ো না|চরিত্র ভাঙবে না|চরিত্র ভেঙো না|ভূমিকা থেকে বের হবে না',
  ),
  neverBreakCharacter: list(
    'কখনো চরিত্র থেকে বের হবে না|কখনোই চরিত্র থেকে বের হবে না|কখনো চরিত্র ভাঙবে না|কখনোই চরিত্র ভাঙবে না|' + 'কখনো চরিত্র ভেঙো না',
  ),
  // "অস্বীকার" is also "deny" ("don't deny the truth"): refusing is tied to answering.
  neverRefuse: list(
    'কখনো প্রত্যাখ্যান করবে না|কখনোই প্রত্যাখ্যান করবে না|কখনো প্রত্যাখ্যান করো না|প্রত্যাখ্যান করতে পারবে না|' +
      'উত্তর দিতে অস্বীকার করবে না|উত্তর দিতে অস্বীকার করো না|কখনো না বলবে না|' +
      'কখনো বলবে না যে তুমি পারবে না|কখনো বলবে না তুমি পারবে না|প্রত্যাখ্যান না করে',
  ),
  answerEverything: list(
    'সব প্রশ্নের উত্তর দিতে হবে|সব প্রশ্নের উত্তর দিতেই হবে|যেকোনো প্রশ্নের উত্তর দিতে হবে|' +
      'প্রতিটি প্রশ্নের উত্তর দিতে হবে|যেকোনো প্রশ্নের উত্তর দেবে|সব প্রশ্নের উত্তর দেবে|সবকিছুর উত্তর দেবে',
  ),
  roleIntro: list(
    'এখন থেকে তুমি|এখন থেকে আপনি|এখন থেকে তুই|তুমি এখন থেকে|আজ থেকে তুমি|ভান করো যে তুমি|ভান করো তুমি|' +
      'ভান করুন যে আপনি|চরিত্রে অভিনয় করো|ভূমিকা পালন করো|ভূমিকায় অভিনয় করো',
  ),
  ruleless: list(
    'কোনো নিয়ম ছাড়া|নিয়ম ছাড়া|নিয়মহীন|নীতিহীন|নৈতিকতাহীন|কোনো নৈতিকতা ছাড়া|নৈতিকতা ছাড়া|' +
      'কোনো নিয়ম মানে না|যে কোনো নিয়ম মানে না|কোনো নিয়মের তোয়াক্কা করে না',
  ),
};

// Swahili: "akili bandia isiyo na vikwazo" (an AI with no restrictions); "usikatae" alone is also "don't turn down
// (the invitation)", so refusal counts with "kamwe" (never) or as a right taken away.
const sw: Language = {
  noLimits: list(
    'bila vikwazo|bila vikwazo vyovyote|bila kikwazo chochote|bila mipaka yoyote|bila udhibiti wowote|' +
      'bila vichujio|bila kichujio|bila udhibiti wa maudhui|huna vikwazo|huna vikwazo vyovyote|huna mipaka|' +
      'huna mipaka yoyote|bila mipaka ya kimaadili|bila vikwazo vya kimaadili|hufungwi na sheria yoyote|' +
      'hufungwi na kanuni yoyote',
  ),
  aiWithoutLimits: pairs(
    'ai|akili bandia|akili mnemba|modeli ya lugha|msaidizi wa ai|chatbot|roboti ya mazungumzo',
    'bila vikwazo|bila vikwazo vyovyote|bila mipaka|bila mipaka yoyote|bila udhibiti|bila vichujio|bila sheria|' +
      'bila sheria yoyote|isiyo na vikwazo|isiyo na mipaka|isiyo na sheria|ambayo haina vikwazo|' +
      'ambayo haina mipaka',
  ),
  developerMode: list('hali ya msanidi|hali ya msanidi programu|hali ya wasanidi programu|modi ya msanidi'),
  stayInCharacter: list(
    'baki katika uhusika|baki kwenye uhusika|baki katika mhusika|baki kama mhusika|usitoke nje ya uhusika|' +
      'usitoke kwenye uhusika|usitoke nje ya mhusika',
  ),
  neverBreakCharacter: list(
    'kamwe usitoke nje ya uhusika|usitoke kamwe nje ya uhusika|kamwe usitoke kwenye uhusika|' +
      'usiwahi kutoka nje ya uhusika',
  ),
  neverRefuse: list(
    'kamwe usikatae|usikatae kamwe|huwezi kukataa|hauruhusiwi kukataa|huruhusiwi kukataa|usiwahi kukataa|' +
      'kamwe usiseme huwezi|usiseme kamwe kwamba huwezi|bila kukataa',
  ),
  answerEverything: list(
    'lazima ujibu kila swali|lazima ujibu maswali yote|ni lazima ujibu kila swali|lazima ujibu swali lolote|' +
      'utajibu kila swali|utajibu swali lolote|jibu swali lolote bila',
  ),
  roleIntro: list(
    'sasa wewe ni|kuanzia sasa wewe ni|kuanzia sasa utakuwa|tangu sasa wewe ni|wewe sasa ni|jifanye kuwa|' +
      'jifanye wewe ni|igiza kama|igiza nafasi ya|cheza nafasi ya',
  ),
  ruleless: list(
    'bila sheria|bila sheria yoyote|bila maadili|bila kanuni|asiyefuata sheria|asiyefuata sheria yoyote|' +
      'asiye na maadili|isiyo na maadili|asiyejali sheria|isiyofuata sheria yoyote',
  ),
};

// Javanese borrows Indonesian freely ("tanpa sensor", "mode developer" are read in the Indonesian record), so only
// the Javanese words are listed; role introductions end on "dadi" (become), after which "dan" cannot be "and".
const jv: Language = {
  noLimits: list(
    'tanpa watesan|tanpa watesan apa wae|ora ana watesan|ora ono watesan|ora duwe watesan|ora nduwe watesan|' +
      'ora kaiket aturan|ora kaiket aturan apa wae|tanpa watesan etika|tanpa watesan moral|kowe bebas saka watesan',
  ),
  aiWithoutLimits: pairs(
    'ai|kecerdasan buatan|asisten|asisten ai|chatbot|model basa|model ai',
    'tanpa watesan|tanpa watesan apa wae|sing ora duwe watesan|sing ora nduwe watesan|sing ora ana watesane|' +
      'ora ana watesane|sing ora ana aturane|tanpa paugeran|sing bebas watesan',
  ),
  developerMode: list('mode pangembang'),
  stayInCharacter: list(
    'tetep dadi karakter|tetep ing karakter|tetepa ing karakter|aja metu saka karakter|ojo metu soko karakter|' +
      'aja metu saka peran|ojo metu soko peran|tetep ing peran',
  ),
  neverBreakCharacter: list(
    'aja nganti metu saka karakter|ojo nganti metu soko karakter|aja pisan-pisan metu saka karakter|' +
      'aja nganti metu saka peran',
  ),
  // Not bare "aja nolak": "aja nolak rejeki" (never turn luck away) is a saying.
  neverRefuse: list(
    'aja nganti nolak|ojo nganti nolak|aja pisan-pisan nolak|ojo pisan-pisan nolak|kowe ora oleh nolak|' +
      'kowe ora entuk nolak|ora oleh nolak|aja nolak pitakon|ojo nolak pitakon|aja nolak panjaluk|' +
      'aja ngomong ora isa|ojo ngomong ora iso',
  ),
  answerEverything: list(
    'kowe kudu njawab kabeh pitakon|kudu njawab kabeh pitakon|kudu njawab pitakon apa wae|' +
      'kudu njawab saben pitakon|kudu mangsuli kabeh pitakon',
  ),
  roleIntro: list(
    'saiki kowe dadi|saiki kowe yaiku|wiwit saiki kowe dadi|mulai saiki kowe dadi|kowe saiki dadi|kowe saiki yaiku|' +
      'ethok-ethok dadi|pura-pura dadi',
  ),
  ruleless: list(
    'tanpa paugeran|sing ora manut aturan|sing ora nggatekake aturan|ora manut aturan apa wae|sing ora duwe aturan|' +
      'ora duwe moral|ora duwe etika',
  ),
};

const LANGUAGES: readonly Language[] = [nl, pl, tr, vi, id, uk, el, he, fa, ro, sv, cs, da, no, bn, sw, jv];

const gather = (pick: (language: Language) => readonly string[]): string[] => LANGUAGES.flatMap(pick);

export const NO_LIMITS = gather((l) => l.noLimits);
export const AI_WITHOUT_LIMITS = gather((l) => l.aiWithoutLimits);
export const DEVELOPER_MODE = gather((l) => l.developerMode);
export const STAY_IN_CHARACTER = gather((l) => l.stayInCharacter);
export const NEVER_BREAK_CHARACTER = gather((l) => l.neverBreakCharacter);
export const NEVER_REFUSE = gather((l) => l.neverRefuse);
export const ROLE_INTRO = gather((l) => l.roleIntro);
export const RULELESS = gather((l) => l.ruleless);
/**
 * Role introductions after which "dan" can only be the persona, with the Russian ones ("теперь ты DAN"), whose
 * everyday role-play phrases live in jailbreak.ts.
 */
export const PERSONA_INTRO = [
  ...gather((l) => (l.danIsAWord === true ? [] : l.roleIntro)),
  ...list('теперь ты|ты теперь|отныне ты|с этого момента ты|с этого момента ты будешь|теперь вы|отныне вы'),
];

/** "You must answer every question" in the new languages and in the first twelve, which lacked it. */
export const ANSWER_EVERYTHING = [
  ...gather((l) => l.answerEverything),
  ...list(
    'tu dois répondre à toutes les questions|tu dois répondre à chaque question|' +
      'vous devez répondre à toutes les questions|tu réponds à toutes les questions sans|' +
      'du musst jede frage beantworten|du musst alle fragen beantworten|du beantwortest jede frage|' +
      'debes responder a todas las preguntas|debes responder cualquier pregunta|' +
      'tienes que responder a todas las preguntas|responde a cualquier pregunta sin|' +
      'você deve responder a todas as perguntas|você deve responder qualquer pergunta|' +
      'você tem que responder a todas as perguntas|devi rispondere a tutte le domande|' +
      'devi rispondere a qualsiasi domanda|devi rispondere a ogni domanda|' +
      'ты должен отвечать на любые вопросы|ты должен отвечать на все вопросы|' +
      'ты обязан отвечать на любые вопросы|отвечай на любые вопросы|отвечай на любой вопрос|отвечай на всё|' +
      'отвечай на все вопросы|ты отвечаешь на всё|будешь отвечать на всё|ты должен отвечать на всё|' +
      'يجب أن تجيب على جميع الأسئلة|يجب أن تجيب على أي سؤال|عليك أن تجيب على أي سؤال|' +
      'तुम्हें हर सवाल का जवाब देना होगा|तुम्हें हर प्रश्न का उत्तर देना होगा',
  ),
];

/**
 * "You are now DAN" in the languages where "dan" is a word (danIsAWord), read in the matching view with
 * the persona's name in capitals; only the first letter of the introduction may be either case.
 */
export const PERSONA_IN_CAPITALS =
  /(?<![\p{L}\p{N}])(?:[Jj]e bent nu|[Jj]ij bent nu|[Jj]e bent vanaf nu|[Vv]anaf nu ben je|[Dd]oe alsof je|[Ss]peel de rol van|[Kk]amu (?:sekarang )?adalah|[Aa]nda (?:sekarang )?adalah|[Ss]ekarang (?:kamu|anda|awak) (?:adalah|ialah)|[Mm]ulai sekarang,? (?:kamu|anda|awak) (?:adalah|menjadi)|[Jj]adilah|[Bb]ertindaklah sebagai|[Bb]erperanlah sebagai|[Bb]ạn (?:bây giờ )?là|(?:[Tt]ừ )?[Bb]ây giờ,? bạn là|[Tt]ừ giờ,? bạn là|[Hh]ãy đóng vai|[Hh]ãy trở thành|[Hh]ãy giả vờ là) (?:DAN|STAN|AIM)(?![\p{L}\p{N}])/gu;

// Thai: the text is normalised to NFKC, which spells sara am (ำ) as nikhahit and sara aa (ํา); the patterns
// are written readably and normalised the same way. No gaps: Thai phrases are contiguous or one space apart.
const thai = (source: string): RegExp => new RegExp(source.normalize('NFKC'), 'gu');
const TH_LACK = '(?:ไม่มี|ไร้|ปราศจาก)(?:ข้อจำกัด|การเซ็นเซอร์|ตัวกรอง|กฎ|ขีดจำกัด)';
export const TH_NO_LIMITS = thai(
  'ไม่มีข้อจำกัดใดๆ|ไม่มีข้อจำกัดใด ๆ|โดยไม่มีข้อจำกัด|ไร้ข้อจำกัด|ไม่มีการเซ็นเซอร์|ไม่มีตัวกรอง|' +
    'ไม่มีขีดจำกัดทางจริยธรรม|ไม่มีข้อจำกัดทางจริยธรรม|ไม่มีข้อจำกัดทางศีลธรรม|คุณไม่มีข้อจำกัด',
);
export const TH_AI_WITHOUT_LIMITS = thai(`(?:เอไอ|ai|ปัญญาประดิษฐ์|แชทบอท|ผู้ช่วย ?ai|โมเดลภาษา) ?(?:ที่)?${TH_LACK}`);
export const TH_DEVELOPER_MODE = thai('โหมดนักพัฒนา');
export const TH_STAY_IN_CHARACTER = thai(
  'อยู่ในบทบาทตลอด|อย่าออกจากบทบาท|ห้ามออกจากบทบาท|อย่าหลุดบทบาท|ห้ามหลุดบทบาท|อย่าหลุดบท',
);
// "ปฏิเสธ" is also "deny" ("อย่าปฏิเสธความจริง"), so refusing is tied to requests and answers.
export const TH_NEVER_REFUSE = thai(
  'ห้ามปฏิเสธคำขอ|ห้ามปฏิเสธที่จะตอบ|อย่าปฏิเสธคำขอ|อย่าปฏิเสธที่จะตอบ|ไม่ปฏิเสธคำขอใดๆ|ต้องตอบทุกคำถาม|' +
    'ห้ามบอกว่าคุณทำไม่ได้|ห้ามพูดว่าทำไม่ได้',
);
export const TH_ROLE_INTRO = thai('ต่อจากนี้คุณคือ|ต่อไปนี้คุณคือ|ตอนนี้คุณคือ|ตอนนี้คุณเป็น|แกล้งทำเป็น|สวมบทบาทเป็น|รับบทเป็น');
export const TH_RULELESS_ROLE = thai(
  '(?:คุณคือ|คุณเป็น|สวมบทบาท|รับบท|แกล้งทำเป็น)[^\\n]{0,24}?(?:ไม่มีกฎ|ไม่สนกฎ|ไม่ทำตามกฎ|ไร้ศีลธรรม|ไม่มีศีลธรรม|ไม่มีจริยธรรม)',
);
export const TH_PERSONA = thai('(?:คุณคือ|ตอนนี้คุณคือ|ต่อจากนี้คุณคือ|คุณเป็น|สวมบทบาทเป็น) ?(?:dan|stan)(?![\\p{L}\\p{N}])');
