import { demoShapes } from './demo-translation-shapes';
import type { DemoTranslation } from './demo-translations';

/*
 * The demo content in French, for francophone West African readers: standard French, "vous", the site's
 * own words (relais locaux, bénévoles, actualités, histoires), French spacing before : ; ? ! and inside « ».
 * Names of people, places, the group, its arms and the books' titles stay as they are.
 */

const locale = 'fr';
const { faq, post, event, position, testimony, productDescription } = demoShapes(locale);

/** A book: its title is its name and stays as it is; the description is Markdown in the English one's shape. */
const book = (id: string, title: string, about: string, extra: string): DemoTranslation => ({
  kind: 'product',
  id,
  locale,
  fields: {
    description: productDescription(
      about,
      ['En version brochée et numérique', extra],
      'Imprimé à Kano par Arewa Hub Press.',
    ),
    imageAlt: `La couverture du livre « ${title} »`,
  },
});

const beads = (id: string, productName: string, drawing: string, about: string, size: string): DemoTranslation => ({
  kind: 'product',
  id,
  locale,
  fields: {
    productName,
    description: productDescription(
      about,
      ['Perles de verre et d’argile enfilées à la main', size],
      'Chaque pièce est réalisée sur commande par un membre de notre atelier de perlage.',
    ),
    imageAlt: `Dessin ${drawing}`,
  },
});

