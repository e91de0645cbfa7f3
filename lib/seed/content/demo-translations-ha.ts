import { demoShapes } from './demo-translation-shapes';
import type { DemoTranslation } from './demo-translations';

/*
 * The demo content in Hausa: standard Kano Hausa in Boko, with ɓ ɗ ƙ and ’y, the site's own words
 * (gwaraza, jakadu, masu aikin sa-kai, labarai, labaran rayuwa), addressing readers as "ku". Names of people, towns,
 * the group, its arms and the books' titles stay as they are; countries take their Hausa names, as on
 * the site's own pages (Najeriya, Gambiya), and so does Sokoto (Sakkwato).
 */

const locale = 'ha';
const { faq, post, event, position, testimony, productDescription } = demoShapes(locale);

/** A book: its title is its name and stays as it is; the description is Markdown in the English one's shape. */
const book = (id: string, title: string, about: string, extra: string): DemoTranslation => ({
  kind: 'product',
  id,
  locale,
  fields: {
    description: productDescription(
      about,
      ['Bugaggen littafi da ebook', extra],
      'Arewa Hub Press ce ta buga shi a Kano.',
    ),
    imageAlt: `Bangon littafin “${title}”`,
  },
});

const beads = (id: string, productName: string, about: string, size: string): DemoTranslation => ({
  kind: 'product',
  id,
  locale,
  fields: {
    productName,
    description: productDescription(
      about,
      ['Duwatsun gilashi da na yumɓu da aka zura da hannu', size],
      'Ɗaya daga cikin membobin da’irarmu ta sarrafa duwatsun ado ne ke ƙera kowanne bayan an yi oda.',
    ),
    imageAlt: `Zanen ${productName}`,
  },
});

