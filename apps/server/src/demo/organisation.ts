/** The demo retail chain: company > 4 regions > 20 districts > 200 stores. */
export interface DemoUnit {
  extName: string;
  title: string;
  children: DemoUnit[];
}

const REGIONS: Array<{ extName: string; title: string; cities: string[] }> = [
  { extName: 'north', title: 'North', cities: ['Oulu', 'Rovaniemi', 'Kemi', 'Kajaani', 'Tornio'] },
  { extName: 'south', title: 'South', cities: ['Helsinki', 'Espoo', 'Vantaa', 'Porvoo', 'Lohja'] },
  { extName: 'east', title: 'East', cities: ['Kuopio', 'Joensuu', 'Mikkeli', 'Savonlinna', 'Lappeenranta'] },
  { extName: 'west', title: 'West', cities: ['Turku', 'Tampere', 'Pori', 'Vaasa', 'Seinäjoki'] },
];

const STORE_SITES = [
  'Centre',
  'Mall',
  'Station',
  'Harbour',
  'Market',
  'Park',
  'Square',
  'Bridge',
  'Hill',
  'Gate',
];

export function demoOrganisation(): DemoUnit {
  let storeNo = 0;
  return {
    extName: 'all',
    title: 'Nordic Retail',
    children: REGIONS.map((region) => ({
      extName: region.extName,
      title: `${region.title} region`,
      children: region.cities.map((city) => ({
        extName: city
          .toLowerCase()
          .normalize('NFD')
          .replaceAll(/[^a-z]/g, ''),
        title: `${city} district`,
        children: STORE_SITES.map((site) => {
          storeNo += 1;
          return { extName: `s${String(storeNo).padStart(3, '0')}`, title: `${city} ${site}`, children: [] };
        }),
      })),
    })),
  };
}

export function smallOrganisation(): DemoUnit {
  return {
    extName: 'all',
    title: 'Acme Hotels',
    children: ['Lakeside', 'Airport', 'Old Town'].map((name, i) => ({
      extName: `h${i + 1}`,
      title: `Acme ${name}`,
      children: [],
    })),
  };
}