export const FRENCH: DemoTranslation[] = [
  // ---------- FAQs ----------
  faq(
    'faq-educonnect-1',
    'Qu’est-ce qu’Edu Connect Africa ?',
    'Edu Connect Africa est un groupe d’éducation et d’action communautaire présent au Ghana et au Nigeria. Il réunit trois branches : Edu Africa (une application pour apprendre les langues et les cultures africaines et pour former les enseignants), Arewa Hub (artisanat, livres et perles) et l’African Child Network (un réseau caritatif au service des enfants).',
  ),
  faq(
    'faq-educonnect-2',
    'Où travaillez-vous ?',
    'Nous sommes aujourd’hui présents au Ghana et au Nigeria, et nous prévoyons de nous étendre au Burkina Faso, en Gambie, au Sénégal et en Guinée.',
  ),
  faq(
    'faq-educonnect-3',
    'Comment devenir bénévole ?',
    'Ouvrez la page Rejoignez-nous, choisissez Bénévoles et présentez-vous. Notre coordinatrice communautaire répond à chaque candidature sous deux semaines.',
  ),
  faq(
    'faq-educonnect-4',
    'L’adhésion est-elle payante ?',
    'Non, l’adhésion est gratuite. Nous demandons à nos membres de partager notre mission et nos valeurs, et de participer à au moins une activité par an.',
  ),
  faq(
    'faq-educonnect-5',
    'Que fait un relais local ?',
    'Les relais locaux représentent Edu Connect Africa dans leur communauté ou leur école, y mènent un projet local et en rendent compte deux fois par an.',
  ),
  faq(
    'faq-educonnect-6',
    'Comment les dons sont-ils utilisés ?',
    'Les dons faits à l’African Child Network financent des programmes d’éducation, de santé et de bien-être économique. Notre page consacrée aux finances montre comment chaque cedi, chaque naira et chaque dollar est dépensé.',
  ),
  faq(
    'faq-acn-1',
    'Qui l’African Child Network aide-t-il ?',
    'Les enfants et leurs familles, dans les communautés où l’école, les soins de santé et un revenu stable restent difficiles d’accès.',
  ),
  faq(
    'faq-acn-2',
    'Quelle part de mon don va aux programmes ?',
    '87 % des dépenses vont aux programmes sur le terrain, 7 % à la gestion et aux frais généraux, et 7 % à la collecte de fonds.',
  ),
  faq(
    'faq-acn-3',
    'Puis-je choisir ce que mon don finance ?',
    'Oui. Dans le formulaire de don, indiquez comme type de don le programme que vous souhaitez soutenir, par exemple « lampes solaires » ou « formation de sages-femmes ».',
  ),
  faq(
    'faq-acn-4',
    'Publiez-vous des rapports annuels ?',
    'Oui. Chaque année, nous publions les résultats de nos programmes et nos comptes audités sur la page Rapport annuel et finances.',
  ),
  faq(
    'faq-acn-5',
    'En combien de temps intervenez-vous en cas d’urgence ?',
    'Nos équipes sont prêtes à intervenir dans les 72 heures qui suivent une urgence, avec des partenaires locaux déjà présents sur le terrain.',
  ),
  faq(
    'faq-acn-6',
    'Mon organisation peut-elle devenir votre partenaire ?',
    'Oui. Choisissez « Devenez partenaire » dans le menu Organisation, puis présentez-nous votre organisation et le partenariat que vous envisagez.',
  ),
  faq(
    'faq-arewahub-1',
    'Qu’est-ce qu’Arewa Hub ?',
    'Arewa Hub est la branche créative d’Edu Connect Africa : rencontres, séances de lecture, travail des perles et écriture de livres, avec une boutique pour nos livres et nos perles.',
  ),
  faq(
    'faq-arewahub-2',
    'Comment commander un livre ou des perles ?',
    'Choisissez « Commander » sur le produit qui vous intéresse, puis indiquez votre nom, votre adresse e-mail, un numéro WhatsApp actif et la quantité souhaitée. Nous vous confirmons la commande et les modalités de paiement sur WhatsApp.',
  ),
  faq(
    'faq-arewahub-3',
    'Les livres existent-ils en version numérique ?',
    'La plupart de nos livres sont disponibles à la fois en version numérique et en version papier. La disponibilité est indiquée sur chaque produit.',
  ),
  faq(
    'faq-arewahub-4',
    'Livrez-vous hors du Nigeria ?',
    'Oui. Nous livrons dans toute l’Afrique de l’Ouest ; les frais de livraison vous sont confirmés avant le paiement.',
  ),
  faq(
    'faq-arewahub-5',
    'Comment rejoindre la communauté des artisans ?',
    'Utilisez les boutons d’adhésion de la page d’accueil. Parlez-nous de votre savoir-faire et, si vous le souhaitez, joignez un certificat et des photos de vos créations.',
  ),
  faq(
    'faq-arewahub-6',
    'Puis-je assister à une séance de lecture ?',
    'Les séances de lecture sont ouvertes à tous. Les prochaines rencontres sont annoncées sur la page Événements.',
  ),

  // ---------- news: the three newest ----------
  post(
    '665f1a2b3c4d5e6f70810001',
    '5 000 lampes solaires pour des familles du nord du Ghana',
    'À Tamale et à Bolgatanga, les enfants peuvent désormais étudier après la tombée de la nuit.',
    'Ce trimestre, l’African Child Network a remis 5 000 lampes solaires, chacune avec un chargeur de téléphone, à des familles des régions du Nord et du Haut-Ghana oriental.',
    'Ce que les lampes changent',
    [
      'Deux heures de devoirs en plus chaque soir pour les écoliers',
      'Fini la fumée du pétrole lampant dans la maison',
      'Des téléphones chargés pour le mobile money et les alertes santé',
    ],
    'Chaque don de 25 dollars offre une lampe et son chargeur.',
    ['/acn/how-to-help/donate', 'Offrir une lampe'],
  ),
  post(
    '665f1a2b3c4d5e6f70810002',
    'Formation de sages-femmes : une troisième promotion diplômée à Sokoto',
    'Quarante-deux nouvelles sages-femmes communautaires retournent dans leurs villages.',
    'Ce mois-ci, quarante-deux femmes ont achevé dans l’État de Sokoto notre formation de sage-femme communautaire, qui dure dix-huit mois.',
    'La formation en bref',
    [
      'L’accouchement sans risque et les soins du nouveau-né',
      'Reconnaître les signes de danger et orienter tôt vers un centre de santé',
      'Des conseils nutritionnels pour les mères',
    ],
    'Former une sage-femme coûte 52 dollars par mois pendant la formation.',
    ['/acn/what-we-do/health', 'Découvrir notre action pour la santé'],
  ),
  post(
    '665f1a2b3c4d5e6f70810003',
    'Les groupes d’épargne aident 600 familles à payer les frais de scolarité à temps',
    'Les groupes villageois d’épargne et de crédit se multiplient au Burkina Faso.',
    'Autour de Koudougou, trente groupes villageois d’épargne et de crédit réunissent désormais 600 familles, dont la plupart ont une femme à leur tête.',
    'Comment fonctionnent les groupes',
    [
      'Les membres épargnent une petite somme chaque semaine',
      'Les prêts financent des semences, du bétail et de petits commerces',
      'Les frais de scolarité sont prévus dès le début de chaque trimestre',
    ],
    'Notre équipe de suivi-évaluation suit avec chaque groupe l’assiduité scolaire et le paiement des frais.',
    ['/acn/what-we-do/economic', 'Découvrir notre programme économique'],
  ),

  // ---------- stories: the three newest ----------
  post(
    'STY00001',
    'La lampe d’Amina',
    'Comment une lampe solaire a changé les soirées d’une famille de Tamale.',
    'Amina a onze ans. Jusqu’à l’an dernier, elle faisait ses devoirs à la lueur d’une mèche trempée dans le pétrole, et la fumée la faisait tousser toute la nuit.',
    'Depuis la lampe',
    [
      'Elle lit deux heures chaque soir',
      'Ses petits frères la rejoignent à table',
      'Sa mère y recharge le téléphone dont elle se sert au marché',
    ],
    'Aujourd’hui, Amina veut devenir infirmière.',
  ),
  post(
    'STY00002',
    'La sage-femme de Gidan Kara',
    'Hauwa s’est formée pendant dix-huit mois pour que les femmes de son village accouchent sans risque.',
    'Hauwa est la première sage-femme diplômée que son village ait connue. En six mois d’exercice, elle a déjà réalisé 38 accouchements.',
    'Ce qu’elle emporte',
    [
      'Une trousse d’accouchement réapprovisionnée chaque mois',
      'Un téléphone avec le numéro du centre de santé de référence',
      'Un carnet où elle note chaque visite',
    ],
    'Toutes les mères qu’elle a accompagnées ont accouché saines et sauves.',
  ),
  post(
    'STY00003',
    'Un jardin scolaire à Koudougou',
    'Les élèves cultivent les légumes de leur propre déjeuner.',
    'Quand le nouveau point d’eau a ouvert, les élèves de l’École Sainte-Thérèse ont planté un jardin derrière leurs salles de classe.',
    'Ce qui y pousse',
    [
      'Des tomates, du gombo et des oignons',
      'Des moringas pour la cantine de l’école',
      'Des plants que les enfants rapportent à la maison',
    ],
    'Dès le premier trimestre, l’assiduité a augmenté d’un cinquième.',
  ),

  // ---------- events ----------
  event(
    'EVT00001',
    'Sommet Edu Connect Africa 2027',
    'Deux jours consacrés à l’enseignement des langues africaines, aux technologies éducatives sur téléphones bon marché et à ce qui fonctionne pour les enfants non scolarisés.',
    [
      ['9 h 00', 'Discours d’ouverture'],
      ['10 h 30', 'Table ronde : apprendre dans sa langue maternelle'],
      ['14 h 00', 'Ateliers pour les enseignants'],
    ],
  ),
  event(
    'EVT00002',
    'Festival de lecture d’Arewa Hub',
    'Une journée de lectures à voix haute, de stands de livres et d’ateliers d’écriture pour les enfants et leurs parents, en haoussa et en anglais.',
    [
      ['10 h 00', 'Cercles de contes pour les moins de 8 ans'],
      ['12 h 00', 'Rencontre avec les auteurs'],
      ['15 h 00', 'Prix des jeunes écrivains'],
    ],
  ),
  event(
    'EVT00003',
    'Stage intensif de formation des enseignants',
    'Cinq jours de pratique en classe pour les enseignants en début de carrière, avec un certificat Edu Africa à la clé.',
    [
      ['8 h 30', 'Préparer ses leçons'],
      ['11 h 00', 'Gérer sa classe'],
      ['14 h 00', 'Enseigner la lecture en twi'],
    ],
  ),
  event(
    'EVT00004',
    'Masterclass de perlage',
    'Une masterclass en ligne sur les perles de taille et les colliers à plusieurs rangs ; la liste du matériel vous est envoyée à l’avance.',
    [
      ['14 h 00', 'Matériel et outils'],
      ['14 h 45', 'Techniques d’enfilage'],
      ['15 h 30', 'Questions-réponses'],
    ],
  ),
  event(
    'EVT00005',
    'Foire communautaire de la Journée de l’enfant',
    'Jeux, bilans de santé et échange de livres pour 1 500 enfants et leurs familles.',
    [
      ['10 h 00', 'Bilans de santé'],
      ['12 h 00', 'Tournoi de football'],
      ['15 h 00', 'Échange de livres'],
    ],
  ),
  event(
    'EVT00006',
    'Journée Filles et sciences',
    'Programmation, robotique et démonstrations scientifiques pour 300 filles scolarisées dans le secondaire.',
    [
      ['9 h 00', 'Initiation à la programmation'],
      ['11 h 00', 'Fabriquer une lampe solaire'],
      ['14 h 00', 'Table ronde sur les métiers'],
    ],
  ),
  event(
    'EVT00007',
    'Soirée annuelle des donateurs',
    'Une soirée pour présenter les résultats de l’année à nos donateurs et à nos partenaires.',
    [
      ['18 h 00', 'Accueil'],
      ['18 h 30', 'Les résultats de l’année'],
      ['19 h 30', 'Dîner'],
    ],
  ),
  event(
    'EVT00008',
    'Résidence d’écriture en langue maternelle',
    'Une résidence d’une semaine au cours de laquelle douze auteurs ont écrit des livres pour enfants en mandingue, en wolof et en haoussa.',
    [
      ['9 h 00', 'Séances d’écriture'],
      ['13 h 00', 'Lecture entre pairs'],
      ['16 h 00', 'Atelier d’illustration'],
    ],
  ),

  // ---------- products ----------
  book(
    'AHBK0001',
    'River of Voices',
    'Un roman sur trois générations de femmes au bord du fleuve Niger, raconté tour à tour par une grand-mère, une mère et une fille.',
    '212 pages.',
  ),
  book(
    'AHBK0002',
    'Hausa First Words',
    'Un imagier de 200 mots haoussa de tous les jours, avec des aides à la prononciation pour les parents et les enseignants.',
    'De 3 à 7 ans.',
  ),
  book(
    'AHBK0003',
    'Twi for Little Ones',
    'Chansons, salutations et premiers nombres en twi, illustrés par de jeunes artistes de Kumasi.',
    'De 3 à 7 ans.',
  ),
  book(
    'AHBK0004',
    'Grandmother’s Loom',
    'Des nouvelles sur le tissage, la famille et les motifs qui gardent la mémoire.',
    '168 pages.',
  ),
  book(
    'AHBK0005',
    'Market Day Maths',
    'L’arithmétique par les prix, la monnaie et les mesures d’un marché ouest-africain, avec 120 exercices.',
    'De la 3e à la 6e année du primaire.',
  ),
  book(
    'AHBK0006',
    'Stories Under the Baobab',
    'Vingt contes populaires de Gambie, du Sénégal et du Mali, réécrits pour être lus à voix haute.',
    '144 pages.',
  ),
  book(
    'AHBK0007',
    'The Young Teacher',
    'La préparation des leçons et la gestion de classe en pratique, pour les enseignants dans leurs trois premières années de métier.',
    'Avec des modèles à imprimer.',
  ),
  book(
    'AHBK0008',
    'Beadwork: A Beginner’s Guide',
    'Des modèles pas à pas pour colliers, bracelets et perles de taille, avec des photos de chaque étape.',
    '96 pages.',
  ),
  book(
    'AHBK0009',
    'Proverbs of the Savannah',
    'Deux cents proverbes haoussa et peuls, avec leur traduction anglaise et les histoires qui les accompagnent.',
    '120 pages.',
  ),
  book(
    'AHBK0010',
    'My First Fante Reader',
    'Des lectures progressives en fante pour débutants, des lettres et des sons jusqu’aux petites histoires.',
    'De 5 à 8 ans.',
  ),
  beads(
    'AHBD0001',
    'Collier Coucher de soleil sur le Sahel',
    'du collier Coucher de soleil sur le Sahel',
    'Des perles ambre, rouges et or, aux couleurs du soir sur le Sahel.',
    'Longueur : 45 cm.',
  ),
  beads(
    'AHBD0002',
    'Lot de bracelets kente',
    'du lot de bracelets kente',
    'Trois bracelets élastiques aux couleurs du kente : vert, or et rouge.',
    'Taille unique.',
  ),
  beads(
    'AHBD0003',
    'Perles de taille en corail',
    'des perles de taille en corail',
    'Des perles de taille traditionnelles aux tons corail, enfilées sur un solide fil de coton.',
    'À nouer, réglables.',
  ),
  beads(
    'AHBD0004',
    'Pendants d’oreilles indigo',
    'des pendants d’oreilles indigo',
    'Des gouttes de verre indigo sur des crochets en laiton, assez légères pour être portées toute la journée.',
    'Longueur du pendant : 5 cm.',
  ),
  beads(
    'AHBD0005',
    'Parure de mariée en corail',
    'de la parure de mariée en corail',
    'Collier, bracelet et boucles d’oreilles en corail à plusieurs rangs, pour les mariages et les fêtes.',
    'Sur mesure.',
  ),
  beads(
    'AHBD0006',
    'Bracelet de cheville en verre krobo',
    'du bracelet de cheville en verre krobo',
    'Des perles de verre krobo recyclé, bleues et blanches.',
    'Longueur : 25 cm.',
  ),
  beads(
    'AHBD0007',
    'Bracelet prénom pour enfant',
    'du bracelet prénom pour enfant',
    'Un bracelet aux couleurs vives qui écrit le prénom d’un enfant en perles-lettres.',
    'Indiquez le prénom dans le message de votre commande.',
  ),
  beads(
    'AHBD0008',
    'Chapelet Harmattan',
    'du chapelet Harmattan',
    'Quatre-vingt-dix-neuf perles de bois et d’argile avec un pompon, dans les tons chauds du désert.',
    'Longueur : 60 cm.',
  ),
  beads(
    'AHBD0009',
    'Porte-clés Cheval du Durbar',
    'du porte-clés Cheval du Durbar',
    'Un petit cheval en perles aux couleurs du Durbar de Kano.',
    'Hauteur : 6 cm.',
  ),
  beads(
    'AHBD0010',
    'Ras-du-cou Bleu océan',
    'du ras-du-cou Bleu océan',
    'Un ras-du-cou ajusté en perles de verre bleues et argentées.',
    'Réglable de 32 à 38 cm.',
  ),

  // ---------- team members' positions ----------
  position('educonnect-01', 'Fondatrice et directrice exécutive'),
  position('educonnect-02', 'Directeur des programmes'),
  position('educonnect-03', 'Responsable des partenariats'),
  position('educonnect-04', 'Responsable technique'),
  position('educonnect-05', 'Coordinatrice communautaire'),
  position('educonnect-06', 'Responsable des finances et des opérations'),
  position('acn-01', 'Directrice pays, Nigeria'),
  position('acn-02', 'Directeur pays, Ghana'),
  position('acn-03', 'Chargée de la protection de l’enfance'),
  position('acn-04', 'Responsable des programmes de santé'),
  position('acn-05', 'Responsable des programmes d’éducation'),
  position('acn-06', 'Chargé du suivi et des données probantes'),
  position('acnAmbassadors-01', 'Jeune ambassadrice, Enugu'),
  position('acnAmbassadors-02', 'Jeune ambassadrice, Kumasi'),
  position('acnAmbassadors-03', 'Jeune ambassadeur, Banjul'),
  position('acnAmbassadors-04', 'Jeune ambassadrice, Ouagadougou'),
  position('acnAmbassadors-05', 'Ambassadeur du sport, Lagos'),
  position('acnAmbassadors-06', 'Ambassadrice des arts, Accra'),
  position('acnAmbassadors-07', 'Jeune ambassadeur, Abidjan'),
  position('acnAmbassadors-08', 'Ambassadrice de l’éducation des filles, Kano'),
  position('eduafrica-01', 'Responsable produit'),
  position('eduafrica-02', 'Concepteur de programmes, twi et fante'),
  position('eduafrica-03', 'Conceptrice de programmes, haoussa'),
  position('eduafrica-04', 'Responsable de la formation des enseignants'),
  position('eduafrica-05', 'Ingénieur mobile'),
  position('eduafrica-06', 'Responsable de la communauté d’apprenants'),
  position('arewahub-01', 'Coordinatrice du Hub'),
  position('arewahub-02', 'Responsable du perlage'),
  position('arewahub-03', 'Responsable des cercles de lecture'),
  position('arewahub-04', 'Accompagnatrice en écriture de livres'),
  position('arewahub-05', 'Responsable de la boutique et des commandes'),
  position('arewahub-06', 'Responsable des événements et des rencontres'),

  // ---------- testimonies ----------
  testimony(
    'tst-eduafrica-1',
    'Les leçons de formation des enseignants m’ont donné de nouvelles façons d’enseigner la lecture en fante. Aujourd’hui, ce sont mes élèves qui réclament l’heure du conte.',
  ),
  testimony(
    'tst-eduafrica-2',
    'Mes enfants parlent haoussa à la maison, mais maintenant ils savent aussi le lire et l’écrire. Les courtes leçons quotidiennes trouvent leur place dans nos soirées.',
  ),
  testimony(
    'tst-eduafrica-3',
    'J’ai grandi à Londres et je voulais apprendre le mandingue pour de bon. Les notes culturelles qui accompagnent chaque leçon lui donnent vie.',
  ),
  testimony(
    'tst-eduafrica-4',
    'Nos enseignants ont suivi ensemble le cours de pratique en classe. Les certificats comptaient pour eux, et la confiance acquise tout autant.',
  ),
  testimony(
    'tst-eduafrica-5',
    'Les leçons fonctionnent hors connexion, et c’est ce dont notre centre a besoin. Les données mobiles coûtent cher ici, et l’application en tient compte.',
  ),
  testimony(
    'tst-arewahub-1',
    'J’ai rejoint l’atelier de perlage en débutante. Un an plus tard, je vends mes propres perles de taille au marché.',
  ),
  testimony(
    'tst-arewahub-2',
    'Les séances de lecture ont réuni parents et enfants dans une même salle, autour des livres. Nous en organisons désormais une chaque mois dans notre école.',
  ),
  testimony(
    'tst-arewahub-3',
    'J’ai commandé la parure de mariée en corail pour le mariage de ma sœur. Elle est arrivée à temps et tout le monde m’a demandé d’où elle venait.',
  ),
  testimony(
    'tst-arewahub-4',
    'Les accompagnateurs en écriture m’ont aidé à terminer un livre pour enfants en haoussa, que mes propres enfants lisent aujourd’hui.',
  ),
  testimony('tst-arewahub-5', 'Hausa First Words est le livre le plus emprunté de notre coin des enfants.'),
  testimony(
    'tst-acn-1',
    'Grâce à la lampe solaire, mes enfants étudient après la tombée de la nuit. Leurs résultats scolaires ont progressé cette année.',
  ),
  testimony(
    'tst-acn-2',
    'La formation et le matériel nous ont permis d’atteindre des mères dans des villages qui n’avaient jamais vu de sage-femme.',
  ),
  testimony('tst-acn-3', 'La bourse a payé mes livres et mon uniforme. Je veux devenir ingénieure.'),
  testimony(
    'tst-acn-4',
    'Le groupe d’épargne a commencé avec vingt familles. Aujourd’hui, soixante familles paient les frais de scolarité à temps.',
  ),
  testimony(
    'tst-acn-5',
    'À chaque visite, je vois ce que 72 heures peuvent changer : après l’inondation, l’équipe était là avec de l’eau et des couvertures.',
  ),
];