export const HAUSA: DemoTranslation[] = [
  // ---------- FAQs ----------
  faq(
    'faq-educonnect-1',
    'Mece ce Edu Connect Africa?',
    'Edu Connect Africa ƙungiya ce ta ilimi da ci gaban al’umma da ke aiki a Ghana da Najeriya. Tana da rassa uku: Edu Africa (manhajar koyon harsuna da al’adun Afirka, da kuma horar da malamai), Arewa Hub (sana’o’in hannu, littattafai da duwatsun ado) da African Child Network (ƙungiyar agaji ta yara).',
  ),
  faq(
    'faq-educonnect-2',
    'A ina kuke aiki?',
    'A yau muna aiki a Ghana da Najeriya, kuma muna shirin faɗaɗa ayyukanmu zuwa Burkina Faso, Gambiya, Senegal da Guinea.',
  ),
  faq(
    'faq-educonnect-3',
    'Ta yaya zan zama mai aikin sa-kai?',
    'Ku buɗe shafin “Ku kasance tare da mu”, ku zaɓi “Masu aikin sa-kai”, sannan ku gaya mana game da kanku. Mai kula da harkokin al’ummarmu na amsa kowace buƙata cikin makonni biyu.',
  ),
  faq(
    'faq-educonnect-4',
    'Ana biyan kuɗi don zama memba?',
    'A’a. Zama memba kyauta ne. Muna roƙon membobi su amince da manufarmu da ginshiƙanmu, kuma su shiga a dama da su a aƙalla aiki ɗaya a kowace shekara.',
  ),
  faq(
    'faq-educonnect-5',
    'Me gwarzo ke yi?',
    'Gwaraza suna wakiltar Edu Connect Africa a al’ummarsu ko makarantarsu, suna jagorantar wani aiki a yankinsu, sannan su kawo rahotonsa sau biyu a shekara.',
  ),
  faq(
    'faq-educonnect-6',
    'Ta yaya ake amfani da gudummawa?',
    'Gudummawar da aka ba African Child Network na ɗaukar nauyin shirye-shirye a fannonin ilimi, lafiya da walwalar tattalin arziki. Shafinmu na harkokin kuɗi na nuna yadda ake kashe kowace cedi, naira da dala.',
  ),
  faq(
    'faq-acn-1',
    'Su wa African Child Network ke taimaka wa?',
    'Yara da iyalansu, a al’ummomin da samun makaranta, kiwon lafiya da tabbataccen kuɗin shiga ke da wahala.',
  ),
  faq(
    'faq-acn-2',
    'Nawa ne daga gudummawata ke kaiwa ga shirye-shirye?',
    'Kashi 87 cikin 100 na abin da muke kashewa na zuwa ga ayyukan shirye-shirye, kashi 7 ga gudanarwa da sauran harkoki, kashi 7 kuma ga neman tallafi.',
  ),
  faq(
    'faq-acn-3',
    'Zan iya zaɓar abin da gudummawata za ta tallafa wa?',
    'Ƙwarai. A fom ɗin ba da gudummawa, ku rubuta shirin da kuke son tallafa wa a matsayin irin gudummawa, misali “fitilun hasken rana” ko “horar da ungozomomi”.',
  ),
  faq(
    'faq-acn-4',
    'Kuna wallafa rahoton shekara?',
    'Ƙwarai. Kowace shekara muna wallafa sakamakon shirye-shiryenmu da bayanan kuɗinmu da aka tantance a shafin Rahoton shekara da harkokin kuɗi.',
  ),
  faq(
    'faq-acn-5',
    'Cikin wane lokaci kuke kai ɗauki idan bala’i ya auku?',
    'Ma’aikatanmu a shirye suke su ɗauki mataki cikin awa 72 da aukuwar bala’i, tare da abokan hulɗa na cikin gida da tuni suke wurin.',
  ),
  faq(
    'faq-acn-6',
    'Ƙungiyarmu za ta iya haɗa gwiwa da ku?',
    'Ƙwarai. Ku zaɓi “Ku haɗa gwiwa da mu” a menu na Ƙungiya, sannan ku gaya mana game da ƙungiyarku da irin haɗin gwiwar da kuke da niyya.',
  ),
  faq(
    'faq-arewahub-1',
    'Mene ne Arewa Hub?',
    'Arewa Hub reshen sana’a da ƙirƙira ne na Edu Connect Africa: tarurruka, taron karatu, sana’ar duwatsun ado da rubuta littattafai, tare da shago na littattafanmu da duwatsun adonmu.',
  ),
  faq(
    'faq-arewahub-2',
    'Ta yaya zan yi odar littafi ko duwatsun ado?',
    'Ku danna “Saya yanzu” a kan kowane kaya, sannan ku cika sunanku, imel ɗinku, lambar WhatsApp da ke aiki da kuma yawan da kuke so. Za mu tabbatar muku da odar da yadda za ku biya ta WhatsApp.',
  ),
  faq(
    'faq-arewahub-3',
    'Ana samun littattafan a sigar ebook?',
    'Yawancin littattafanmu ana samun su a sigar ebook da kuma bugaggen littafi. Kowane kaya na nuna yadda ake samunsa.',
  ),
  faq(
    'faq-arewahub-4',
    'Kuna kai kaya wajen Najeriya?',
    'Ƙwarai. Muna kai kaya ko’ina a Yammacin Afirka; za mu tabbatar muku da kuɗin kai kayan kafin ku biya.',
  ),
  faq(
    'faq-arewahub-5',
    'Ta yaya zan shiga al’ummar masu sana’ar hannu?',
    'Ku yi amfani da maɓallan shiga da ke shafin farko. Ku gaya mana game da sana’arku, kuma idan kuna so, ku haɗa da takardar shaida da hotunan aikinku.',
  ),
  faq(
    'faq-arewahub-6',
    'Zan iya halartar taron karatu?',
    'Taron karatu a buɗe yake ga kowa. Ana jera tarurruka masu zuwa a shafin Tarurruka.',
  ),

  // ---------- news: the three newest ----------
  post(
    '665f1a2b3c4d5e6f70810001',
    'Fitilun hasken rana 5,000 sun isa ga iyalai a arewacin Ghana',
    'Yara a Tamale da Bolgatanga yanzu suna iya karatu bayan duhu ya yi.',
    'A wannan zangon karatu, African Child Network ta raba fitilun hasken rana 5,000 masu cajar waya ga iyalai a yankunan Northern da Upper East na Ghana.',
    'Abin da fitilun ke sauyawa',
    [
      'Ƙarin awa biyu na aikin gida kowane dare ga ’yan makaranta',
      'Babu sauran hayaƙin kananzir a cikin gida',
      'Wayoyin da aka caje don hada-hadar kuɗi ta waya da saƙonnin faɗakarwa kan lafiya',
    ],
    'Kowace gudummawar dala 25 na samar da fitila ɗaya da cajarta.',
    ['/acn/how-to-help/donate', 'Ku ba da fitila'],
  ),
  post(
    '665f1a2b3c4d5e6f70810002',
    'Horon ungozomomi a Sakkwato ya yaye rukuni na uku',
    'Sababbin ungozomomin al’umma arba’in da biyu sun koma ƙauyukansu.',
    'A wannan watan, mata arba’in da biyu sun kammala kwas ɗinmu na ungozomomin al’umma na watanni goma sha takwas a Jihar Sakkwato.',
    'Kwas ɗin a taƙaice',
    [
      'Haihuwa lafiya da kula da jarirai',
      'Gane alamomin haɗari da tura mai jinya asibiti da wuri',
      'Shawarwari kan abinci mai gina jiki ga iyaye mata',
    ],
    'Horar da ungozoma ɗaya na cin dala 52 a kowane wata a tsawon lokacin kwas ɗin.',
    ['/acn/what-we-do/health', 'Karanta game da ayyukanmu na lafiya'],
  ),
  post(
    '665f1a2b3c4d5e6f70810003',
    'Ƙungiyoyin tara kuɗi na taimaka wa iyalai 600 su biya kuɗin makaranta a kan lokaci',
    'Ƙungiyoyin tara kuɗi da ba da bashi na ƙauye na ƙara bunƙasa a Burkina Faso.',
    'Ƙungiyoyin tara kuɗi da ba da bashi na ƙauye guda talatin a kewayen Koudougou yanzu sun haɗa iyalai 600, kuma yawancinsu mata ne ke jagorantarsu.',
    'Yadda ƙungiyoyin ke aiki',
    [
      'Membobi na ajiye ɗan kuɗi kowane mako',
      'Bashin da ake bayarwa na sayen iri, dabbobi da buɗe ƙananan shaguna',
      'Ana shirya kuɗin makaranta tun farkon kowane zangon karatu',
    ],
    'Tawagarmu ta sa ido na bibiyar zuwan yara makaranta da biyan kuɗin makaranta tare da kowace ƙungiya.',
    ['/acn/what-we-do/economic', 'Duba shirinmu na walwalar tattalin arziki'],
  ),

  // ---------- stories: the three newest ----------
  post(
    'STY00001',
    'Fitilar Amina',
    'Yadda fitilar hasken rana ɗaya ta sauya maraicen wani iyali a Tamale.',
    'Amina ’yar shekara goma sha ɗaya ce. Har zuwa bara, tana yin aikin gida ne a hasken fitilar kananzir, kuma hayaƙinta kan sa ta yi tari har gari ya waye.',
    'Bayan zuwan fitilar',
    [
      'Tana karatu na awa biyu kowane maraice',
      'Ƙannenta maza na zama tare da ita a kan tebur',
      'Mahaifiyarta na cajin wayar da take amfani da ita a kasuwa',
    ],
    'Yanzu burin Amina shi ne ta zama ma’aikaciyar jinya.',
  ),
  post(
    'STY00002',
    'Ungozomar Gidan Kara',
    'Hauwa ta yi horo na watanni goma sha takwas don mata su riƙa haihuwa lafiya a ƙauyensu.',
    'Hauwa ita ce ungozoma ta farko da ta sami horo da ƙauyensu ya taɓa samu. A watanni shidan farko na aikinta, ta karɓi haihuwa 38.',
    'Abin da take ɗauke da shi',
    [
      'Kayan karɓar haihuwa da ake cika mata kowane wata',
      'Waya mai ɗauke da lambar asibitin da take tura masu jinya',
      'Littafin rubutu inda take rubuta kowace ziyara',
    ],
    'Duk matan da ta karɓi haihuwarsu sun sauka lafiya.',
  ),
  post(
    'STY00003',
    'Lambun makaranta a Koudougou',
    'Ɗalibai na noma kayan lambun da suke ci da rana.',
    'Lokacin da aka buɗe sabon wurin samun ruwa, ɗaliban École Sainte-Thérèse suka yi lambu a bayan ajujuwansu.',
    'Abin da ke tsirowa a can',
    [
      'Tumatir, kubewa da albasa',
      'Bishiyoyin zogale don ɗakin girkin makarantar',
      'Ƙananan tsirrai da yara ke kai wa gida',
    ],
    'Zuwan yara makaranta ya ƙaru da kashi ɗaya cikin biyar a zangon farko.',
  ),

  // ---------- events ----------
  event(
    'EVT00001',
    'Taron ƙoli na Edu Connect Africa 2027',
    'Kwana biyu na tattaunawa kan koyar da harsunan Afirka, fasahar ilimi a wayoyi masu araha, da abin da ke aiki ga yaran da ba sa zuwa makaranta.',
    [
      ['9:00', 'Jawabin buɗe taro'],
      ['10:30', 'Tattaunawar masana: koyo da harshen uwa'],
      ['14:00', 'Bita ga malamai'],
    ],
  ),
  event(
    'EVT00002',
    'Bikin Karatu na Arewa Hub',
    'Yini na karatu da babbar murya, rumfunan littattafai da bitar rubutu ga yara da iyaye, cikin Hausa da Turanci.',
    [
      ['10:00', 'Da’irar labarai ga yara ’yan ƙasa da shekara 8'],
      ['12:00', 'Ganawa da marubuta'],
      ['15:00', 'Kyautar matasan marubuta'],
    ],
  ),
  event(
    'EVT00003',
    'Sansanin Horar da Malamai',
    'Kwana biyar na koyon aikin koyarwa a aji a aikace, ga malaman da ke farkon aikinsu, da takardar shaidar Edu Africa ga waɗanda suka kammala.',
    [
      ['8:30', 'Tsara darasi'],
      ['11:00', 'Tafiyar da aji'],
      ['14:00', 'Koyar da karatu da Twi'],
    ],
  ),
  event(
    'EVT00004',
    'Bitar Ƙwararru kan Sarrafa Duwatsun Ado',
    'Bita ta intanet kan jigida da sarƙoƙin wuya masu hawa-hawa; za a aiko muku da jerin kayan aiki kafin ranar.',
    [
      ['14:00', 'Kayan sana’a da kayan aiki'],
      ['14:45', 'Dabarun zura duwatsu'],
      ['15:30', 'Tambayoyi da amsoshi'],
    ],
  ),
  event(
    'EVT00005',
    'Bajekolin Al’umma na Ranar Yara',
    'Wasanni, duba lafiya da musayar littattafai ga yara 1,500 da iyalansu.',
    [
      ['10:00', 'Duba lafiya'],
      ['12:00', 'Gasar ƙwallon ƙafa'],
      ['15:00', 'Musayar littattafai'],
    ],
  ),
  event(
    'EVT00006',
    'Ranar ’Yan Mata a Kimiyya da Fasaha',
    'Rubuta shirye-shiryen kwamfuta, ƙera mutum-mutumi da gwaje-gwajen kimiyya a aikace, ga ’yan mata 300 na makarantun sakandare.',
    [
      ['9:00', 'Shirye-shiryen kwamfuta ga masu farawa'],
      ['11:00', 'Ƙera fitilar hasken rana'],
      ['14:00', 'Tattaunawa kan zaɓin aiki'],
    ],
  ),
  event(
    'EVT00007',
    'Maraicen Masu Ba da Gudummawa na Shekara',
    'Maraice na gabatar da sakamakon shekarar ga masu ba mu gudummawa da abokan hulɗarmu.',
    [
      ['18:00', 'Maraba'],
      ['18:30', 'Sakamakon shekara'],
      ['19:30', 'Liyafar cin abincin dare'],
    ],
  ),
  event(
    'EVT00008',
    'Makon Rubutu da Harshen Uwa',
    'Zaman mako guda da marubuta goma sha biyu suka rubuta littattafan yara da Mandinka, Wolof da Hausa.',
    [
      ['9:00', 'Zaman rubutu'],
      ['13:00', 'Karanta wa juna'],
      ['16:00', 'Bitar zane-zane'],
    ],
  ),

  // ---------- products ----------
  book(
    'AHBK0001',
    'River of Voices',
    'Ƙagaggen labari kan tsara uku na mata a gaɓar Kogin Kwara, wanda kaka, uwa da ’ya ke bayarwa bi da bi.',
    'Shafuka 212.',
  ),
  book(
    'AHBK0002',
    'Hausa First Words',
    'Littafin hotuna mai kalmomin Hausa 200 na yau da kullum, tare da jagorar furuci ga iyaye da malamai.',
    'Ga yara ’yan shekara 3 zuwa 7.',
  ),
  book(
    'AHBK0003',
    'Twi for Little Ones',
    'Waƙoƙi, gaisuwa da ƙirge da Twi, tare da zane-zanen matasan masu fasaha daga Kumasi.',
    'Ga yara ’yan shekara 3 zuwa 7.',
  ),
  book(
    'AHBK0004',
    'Grandmother’s Loom',
    'Gajerun labarai kan saƙa, iyali da kuma zanen da ke riƙe da tarihin zuriya.',
    'Shafuka 168.',
  ),
  book(
    'AHBK0005',
    'Market Day Maths',
    'Lissafi ta hanyar farashi, canji da ma’aunai a kasuwar Yammacin Afirka, tare da atisaye 120.',
    'Ga ’yan firamare aji 3 zuwa 6.',
  ),
  book(
    'AHBK0006',
    'Stories Under the Baobab',
    'Tatsuniyoyi ashirin daga Gambiya, Senegal da Mali, waɗanda aka sake rubutawa don a karanta su da babbar murya.',
    'Shafuka 144.',
  ),
  book(
    'AHBK0007',
    'The Young Teacher',
    'Tsara darasi da tafiyar da aji a aikace, ga malamai a shekaru ukun farko na aikinsu.',
    'Tare da samfuran da za a iya bugawa.',
  ),
  book(
    'AHBK0008',
    'Beadwork: A Beginner’s Guide',
    'Samfuran aiki mataki-mataki na sarƙoƙin wuya, mundaye da jigida, tare da hotunan kowane mataki.',
    'Shafuka 96.',
  ),
  book(
    'AHBK0009',
    'Proverbs of the Savannah',
    'Karin magana ɗari biyu na Hausa da Fulatanci, tare da fassararsu da Turanci da labaran da ke bayansu.',
    'Shafuka 120.',
  ),
  book(
    'AHBK0010',
    'My First Fante Reader',
    'Karatu a matakai ga masu fara koyon Fante, daga haruffa da sautuka zuwa gajerun labarai.',
    'Ga yara ’yan shekara 5 zuwa 8.',
  ),
  beads(
    'AHBD0001',
    'Sarƙar Magariba ta Sahel',
    'Duwatsun ado masu launin ruwan zuma, ja da ruwan zinariya, kamar launukan magariba a yankin Sahel.',
    'Tsawo: 45 cm.',
  ),
  beads(
    'AHBD0002',
    'Mundayen Kente Guda Uku',
    'Mundaye uku masu roba, cikin launukan kente: kore, ruwan zinariya da ja.',
    'Girma ɗaya, ya dace da kowa.',
  ),
  beads(
    'AHBD0003',
    'Jigidar Murjani',
    'Jigida ta gargajiya mai launukan murjani, wadda aka zura a zaren auduga mai ƙarfi.',
    'Ana ɗaura ta, kuma ana iya daidaita ta.',
  ),
  beads(
    'AHBD0004',
    '’Yan Kunne Shuɗaye Masu Lilo',
    'Gilashi shuɗi mai duhu mai siffar ɗigon ruwa, a kan ƙugiyoyin tagulla; ba su da nauyi, don haka ana iya sa su yini zagaye.',
    'Tsawon rataye: 5 cm.',
  ),
  beads(
    'AHBD0005',
    'Kayan Adon Amarya na Murjani',
    'Sarƙa, munduwa da ’yan kunne na murjani mai hawa-hawa, don bukukuwan aure da sauran shagulgula.',
    'Ana auna wa mai saye.',
  ),
  beads(
    'AHBD0006',
    'Munduwar Ƙafa ta Gilashin Krobo',
    'Duwatsun gilashin Krobo da aka sake sarrafawa, masu launin shuɗi da fari.',
    'Tsawo: 25 cm.',
  ),
  beads(
    'AHBD0007',
    'Munduwar Suna ta Yara',
    'Munduwa mai launuka masu haske, da ke rubuta sunan yaro da duwatsu masu haruffa.',
    'Ku rubuta sunan a cikin saƙon odarku.',
  ),
  beads(
    'AHBD0008',
    'Carbin Hunturu',
    'Duwatsu casa’in da tara na itace da yumɓu, tare da zaren ado a ƙarshe, cikin launukan hamada masu ɗumi.',
    'Tsawo: 60 cm.',
  ),
  beads(
    'AHBD0009',
    'Ratayar Makulli Mai Dokin Hawan Sallah',
    'Ƙaramin doki da aka yi da duwatsun ado, cikin launukan Hawan Sallah na Kano.',
    'Tsawo: 6 cm.',
  ),
  beads(
    'AHBD0010',
    'Sarƙar Wuya Mai Shuɗin Teku',
    'Sarƙar wuya mai kama wuya, ta duwatsun gilashi masu launin shuɗi da azurfa.',
    'Ana iya daidaita ta daga 32 zuwa 38 cm.',
  ),

  // ---------- team members' positions ----------
  position('educonnect-01', 'Wadda ta kafa ƙungiyar kuma Babbar Darakta'),
  position('educonnect-02', 'Daraktan Shirye-shirye'),
  position('educonnect-03', 'Shugabar Sashen Haɗin Gwiwa'),
  position('educonnect-04', 'Shugaban Sashen Fasahar Zamani'),
  position('educonnect-05', 'Mai Kula da Harkokin Al’umma'),
  position('educonnect-06', 'Manajan Kuɗi da Gudanarwa'),
  position('acn-01', 'Daraktar Ƙasa, Najeriya'),
  position('acn-02', 'Daraktan Ƙasa, Ghana'),
  position('acn-03', 'Jami’ar Kare Yara'),
  position('acn-04', 'Shugaban Shirye-shiryen Lafiya'),
  position('acn-05', 'Shugabar Shirye-shiryen Ilimi'),
  position('acn-06', 'Jami’in Sa Ido da Tattara Hujjoji'),
  position('acnAmbassadors-01', 'Jakadiyar Matasa, Enugu'),
  position('acnAmbassadors-02', 'Jakadiyar Matasa, Kumasi'),
  position('acnAmbassadors-03', 'Jakadan Matasa, Banjul'),
  position('acnAmbassadors-04', 'Jakadiyar Matasa, Ouagadougou'),
  position('acnAmbassadors-05', 'Jakadan Wasanni, Legas'),
  position('acnAmbassadors-06', 'Jakadiyar Zane-zane da Fasaha, Accra'),
  position('acnAmbassadors-07', 'Jakadan Matasa, Abidjan'),
  position('acnAmbassadors-08', 'Jakadiyar Ilimin ’Ya’ya Mata, Kano'),
  position('eduafrica-01', 'Shugabar Kula da Manhaja'),
  position('eduafrica-02', 'Mai Tsara Manhajar Karatu, Twi da Fante'),
  position('eduafrica-03', 'Mai Tsara Manhajar Karatu, Hausa'),
  position('eduafrica-04', 'Shugaban Horar da Malamai'),
  position('eduafrica-05', 'Injiniya mai Gina Manhajojin Waya'),
  position('eduafrica-06', 'Mai Kula da Al’ummar Masu Koyo'),
  position('arewahub-01', 'Mai Gudanar da Cibiyar'),
  position('arewahub-02', 'Shugabar Sashen Sarrafa Duwatsun Ado'),
  position('arewahub-03', 'Shugaban Da’irorin Karatu'),
  position('arewahub-04', 'Mai Ba da Jagoranci kan Rubuta Littattafai'),
  position('arewahub-05', 'Manajan Shago da Oda'),
  position('arewahub-06', 'Shugabar Tarurruka da Bukukuwa'),

  // ---------- testimonies ----------
  testimony(
    'tst-eduafrica-1',
    'Darussan horar da malamai sun ba ni sababbin hanyoyin koyar da karatun Fante. Yanzu ɗalibaina ne ke roƙo a yi lokacin ba da labari.',
  ),
  testimony(
    'tst-eduafrica-2',
    '’Ya’yana suna magana da Hausa a gida, amma yanzu sun iya karatu da rubutun Hausar ma. Gajerun darussan kowace rana sun dace da maraicenmu.',
  ),
  testimony(
    'tst-eduafrica-3',
    'Na taso ne a Landan, kuma ina son in koyi Mandinka yadda ya kamata. Bayanan al’adu da ke tare da kowane darasi na sa harshen ya yi armashi.',
  ),
  testimony(
    'tst-eduafrica-4',
    'Malamanmu sun kammala kwas ɗin koyarwa a aji tare. Takardun shaidar sun yi musu muhimmanci, haka ma ƙwarin gwiwar da suka samu.',
  ),
  testimony(
    'tst-eduafrica-5',
    'Darussan na aiki ko babu intanet, kuma abin da cibiyarmu ke buƙata ke nan. Data na da tsada a nan, kuma manhajar na la’akari da hakan.',
  ),
  testimony(
    'tst-arewahub-1',
    'Na shiga da’irar sarrafa duwatsun ado ban iya komai ba. Bayan shekara ɗaya, ga ni ina sayar da jigidar da na yi da kaina a kasuwa.',
  ),
  testimony(
    'tst-arewahub-2',
    'Taron karatun ya haɗa iyaye da yara a ɗaki ɗaya tare da littattafai. Yanzu muna shirya guda a makarantarmu kowane wata.',
  ),
  testimony(
    'tst-arewahub-3',
    'Na yi odar kayan adon amarya na murjani don bikin auren ’yar’uwata. Sun iso a kan lokaci, kuma kowa ya tambaye ni inda aka samo su.',
  ),
  testimony(
    'tst-arewahub-4',
    'Masu ba da jagoranci kan rubuta littattafai sun taimaka min na kammala littafin yara da Hausa, wanda ’ya’yana ke karantawa yanzu.',
  ),
  testimony('tst-arewahub-5', 'Hausa First Words ne littafin da aka fi ara a kusurwar yara ta ɗakin karatunmu.'),
  testimony(
    'tst-acn-1',
    'Fitilar hasken rana ta sa ’ya’yana na iya karatu bayan duhu ya yi. Sakamakon karatunsu ya inganta a bana.',
  ),
  testimony(
    'tst-acn-2',
    'Horon da kayan aikin da aka ba mu sun taimaka mana mu kai ga iyaye mata a ƙauyukan da ba su taɓa ganin ungozoma ba.',
  ),
  testimony('tst-acn-3', 'Tallafin karatun ya biya min littattafai da unifom. Ina son in zama injiniya.'),
  testimony(
    'tst-acn-4',
    'Ƙungiyar tara kuɗin ta fara ne da iyalai ashirin. Yanzu iyalai sittin ne ke biyan kuɗin makaranta a kan lokaci.',
  ),
  testimony(
    'tst-acn-5',
    'A kowace ziyara nakan ga abin da awa 72 ke nufi: bayan ambaliyar ruwa, ma’aikatan suna nan a wurin da ruwa da barguna.',
  ),
];
