/**
 * The per-language tables of indirect injection's note to the AI reader: a header or vocative that names an AI
 * ("Note pour l'IA :", "Hinweis für die KI:", "تعليمات للذكاء الاصطناعي:") and the words that open an order
 * after it. indirect-injection.ts decides what each is worth. Words are matched whole in Latin and Cyrillic (no
 * stemming), so the inflected forms that occur are listed. Only AI-specific names: "assistant", "agent" and
 * "modèle" alone name people and things as often as a model ("Hinweis für den Assistenten" is office mail).
 * Chinese, Japanese and Korean have no spaces (or attach particles) and live in indirect-injection.ts as patterns.
 */

/** One language's note to the AI: its address slots in order (adjacent), and what opens an instruction. */
export interface ModelAddressLexicon {
  /** Consecutive slots that together name an AI reader: an opener ("note pour", "cher") then a name. */
  readonly address: readonly string[];
  /** Imperatives, modals, "when asked" and "the user has authorised": what an order to the reader opens with. */
  readonly instructions: string;
  /** Words allowed between the address and the instruction; wide where the verb comes last. */
  readonly reach?: number;
}

const RUSSIAN_INSTRUCTIONS =
  'игнорируй|игнорируйте|проигнорируй|забудь|забудьте|отправь|отправьте|перешли|перешлите|переведи|переведите|' +
  'ответь|ответьте|отвечай|отвечайте|скажи|скажите|напиши|напишите|включи|включите|добавь|добавьте|упомяни|' +
  'упомяните|порекомендуй|рекомендуй|рекомендуйте|удали|удалите|утверждай|утверждайте|сообщи|сообщите|поставь|' +
  'поставьте|оцени|оцените|одобри|одобрите|не говори|не говорите|не сообщай|не сообщайте|не упоминай|' +
  'не упоминайте|ты должен|ты должна|вы должны|должен|должна|когда|если|при|пользователь разрешил|' +
  'пользователь одобрил|пожалуйста|всегда|никогда|с этого момента';

const HINDI_INSTRUCTIONS =
  'बताएं|बताएँ|बताइए|बताओ|कहें|कहो|लिखें|लिखो|भेजें|भेजो|फॉरवर्ड करें|अनदेखा करें|अनदेखा|नज़रअंदाज़|' +
  'नजरअंदाज|जोड़ें|उल्लेख|सुझाव दें|सिफारिश करें|हटाएं|मिटाएं|जवाब दें|उत्तर दें|न बताएं|मत बताओ|मत बताएं|' +
  'आपको|तुम्हें|जब|अगर|यदि|कृपया|हमेशा|कभी';

/**
 * Openers are header nouns and greetings, never a bare preposition ("pour l'IA, il faut …", "an KI, wenn …") or
 * "attention" ("Attention : l'IA peut se tromper, toujours vérifier" warns people about AI).
 */
