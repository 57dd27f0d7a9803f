import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';

/** The demo retail chain: company > 4 regions > 20 districts > 200 stores. */
export interface DemoUnit {
  extName: string;
  title: TLocalizedText;
  /** A store's city (in English), for the addresses of its customers. */
  city?: string;
  children: DemoUnit[];
}

/** A city by its Finnish name, its genitive (for "Oulun piiri") and its Swedish name. */
interface City {
  name: string;
  genitive: string;
  sv: string;
}

const REGIONS: Array<{ extName: string; title: TLocalizedText; cities: City[] }> = [
  {
    extName: 'north',
    title: { en: 'North region', fi: 'Pohjoinen alue', sv: 'Norra regionen' },
    cities: [
      { name: 'Oulu', genitive: 'Oulun', sv: 'Uleåborg' },
      { name: 'Rovaniemi', genitive: 'Rovaniemen', sv: 'Rovaniemi' },
      { name: 'Kemi', genitive: 'Kemin', sv: 'Kemi' },
      { name: 'Kajaani', genitive: 'Kajaanin', sv: 'Kajana' },
      { name: 'Tornio', genitive: 'Tornion', sv: 'Torneå' },
    ],
  },
  {
    extName: 'south',
    title: { en: 'South region', fi: 'Eteläinen alue', sv: 'Södra regionen' },
    cities: [
      { name: 'Helsinki', genitive: 'Helsingin', sv: 'Helsingfors' },
      { name: 'Espoo', genitive: 'Espoon', sv: 'Esbo' },
      { name: 'Vantaa', genitive: 'Vantaan', sv: 'Vanda' },
      { name: 'Porvoo', genitive: 'Porvoon', sv: 'Borgå' },
      { name: 'Lohja', genitive: 'Lohjan', sv: 'Lojo' },
    ],
  },
  {
    extName: 'east',
    title: { en: 'East region', fi: 'Itäinen alue', sv: 'Östra regionen' },
    cities: [
      { name: 'Kuopio', genitive: 'Kuopion', sv: 'Kuopio' },
      { name: 'Joensuu', genitive: 'Joensuun', sv: 'Joensuu' },
      { name: 'Mikkeli', genitive: 'Mikkelin', sv: 'S:t Michel' },
      { name: 'Savonlinna', genitive: 'Savonlinnan', sv: 'Nyslott' },
      { name: 'Lappeenranta', genitive: 'Lappeenrannan', sv: 'Villmanstrand' },
    ],
  },
  {
    extName: 'west',
    title: { en: 'West region', fi: 'Läntinen alue', sv: 'Västra regionen' },
    cities: [
      { name: 'Turku', genitive: 'Turun', sv: 'Åbo' },
      { name: 'Tampere', genitive: 'Tampereen', sv: 'Tammerfors' },
      { name: 'Pori', genitive: 'Porin', sv: 'Björneborg' },
      { name: 'Vaasa', genitive: 'Vaasan', sv: 'Vasa' },
      { name: 'Seinäjoki', genitive: 'Seinäjoen', sv: 'Seinäjoki' },
    ],
  },
];

/** Where in town a store is: "Oulu Centre", "Oulu Keskusta", "Uleåborg Centrum". */
const STORE_SITES: Array<{ en: string; fi: string; sv: string }> = [
  { en: 'Centre', fi: 'Keskusta', sv: 'Centrum' },
  { en: 'Mall', fi: 'Kauppakeskus', sv: 'Köpcentret' },
  { en: 'Station', fi: 'Asema', sv: 'Stationen' },
  { en: 'Harbour', fi: 'Satama', sv: 'Hamnen' },
  { en: 'Market', fi: 'Tori', sv: 'Torget' },
  { en: 'Park', fi: 'Puisto', sv: 'Parken' },
  { en: 'Square', fi: 'Aukio', sv: 'Platsen' },
  { en: 'Bridge', fi: 'Silta', sv: 'Bron' },
  { en: 'Hill', fi: 'Mäki', sv: 'Backen' },
  { en: 'Gate', fi: 'Portti', sv: 'Porten' },
];

/** A brand name reads the same in every language. */
const brand = (name: string): TLocalizedText => ({ en: name, fi: name, sv: name });

export function demoOrganisation(): DemoUnit {
  let storeNo = 0;
  return {
    extName: 'all',
    title: brand('Nordic Retail'),
    children: REGIONS.map((region) => ({
      extName: region.extName,
      title: region.title,
      children: region.cities.map((city) => ({
        extName: city.name
          .toLowerCase()
          .normalize('NFD')
          .replaceAll(/[^a-z]/g, ''),
        title: { en: `${city.name} district`, fi: `${city.genitive} piiri`, sv: `${city.sv} distrikt` },
        children: STORE_SITES.map((site) => {
          storeNo += 1;
          return {
            extName: `s${String(storeNo).padStart(3, '0')}`,
            title: {
              en: `${city.name} ${site.en}`,
              fi: `${city.name} ${site.fi}`,
              sv: `${city.sv} ${site.sv}`,
            },
            city: city.name,
            children: [],
          };
        }),
      })),
    })),
  };
}

export function smallOrganisation(): DemoUnit {
  const hotels = [
    { en: 'Lakeside', fi: 'Järvenranta', sv: 'Sjöstranden' },
    { en: 'Airport', fi: 'Lentoasema', sv: 'Flygplatsen' },
    { en: 'Old Town', fi: 'Vanhakaupunki', sv: 'Gamla stan' },
  ];
  return {
    extName: 'all',
    title: { en: 'Acme Hotels', fi: 'Acme-hotellit', sv: 'Acme Hotell' },
    children: hotels.map((name, i) => ({
      extName: `h${i + 1}`,
      title: { en: `Acme ${name.en}`, fi: `Acme ${name.fi}`, sv: `Acme ${name.sv}` },
      children: [],
    })),
  };
}
