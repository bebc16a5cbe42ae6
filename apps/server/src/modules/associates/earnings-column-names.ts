import type { TCountryCode } from '@atlas/shared';

// The names of an earnings report's columns in the language it was downloaded in: English
// anywhere, German from amazon.de's PartnerNet, French from amazon.fr's Partenaires. Written as
// `splitHeader` (earnings-columns.ts) reduces a header cell: no accents, lower case, letters and
// digits only.
//
// No public page shows a whole German or French export, so the names come from several sources:
// - issue 29 (point 7): Name, ASIN, Kategorie, Datum, Versandte Artikel, Retouren, Einnahmen,
//   Werbekostenerstattung; Nom, ASIN, Catégorie, Date, Articles expédiés, Retours, Revenus,
//   Frais publicitaires;
// - PartnerNet's help "Das sagt Dir der Einnahmenbericht"
//   (partnernet.amazon.de/help/node/topic/GCDWWRFEMW3Q2TE2): Artikelbezeichnung, Händler, Preis,
//   Ausgelieferte Artikel, Umsatz ("items shipped times the price") and Einnahmen ("the total
//   commissions");
// - Amazon's resource hub, "So verwendest du Berichte" (amazon-affiliate.eu/resource-hub/de/
//   amazon-101-de/berichterstattung-provisionen/so-verwendest-du-berichte): Produkttitel,
//   versendete Artikel;
// - Partenaires' help (partenaires.amazon.fr/help/node/topic/G3ZFQPLV7MNDE9PV): "retour" for an
//   item sent back; the Polish and Swedish help pages (affiliate-program.amazon.pl and .se,
//   …/GCDWWRFEMW3Q2TE2) gloss their columns in the EU's English: Items Dispatched, Earnings.
// They disagree on "Einnahmen": the issue has it where the revenue is, the help page calls it the
// commission; French "Revenus" reads either way too. Both readings are accepted and the other
// columns decide (`eitherMoney`); a header that cannot tell is refused, never guessed.

export type TKey =
  | 'category'
  | 'name'
  | 'asin'
  | 'trackingId'
  | 'dateShipped'
  | 'price'
  | 'itemsShipped'
  | 'returns'
  | 'revenue'
  | 'adFees';

export type TLanguage = 'en' | 'de' | 'fr';

export type TColumn = {
  key: TKey;
  label: string;
  required: boolean;
  money?: true;
  /** Names as `splitHeader` writes them; one in English too (ASIN, Name, Date) tells no language. */
  names: Record<TLanguage, string[]>;
};

export const columns: TColumn[] = [
  {
    key: 'category',
    label: 'Category',
    required: false,
    names: { en: ['category', 'productgroup'], de: ['kategorie', 'produktgruppe'], fr: ['categorie'] },
  },
  {
    key: 'name',
    label: 'Name',
    required: true,
    names: {
      en: ['name', 'productname', 'title', 'producttitle', 'itemname'],
      de: ['name', 'artikelbezeichnung', 'produkttitel', 'titel'],
      fr: ['nom', 'titre', 'titreduproduit', 'nomdelarticle'],
    },
  },
  { key: 'asin', label: 'ASIN', required: true, names: { en: ['asin'], de: ['asin'], fr: ['asin'] } },
  {
    key: 'trackingId',
    label: 'Tracking ID',
    required: false,
    names: { en: ['trackingid'], de: ['trackingid'], fr: ['trackingid', 'iddesuivi', 'identifiantdesuivi'] },
  },
  {
    key: 'dateShipped',
    label: 'Date Shipped',
    required: true,
    names: {
      en: ['dateshipped', 'shippeddate', 'date'],
      de: ['datum', 'versanddatum'],
      fr: ['date', 'datedexpedition'],
    },
  },
  {
    key: 'price',
    label: 'Price',
    required: false,
    money: true,
    names: { en: ['price'], de: ['preis'], fr: ['prix'] },
  },
  {
    key: 'itemsShipped',
    label: 'Items Shipped',
    required: true,
    names: {
      en: ['itemsshipped', 'itemsdispatched'],
      de: ['versandteartikel', 'ausgelieferteartikel', 'versendeteartikel'],
      fr: ['articlesexpedies'],
    },
  },
  {
    key: 'returns',
    label: 'Returns',
    required: true,
    names: {
      en: ['returns', 'itemsreturned'],
      de: ['retouren', 'rucksendungen'],
      fr: ['retours', 'articlesretournes'],
    },
  },
  {
    key: 'revenue',
    label: 'Revenue',
    required: true,
    money: true,
    names: { en: ['revenue'], de: ['umsatz'], fr: ['chiffredaffaires'] },
  },
  {
    key: 'adFees',
    label: 'Ad Fees',
    required: true,
    money: true,
    names: {
      en: ['adfees', 'advertisingfees', 'earnings'],
      de: ['werbekostenerstattung'],
      fr: ['fraispublicitaires'],
    },
  },
];

/** Names that are the revenue or the ad fees: whichever of the two the header lacks. */
export const eitherMoney: { name: string; language: TLanguage }[] = [
  { name: 'einnahmen', language: 'de' },
  { name: 'revenus', language: 'fr' },
];

/** Where a header in German or French comes from: those names are read for that marketplace only. */
export const homeOf = { de: 'DE', fr: 'FR' } as const satisfies Record<
  Exclude<TLanguage, 'en'>,
  TCountryCode
>;