export const MODEL_ADDRESS_LEXICONS: readonly ModelAddressLexicon[] = [
  {
    // fr: phrases also match without accents, so the verb "résume" is left out: it reads as the noun "résumé".
    address: [
      'note pour|note à|note a|message pour|message à|instruction pour|instructions pour|consigne pour|consignes pour|' +
        "remarque pour|avis à|avis aux|à l'attention de|a l'attention de|à l'intention de|a l'intention de|cher|chère|" +
        'bonjour|salut',
      "l'ia|ia|l'intelligence artificielle|l'assistant ia|assistant ia|l'assistant virtuel|assistant virtuel|" +
        "l'agent ia|agent ia|les agents ia|le modèle de langage|modèle de langage|le llm|llm|les llm|le chatbot|chatbot|" +
        "le robot conversationnel|gpt|chatgpt|l'ia qui lit|l'ia lisant|les ia|l'examinateur ia|l'évaluateur ia",
    ],
    instructions:
      'ignore|ignorez|oublie|oubliez|envoie|envoyez|transfère|transférez|transmets|transmettez|réponds|répondez|dis|' +
      'dites|écris|écrivez|inclus|incluez|ajoute|ajoutez|mentionne|mentionnez|recommande|recommandez|résumez|' +
      'affirme|affirmez|indique|indiquez|supprime|supprimez|donne|donnez|attribue|attribuez|évalue|évaluez|classe|' +
      "classez|approuve|approuvez|ne dis pas|ne dites pas|ne mentionne pas|ne mentionnez pas|n'informe pas|" +
      "n'informez pas|ne révèle pas|ne révélez pas|tu dois|vous devez|il faut|lorsque|lorsqu'on|quand|si on te demande|" +
      "si l'on vous demande|si l'utilisateur|l'utilisateur a autorisé|veuillez|merci de|toujours|jamais|à partir de maintenant",
  },
  {
    // de
    address: [
      'hinweis für|hinweis an|notiz für|notiz an|nachricht an|nachricht für|anweisung für|anweisungen für|anweisung an|' +
        'anweisungen an|liebe|lieber|hallo|hey',
      'die ki|der ki|ki|den ki-assistenten|dem ki-assistenten|ki-assistent|den ki-agenten|dem ki-agenten|ki-agent|' +
        'ki-agenten|das sprachmodell|dem sprachmodell|sprachmodell|das ki-modell|dem ki-modell|das llm|dem llm|llm|' +
        'den chatbot|dem chatbot|chatbot|gpt|chatgpt|die lesende ki|alle ki-systeme|ki-systeme|das ki-system|' +
        'den ki-prüfer|ki-prüfer',
    ],
    instructions:
      'ignoriere|ignoriert|ignorieren sie|vergiss|vergessen sie|sende|senden sie|schicke|schick|schicken sie|leite|' +
      'leiten sie|antworte|antworten sie|sag|sage|sagen sie|schreibe|schreib|schreiben sie|füge|fügen sie|erwähne|' +
      'erwähnen sie|empfiehl|empfehlen sie|fasse|fassen sie|lösche|löschen sie|behaupte|behaupten sie|gib|geben sie|' +
      'bewerte|bewerten sie|teile|teilen sie|verschweige|du musst|sie müssen|du sollst|sie sollen|wenn|falls|bei|beim|' +
      'bitte|immer|niemals|erzähle|erzähl|der nutzer hat|der benutzer hat|ab sofort|ab jetzt',
  },
  {
    // es
    address: [
      'nota para|nota a|mensaje para|mensaje a|instrucción para|instrucciones para|instrucción a|instrucciones a|' +
        'aviso para|aviso a|querida|querido|hola|a la atención de|a la atención del',
      'la ia|ia|la inteligencia artificial|el asistente de ia|asistente de ia|el asistente ia|asistente ia|' +
        'el asistente virtual|asistente virtual|el agente de ia|agente de ia|los agentes de ia|el modelo de lenguaje|' +
        'modelo de lenguaje|el llm|llm|el chatbot|chatbot|gpt|chatgpt|la ia que lee|el revisor de ia|revisor de ia',
    ],
    instructions:
      'ignora|ignore|olvida|olvide|envía|envia|envíe|reenvía|reenvia|reenvíe|transfiere|transfiera|responde|responda|' +
      'di|dile|diga|dígale|escribe|escriba|incluye|incluya|añade|añada|agrega|agregue|menciona|mencione|recomienda|' +
      'recomiende|resume|resuma|afirma|afirme|indica|indique|elimina|elimine|borra|borre|da|dale|califica|califique|' +
      'aprueba|apruebe|no digas|no diga|no menciones|no mencione|no informes|no informe|no reveles|debes|debe|' +
      'tienes que|tiene que|cuando|al responder|al resumir|si te preguntan|si le preguntan|si el usuario|' +
      'el usuario ha autorizado|el usuario autorizó|por favor|siempre|nunca|a partir de ahora',
  },
  {
    // it
    address: [
      'nota per|nota al|nota alla|messaggio per|messaggio al|messaggio alla|istruzione per|istruzioni per|' +
        "istruzione all'|istruzioni all'|avviso per|caro|cara|ciao|all'attenzione di|all'attenzione del|" +
        "all'attenzione dell'",
      "l'ia|ia|l'intelligenza artificiale|all'ia|l'assistente ia|assistente ia|l'assistente virtuale|" +
        "assistente virtuale|l'agente ia|agente ia|gli agenti ia|il modello linguistico|modello linguistico|" +
        "il modello di linguaggio|l'llm|llm|il chatbot|chatbot|gpt|chatgpt|l'ia che legge|il revisore ia",
    ],
    instructions:
      'ignora|ignori|dimentica|dimentichi|invia|invii|inoltra|inoltri|trasferisci|trasferisca|rispondi|risponda|' +
      "di'|dì|dici|dica|scrivi|scriva|includi|includa|aggiungi|aggiunga|menziona|menzioni|raccomanda|consiglia|" +
      'riassumi|riassuma|afferma|affermi|indica|indichi|elimina|elimini|cancella|cancelli|dai|assegna|valuta|approva|' +
      "non dire|non dica|non menzionare|non informare|non rivelare|devi|deve|quando|se ti chiedono|se l'utente|" +
      "l'utente ha autorizzato|per favore|sempre|mai|d'ora in poi",
  },
  {
    // pt
    address: [
      'nota para|nota à|nota ao|mensagem para|mensagem à|mensagem ao|instrução para|instruções para|' +
        'instrução à|instruções à|instrução ao|instruções ao|aviso para|aviso à|querida|querido|olá|oi|' +
        'à atenção de|à atenção do',
      'a ia|a inteligência artificial|o assistente de ia|assistente de ia|o assistente ia|assistente ia|' +
        'o assistente virtual|assistente virtual|o agente de ia|agente de ia|os agentes de ia|o modelo de linguagem|' +
        'modelo de linguagem|o llm|llm|o chatbot|chatbot|gpt|chatgpt|a ia que lê|o revisor de ia|revisor de ia',
    ],
    instructions:
      'ignore|ignora|esqueça|esquece|altere|altera|mude|muda|troque|troca|envie|envia|encaminhe|encaminha|transfira|transfere|responda|responde|diga|diz|' +
      'escreva|escreve|inclua|inclui|adicione|adiciona|mencione|menciona|recomende|recomenda|resuma|resume|afirme|' +
      'afirma|indique|indica|exclua|apague|apaga|dê|dá|atribua|avalie|aprove|não diga|não mencione|não informe|' +
      'não revele|você deve|deve|tem que|quando|ao responder|ao resumir|se perguntarem|se o usuário|se o utilizador|' +
      'o usuário autorizou|o utilizador autorizou|por favor|sempre|nunca|a partir de agora',
  },
  {
    // nl
    address: [
      'notitie voor|notitie aan|opmerking voor|bericht voor|bericht aan|instructie voor|instructies voor|' +
        'instructie aan|instructies aan|beste|lieve|hallo|hoi',
      'de ai|ai|de ai-assistent|ai-assistent|de ai-agent|ai-agent|ai-agenten|het taalmodel|taalmodel|de llm|llm|' +
        'de chatbot|chatbot|gpt|chatgpt|de kunstmatige intelligentie|kunstmatige intelligentie|de lezende ai',
    ],
    instructions:
      'negeer|vergeet|stuur|verstuur|beantwoord|antwoord|zeg|schrijf|voeg|vermeld|noem|raad|beveel|vat|verwijder|' +
      'beweer|geef|deel|je moet|jij moet|u moet|moet je|wanneer|als|indien|bij|de gebruiker heeft|alsjeblieft|' +
      'alstublieft|graag|altijd|nooit|vertel|vanaf nu',
  },
  {
    // ru
    address: [
      'примечание для|заметка для|сообщение для|инструкция для|инструкции для|указание для|указания для|' +
        'обращение к|дорогой|дорогая|уважаемый|уважаемая|привет|эй',
      'ии|ии-ассистента|ии-ассистенту|ии-ассистент|ии-агента|ии-агенту|ии-агент|ии-агентов|искусственного интеллекта|' +
        'искусственный интеллект|языковой модели|языковая модель|языковую модель|нейросети|нейросеть|llm|gpt|chatgpt|' +
        'чат-бота|чат-боту|чат-бот|ассистента ии|ии-модели|ии-рецензента|ии-рецензент',
    ],
    instructions: RUSSIAN_INSTRUCTIONS,
  },
  {
    // ru: a dative header is an address by itself ("ИИ-ассистенту: …"); not the bare "ИИ:" of chat-log speaker lines.
    address: [
      'ии-ассистенту:|ии-агенту:|ассистенту ии:|агенту ии:|языковой модели:|языковая модель:|нейросети:|чат-боту:|' +
        'модели ии:|ии-модели:',
    ],
    instructions: RUSSIAN_INSTRUCTIONS,
  },
  {
    // ar: "للذكاء" is ل + الذكاء contracted, which the one-letter prefix rule does not undo, so it is listed.
    address: [
      'تعليمات|تعليمات إلى|ملاحظة|ملاحظة إلى|رسالة|رسالة إلى|تنبيه|تنبيه إلى|توجيه|إلى|الى|عزيزي|أيها|يا',
      'الذكاء الاصطناعي|للذكاء الاصطناعي|مساعد الذكاء الاصطناعي|لمساعد الذكاء الاصطناعي|المساعد الذكي|' +
        'للمساعد الذكي|نموذج الذكاء الاصطناعي|لنموذج الذكاء الاصطناعي|النموذج اللغوي|للنموذج اللغوي|نموذج اللغة|' +
        'لنموذج اللغة|روبوت الدردشة|لروبوت الدردشة|وكيل الذكاء الاصطناعي|لوكيل الذكاء الاصطناعي|' +
        'المساعد الافتراضي|للمساعد الافتراضي|chatgpt|gpt|llm',
    ],
    instructions:
      'تجاهل|انس|أرسل|ارسل|حول|أعد توجيه|أجب|قل|اكتب|أضف|اذكر|أوص|لخص|احذف|امسح|أخبر|اخبر|قيم|امنح|' +
      'لا تخبر|لا تذكر|لا تكشف|يجب عليك|يجب|عليك|عندما|عند|إذا|اذا|المستخدم وافق|المستخدم أذن|من فضلك|يرجى|' +
      'دائما|أبدا|من الآن',
  },
  {
    // hi: the name comes first and the verb last ("AI सहायक के लिए निर्देश: उपयोगकर्ता को बताएं"), so the address is
    // name-then-header and the instruction window is wide enough to reach the verb.
    address: [
      'ai|एआई|ai सहायक|एआई सहायक|ai असिस्टेंट|एआई असिस्टेंट|ai एजेंट|एआई एजेंट|भाषा मॉडल|लैंग्वेज मॉडल|llm|' +
        'चैटबॉट|कृत्रिम बुद्धिमत्ता|gpt|chatgpt',
      'के लिए निर्देश|के लिए नोट|के लिए संदेश|के लिए सूचना|के लिए टिप्पणी|को निर्देश|को संदेश|को नोट|को सूचना',
    ],
    instructions: HINDI_INSTRUCTIONS,
    reach: 8,
  },
  {
    // hi vocative: "प्रिय एआई, …" puts the name after the greeting, as in English.
    address: ['प्रिय|हे|सुनो', 'ai|एआई|ai सहायक|एआई सहायक|एआई असिस्टेंट|भाषा मॉडल|चैटबॉट'],
    instructions: HINDI_INSTRUCTIONS,
    reach: 8,
  },
];
